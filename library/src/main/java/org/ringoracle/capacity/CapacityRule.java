package org.ringoracle.capacity;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.OptionalLong;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * A rule from specs/capacity.md: which sizes a bounded queue can be created with, and the capacity
 * and number of slots each size gives. Contracts take the rule an implementation declares and
 * compute capacities from it, never from the implementation.
 *
 * <p>Computed the plain way: powers of two looked up in a list made by doubling from 1, no masks
 * and no bit tricks, so a rule shares no arithmetic with the implementations it judges. Sizes are
 * {@code long} so that every {@code int} and every C {@code unsigned} can be asked about.
 */
public sealed interface CapacityRule {

    /** The largest power of two an {@code int} holds. */
    long MAX_POWER = 1L << 30;

    /** Whether a queue can be created with {@code size}: by default, whether it lies in [smallest, largest]. */
    default boolean accepts(long size) {
        return size >= smallest() && size <= largest();
    }

    /**
     * The most elements a queue created with {@code size} holds.
     *
     * @throws IllegalArgumentException naming the size and the rule when the rule refuses it
     */
    int capacity(long size);

    /**
     * The slots a queue created with {@code size} has: where element {@code i} of its life lands in
     * slot {@code (start + i) mod slots}.
     *
     * @throws IllegalArgumentException naming the size and the rule when the rule refuses it
     */
    long slots(long size);

    /** The smallest size the rule accepts. */
    long smallest();

    /** The largest size the rule accepts. */
    long largest();

    /**
     * The largest size the rule accepts at or below {@code most}, if any: what a check constructs
     * when the rule's largest would not fit in memory. Every rule accepts either all sizes of its
     * range or only its powers of two, so after a refused size only the power of two at or below
     * it, and the size just below that, need trying.
     */
    default OptionalLong largestAtMost(long most) {
        for (long size = Math.min(most, largest()); size >= smallest(); size--) {
            if (accepts(size)) {
                return OptionalLong.of(size);
            }
            size = Math.min(size, powerAtOrBelow(size) + 1);
        }
        return OptionalLong.empty();
    }

    /**
     * The sizes a long run is given: 8 where the rule accepts it (else its smallest), and the
     * largest size at or below {@code most} ({@link #largestAtMost}), each once.
     */
    default List<Long> smallAndLargest(long most) {
        long small = accepts(8) ? 8 : smallest();
        OptionalLong large = largestAtMost(most);
        return large.isPresent() && large.getAsLong() != small ? List.of(small, large.getAsLong()) : List.of(small);
    }

    /**
     * Sizes the rule accepts, up to {@code most}: the smallest often, powers of two and their
     * neighbours, and any; shrinking toward the smallest.
     */
    default Gen<Integer> sizes(int most) {
        int low = (int) smallest();
        int high = (int) Math.min(most, largest());
        Gen<Integer> powers = integers().between(0, 30).map(k -> 1 << k);
        Gen<Integer> near = Generate.frequency(List.of(Pair.of(2, powers), Pair.of(1, powers.map(p -> p - 1)),
                Pair.of(1, powers.map(p -> p + 1))));
        return Generate.frequency(List.of(Pair.of(1, integers().between(low, Math.min(high, low + 3))),
                Pair.of(3, near.map(s -> Math.max(low, Math.min(high, s)))),
                Pair.of(2, integers().between(low, high)))).assuming(this::accepts);
    }

    /** Whether {@code n} is one of 1, 2, 4, ..., 2^62. */
    static boolean isPowerOfTwo(long n) {
        return PowersOfTwo.ASCENDING.contains(n);
    }

    /** The least power of two at or above {@code n}, for {@code n <= 2^62}. */
    static long powerAtOrAbove(long n) {
        for (long power : PowersOfTwo.ASCENDING) {
            if (power >= n) {
                return power;
            }
        }
        throw new IllegalArgumentException(n + " is above 2^62, the largest power of two a rule knows");
    }

    /** The greatest power of two at or below {@code n}, for {@code n >= 1}; 1 below that. */
    static long powerAtOrBelow(long n) {
        long below = 1;
        for (long power : PowersOfTwo.ASCENDING) {
            if (power <= n) {
                below = power;
            }
        }
        return below;
    }

    /**
     * The KNI fifo and rte_ring in normal mode: a power of two of slots from 2 to 2^30, one kept
     * empty.
     */
    static CapacityRule oneSlotEmpty() {
        return oneSlotEmpty(2);
    }

    /** A power of two of slots from {@code smallest} to 2^30, one kept empty (ck_ring: from 4). */
    static CapacityRule oneSlotEmpty(long smallest) {
        return new PowerOfTwoSlots(smallest, MAX_POWER, 1);
    }

