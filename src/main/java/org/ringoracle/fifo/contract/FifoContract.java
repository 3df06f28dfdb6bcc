package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/**
 * Every property of specs/fifo.md. Extend this class and implement {@link #create} to check a
 * fifo:
 *
 * <pre>{@code
 * class MyFifoTest extends FifoContract {
 *     @Override
 *     protected <E> Fifo<E> create(int length) {
 *         return new MyFifo<>(length);
 *     }
 * }
 * }</pre>
 *
 * <p>Each property names the clauses it verifies; a failure names the clause broken, the shrunk
 * counterexample, the seed and the command that replays it.
 */
public abstract class FifoContract {

    /** Examples of the stateful lockstep property. */
    public static final int LOCKSTEP_EXAMPLES = 200;

    /** Examples of each other property. */
    public static final int EXAMPLES = 300;

    /** Lengths up to this are constructed by the contract; larger valid ones only in principle. */
    public static final int MAX_CONSTRUCTED_LENGTH = 1 << 20;

    /**
     * Creates an empty fifo of {@code length} slots.
     *
     * @throws IllegalArgumentException whose message names the value and FIFO-1 when FIFO-1
     *     refuses the length
     */
    protected abstract <E> Fifo<E> create(int length);

    private Fifo<Long> fifo(int length) {
        return create(length);
    }

    /**
     * FIFO-1, FIFO-2: over the whole int range, a length is accepted exactly when it is a power of
     * two from 2 to 2^30; a refusal names the value and FIFO-1; an accepted fifo is empty with
     * {@code length - 1} free slots.
     */
    @Property
    public void constructionAcceptsExactlyThePowersOfTwoFrom2() {
        Oracle.check("FIFO-1", EXAMPLES, anyLength(), length -> {
            if (ListFifo.isValidLength(length)) {
                if (length <= MAX_CONSTRUCTED_LENGTH) {
                    requireEmpty(fifo(length), length);
                }
            } else {
                requireRefused(length);
            }
        });
    }

    /** FIFO-1, FIFO-2: every power of two from 2 to 2^20 gives an empty fifo of that length. */
    @Property
    public void everyPowerOfTwoUpTo2e20IsAccepted() {
        for (int length = 2; length <= MAX_CONSTRUCTED_LENGTH; length = length * 2) {
            requireEmpty(fifo(length), length);
        }
    }

    /** FIFO-1: the edge lengths are refused by name (0, 1, negatives, 3, 2^30 + 1, the int limits). */
    @Property
    public void edgeLengthsAreRefused() {
        for (int length : List.of(0, 1, -1, -2, 3, 6, 1000, 1025, (1 << 30) + 1, -(1 << 30),
                Integer.MIN_VALUE, Integer.MAX_VALUE)) {
            requireRefused(length);
        }
    }

    private void requireRefused(int length) {
        try {
            create(length);
        } catch (IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            if (message.contains(Integer.toString(length)) && message.contains("FIFO-1")) {
                return;
            }
            throw new ClauseViolation("FIFO-1", "length " + length + " was refused with \"" + message
                    + "\", which does not name the value and FIFO-1");
        } catch (RuntimeException | Error e) {
            throw new ClauseViolation("FIFO-1", "length " + length + " was refused with " + e
                    + " instead of an IllegalArgumentException");
        }
        throw new ClauseViolation("FIFO-1", "length " + length + " was accepted; it is not a power of two from 2 to 2^30");
    }

    private static void requireEmpty(Fifo<?> fifo, int length) {
        if (fifo.length() != length || fifo.count() != 0 || fifo.freeCount() != length - 1) {
            throw new ClauseViolation("FIFO-2", "a new fifo of length " + length + " has length() "
                    + fifo.length() + ", count() " + fifo.count() + ", freeCount() " + fifo.freeCount()
                    + "; it must be empty with " + (length - 1) + " free slots");
        }
    }

