package org.ringoracle.ring.model;

import java.util.Objects;
import org.ringoracle.capacity.CapacityRule;

/**
 * A ring design (specs/ring.md): its creation clause, its capacity rule (specs/capacity.md: which
 * counts are accepted over the whole int range, the capacity and the slots of each), how its
 * indices run, and which starts it takes. An implementation names its design; the contracts take
 * every expected capacity, index and slot from here, never from the implementation. The six
 * designs of this project are constants; any other is declared with {@link #declare} and judged
 * under RING-18.
 *
 * <p>Invariant: for every count the rule accepts, the rule's slots fit the indices
 * ({@link Indices#fits}); {@link #model} checks it for the count asked for.
 *
 * @param name what the design is called in counterexamples and reports
 * @param clause the creation clause, such as {@code RING-1}
 * @param rule which counts are accepted and the capacity and slots of each
 * @param indices how the producer and consumer indices run
 * @param starts which starting indices a ring of the design takes
 */
public record RingDesign(String name, String clause, CapacityRule rule, Indices indices, Starts starts) {

    /** rte_ring in normal mode: a power of two from 2 to 2^30, one slot kept empty, 32-bit indices. */
    public static final RingDesign RTE_RING = named("rte_ring", "RING-1", CapacityRule.oneSlotEmpty(), 32);

    /** rte_ring with RING_F_EXACT_SZ: 1 to 2^30 - 1 held exactly, 32-bit indices. */
    public static final RingDesign RTE_RING_EXACT = named("rte_ring with RING_F_EXACT_SZ", "RING-2",
            CapacityRule.exactInPowerOfTwoSlots((1L << 30) - 1), 32);

    /** kfifo_alloc: 2 to 2^30 rounded up to a power of two, every slot usable, 32-bit indices. */
    public static final RingDesign KFIFO = named("kfifo", "RING-3", CapacityRule.roundedUp(2, 2), 32);

    /** kfifo_init over a caller's buffer: its length rounded down to a power of two, 32-bit indices. */
    public static final RingDesign KFIFO_OVER_BUFFER = named("kfifo over a buffer", "RING-4",
            CapacityRule.roundedDown(2), 32);

    /** virtio split ring: a power of two from 1 to 32768, every entry usable, 16-bit indices. */
    public static final RingDesign VIRTIO = named("virtio split ring", "RING-5",
            CapacityRule.everySlotOfAPowerOfTwo(32768), 16);

    /** Concurrency Kit's ck_ring: a power of two from 4 to 2^30, one slot kept empty, 32-bit indices. */
    public static final RingDesign CK_RING = named("ck_ring", "RING-16", CapacityRule.oneSlotEmpty(4), 32);

    /** Which starting indices a ring takes. */
    public enum Starts {
        /** Any index from 0 to the largest of its indices. */
        ANY,
        /** Only 0: the ring offers no way to start elsewhere. */
        ZERO
    }

    /** Refuses a missing part, and a clause that is not of the form {@code RING-n}. */
    public RingDesign {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(indices, "indices");
        Objects.requireNonNull(starts, "starts");
        if (!clause.matches("RING-\\d+")) {
            throw new IllegalArgumentException("clause " + clause + " refused: a ring design's clause is RING-n");
        }
    }

    private static RingDesign named(String name, String clause, CapacityRule rule, int width) {
        return new RingDesign(name, clause, rule, Indices.freeRunning(width), Starts.ANY);
    }

    /**
     * A design of the user's own, judged under RING-18: its counts, capacities and slots by
     * {@code rule}, its indices by {@code indices}, its starts by {@code starts}.
     */
    public static RingDesign declare(String name, CapacityRule rule, Indices indices, Starts starts) {
        return new RingDesign(name, "RING-18", rule, indices, starts);
    }

    /** The largest index of a ring created with {@code count}, a count the rule accepts. */
    public long lastIndex(int count) {
        return indices.last(rule.slots(count));
    }

    /** Whether a ring created with {@code count}, a count the rule accepts, takes {@code start}. */
    public boolean takes(int count, long start) {
        return start >= 0 && start <= lastIndex(count) && (starts == Starts.ANY || start == 0);
    }

    /**
     * A new model of a ring of this design created with {@code count}, its indices at {@code start}.
     *
     * @throws IllegalArgumentException naming the count or start the design refuses, or the slots
     *     that do not fit the indices
     */
    public <E> RingModel<E> model(int count, long start) {
        long slots = rule.slots(count);
        if (!indices.fits(slots)) {
            throw new IllegalArgumentException(name + ": " + slots + " slots for count " + count
                    + " do not fit indices " + indices + "; the slots must divide the modulus");
        }
        if (!takes(count, start)) {
            throw new IllegalArgumentException(name + ": start " + start + " refused (" + startRule(count) + ")");
        }
        return new RingModel<>(rule.capacity(count), slots, lastIndex(count), start);
    }

    /** The starts a ring created with {@code count} takes, in words. */
    public String startRule(int count) {
        return starts == Starts.ZERO ? "it starts only at 0" : "a start is in [0, " + lastIndex(count) + "]";
    }

    @Override
    public String toString() {
        String from = starts == Starts.ZERO ? "starts at 0" : "any start";
        return name + " (" + rule + "; indices " + indices + "; " + from + ")";
    }
}