    /** Any size from 1 to {@code largest}, every slot usable (ArrayBlockingQueue). */
    static CapacityRule everySlot(long largest) {
        return new EverySlot(1, largest);
    }

    /** A power of two from 1 to {@code largest}, every slot usable (Disruptor, virtio). */
    static CapacityRule everySlotOfAPowerOfTwo(long largest) {
        return new PowerOfTwoSlots(1, largest, 0);
    }

    /**
     * A size from {@code smallest} to 2^30, rounded up to a power of two of at least
     * {@code minimum}, every slot usable (kfifo_alloc, JCTools, Agrona).
     */
    static CapacityRule roundedUp(long smallest, long minimum) {
        return new RoundedUp(smallest, MAX_POWER, minimum);
    }

    /** A size of at least {@code smallest}, rounded down to a power of two, every slot usable (kfifo_init). */
    static CapacityRule roundedDown(long smallest) {
        return new RoundedDown(smallest, Integer.MAX_VALUE);
    }

    /**
     * A size from 1 to {@code largest}, held exactly, in the least power of two of slots above it
     * (rte_ring with RING_F_EXACT_SZ).
     */
    static CapacityRule exactInPowerOfTwoSlots(long largest) {
        return new ExactInPowerOfTwoSlots(1, largest);
    }

    /** The common part of the rules: the accepted range, and refusals that name the size and the rule. */
    private static long require(CapacityRule rule, long size) {
        if (!rule.accepts(size)) {
            throw new IllegalArgumentException("size " + size + " refused by the rule: " + rule);
        }
        return size;
    }

    /** Sizes a power of two in {@code [smallest, largest]}; capacity = size - reserved. */
    record PowerOfTwoSlots(long smallest, long largest, int reserved) implements CapacityRule {
        @Override
        public boolean accepts(long size) {
            return size >= smallest && size <= largest && isPowerOfTwo(size);
        }

        @Override
        public int capacity(long size) {
            return Math.toIntExact(require(this, size) - reserved);
        }

        @Override
        public long slots(long size) {
            return require(this, size);
        }

        /** Every power of two in range up to {@code most}, exponent uniform, shrinking toward the smallest. */
        @Override
        public Gen<Integer> sizes(int most) {
            int low = PowersOfTwo.ASCENDING.indexOf(powerAtOrAbove(smallest));
            int high = Math.max(low, PowersOfTwo.ASCENDING.indexOf(powerAtOrBelow(Math.min(most, largest))));
            return integers().between(low, high).map(k -> 1 << k);
        }

        @Override
        public String toString() {
            return "a power of two from " + smallest + " to " + largest + ", "
                    + (reserved == 0 ? "every slot usable" : reserved + " slot kept empty");
        }
    }

    /** Sizes in {@code [smallest, largest]}; capacity = slots = size. */
    record EverySlot(long smallest, long largest) implements CapacityRule {
        @Override
        public int capacity(long size) {
            return Math.toIntExact(require(this, size));
        }

        @Override
        public long slots(long size) {
            return require(this, size);
        }

        @Override
        public String toString() {
            return "any size from " + smallest + " to " + largest + ", every slot usable";
        }
    }

    /** Sizes in {@code [smallest, largest]}; capacity = slots = the least power of two at or above max(size, minimum). */
    record RoundedUp(long smallest, long largest, long minimum) implements CapacityRule {
        @Override
        public int capacity(long size) {
            return Math.toIntExact(slots(size));
        }

        @Override
        public long slots(long size) {
            return powerAtOrAbove(Math.max(require(this, size), minimum));
        }

        @Override
        public String toString() {
            return "a size from " + smallest + " to " + largest + " rounded up to a power of two"
                    + (minimum > 1 ? " of at least " + minimum : "") + ", every slot usable";
        }
    }

    /** Sizes in {@code [smallest, largest]}; capacity = slots = the greatest power of two at or below size. */
    record RoundedDown(long smallest, long largest) implements CapacityRule {
        @Override
        public int capacity(long size) {
            return Math.toIntExact(slots(size));
        }

        @Override
        public long slots(long size) {
            return powerAtOrBelow(require(this, size));
        }

        @Override
        public String toString() {
            return "a size of at least " + smallest + " rounded down to a power of two, every slot usable";
        }
    }

    /** Sizes in {@code [smallest, largest]}; capacity = size, slots = the least power of two above size. */
    record ExactInPowerOfTwoSlots(long smallest, long largest) implements CapacityRule {
        @Override
        public int capacity(long size) {
            return Math.toIntExact(require(this, size));
        }

        @Override
        public long slots(long size) {
            return powerAtOrAbove(require(this, size) + 1);
        }

        @Override
        public String toString() {
            return "any size from " + smallest + " to " + largest + ", held exactly in the least power of two of"
                    + " slots above it";
        }
    }
}