    /**
     * FIFO-2: a put of at least {@code length - 1} elements into a new fifo stores exactly
     * {@code length - 1}, after which the fifo is full and a put stores nothing.
     */
    @Property
    public void holdsExactlyLengthMinusOne() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> integers()
                .between(length - 1, 2 * length).map(num -> new int[] {length, num}))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[1] + "] put[1]");
        Oracle.check("FIFO-2", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            int stored = fifo.put(serials(c[1]), c[1]);
            int more = fifo.put(serials(1), 1);
            if (stored != c[0] - 1 || more != 0 || fifo.freeCount() != 0 || fifo.count() != c[0] - 1) {
                throw new ClauseViolation("FIFO-2", "stored " + stored + " then " + more + ", count() "
                        + fifo.count() + ", freeCount() " + fifo.freeCount() + "; a fifo of length " + c[0]
                        + " holds exactly " + (c[0] - 1));
            }
        });
    }

    /**
     * FIFO-2 .. FIFO-7: random runs of puts and gets (empty, partial and over-capacity batches,
     * gets from empty) on lengths 2 to 2^16, compared with the reference model after every step.
     */
    @Property
    public void behavesAsTheModelInLockstep() {
        Oracle.check("FIFO-7", LOCKSTEP_EXAMPLES, FifoGenerators.scenarios(),
                scenario -> FifoLockstep.run(scenario, fifo(scenario.length())));
    }

    /**
     * FIFO-8: with the indices first moved to any offset, a batch that crosses the end of the buffer
     * comes back intact and in order.
     */
    @Property
    public void batchesCrossingTheEndComeBackIntact() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> integers().between(0, length - 1)
                .zip(integers().between(1, length - 1), (offset, num) -> new int[] {length, offset, num}))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[1] + "] get(" + c[1] + ") put[" + c[2] + "] get("
                        + c[2] + ")");
        Oracle.check("FIFO-8", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            Long[] skip = serials(c[1]);
            fifo.put(skip, c[1]);
            fifo.get(skip, c[1]);
            Long[] batch = serials(c[2]);
            Long[] back = new Long[c[2]];
            int stored = fifo.put(batch.clone(), c[2]);
            int taken = fifo.get(back, c[2]);
            if (stored != c[2] || taken != c[2] || !Arrays.equals(batch, back) || fifo.count() != 0) {
                throw new ClauseViolation("FIFO-8", "put " + stored + " and got " + taken + ": "
                        + Arrays.toString(back) + " where " + Arrays.toString(batch)
                        + " was put across the end of the buffer; count() is now " + fifo.count());
            }
        });
    }

    /**
     * FIFO-4: a get from an empty fifo (new, or drained) returns 0 and leaves its array as it was.
     */
    @Property
    public void getFromEmptyTakesNothing() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> FifoGenerators.batches(length)
                .zip(integers().between(0, length - 1), (num, drained) -> new int[] {length, num, drained}))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[2] + "] get(" + c[2] + ") get(" + c[1] + ")");
        Oracle.check("FIFO-4", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            Long[] drained = serials(c[2]);
            fifo.put(drained, c[2]);
            fifo.get(drained, c[2]);
            Long[] dst = new Long[c[1]];
            Arrays.fill(dst, FifoLockstep.UNTOUCHED);
            int taken = fifo.get(dst, c[1]);
            if (taken != 0 || Arrays.stream(dst).anyMatch(e -> !FifoLockstep.UNTOUCHED.equals(e))
                    || fifo.count() != 0) {
                throw new ClauseViolation("FIFO-4", "get(" + c[1] + ") from an empty fifo returned " + taken
                        + " and left " + Arrays.toString(dst) + "; count() is " + fifo.count());
            }
        });
    }

    /**
     * FIFO-10: a batch size outside {@code [0, array length]} is refused with an
     * IllegalArgumentException naming the value and FIFO-10, and the fifo is left unchanged.
     */
    @Property
    public void badBatchSizesAreRefused() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> integers().between(0, length - 1)
                .flatMap(held -> integers().between(0, 4)
                        .flatMap(array -> badBatch(array).map(num -> new int[] {length, held, array, num}))))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[1] + "] then put and get of " + c[3]
                        + " with arrays of " + c[2]);
        Oracle.check("FIFO-10", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            fifo.put(serials(c[1]), c[1]);
            assertThatThrownBy(() -> fifo.put(new Long[c[2]], c[3]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Integer.toString(c[3])).hasMessageContaining("FIFO-10");
            assertThatThrownBy(() -> fifo.get(new Long[c[2]], c[3]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Integer.toString(c[3])).hasMessageContaining("FIFO-10");
            assertThat(fifo.count()).as("count() after refused batches").isEqualTo(c[1]);
        });
    }

    /** A batch size outside {@code [0, arrayLength]}: negative, or beyond the array. */
    private static Gen<Integer> badBatch(int arrayLength) {
        return Generate.frequency(List.of(
                Pair.of(1, integers().between(Integer.MIN_VALUE, -1)),
                Pair.of(1, integers().between(arrayLength + 1, arrayLength + (1 << 20)))));
    }

    private static Gen<Integer> anyLength() {
        Gen<Integer> powers = integers().between(0, 31).map(k -> 1 << k);
        return Generate.frequency(List.of(
                Pair.of(4, integers().all()),
                Pair.of(2, powers),
                Pair.of(1, powers.map(p -> p + 1)),
                Pair.of(1, powers.map(p -> p - 1)),
                Pair.of(1, powers.map(p -> -p)),
                Pair.of(1, integers().between(-4, 4))));
    }

    private static Long[] serials(int n) {
        Long[] batch = new Long[n];
        for (int i = 0; i < n; i++) {
            batch[i] = (long) i;
        }
        return batch;
    }
}
