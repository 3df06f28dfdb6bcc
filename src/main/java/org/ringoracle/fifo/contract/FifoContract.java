package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.quicktheories.core.Gen;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.Clause;
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

    /** The largest length the contract constructs: 2^20 (2^30 would take 4 GiB of references). */
    public static final int MAX_CONSTRUCTED_EXPONENT = 20;

    /** Lengths FIFO-1 refuses, pinned by name: 0, 1, negatives, non-powers of two, 2^30 + 1, the int limits. */
    public static final List<Integer> EDGE_LENGTHS = List.of(0, 1, -1, -2, 3, 6, 1000, 1025, (1 << 30) + 1,
            -(1 << 30), Integer.MIN_VALUE, Integer.MAX_VALUE);

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

    /** FIFO-1: over the whole int range, every length that is not a power of two from 2 to 2^30 is refused by name. */
    @Property("FIFO-1")
    public void everyOtherLengthIsRefused() {
        Oracle.check("FIFO-1", EXAMPLES, FifoGenerators.anyLength().assuming(n -> !ListFifo.isValidLength(n)),
                this::requireRefused);
    }

    /** FIFO-1: the edge lengths {@link #EDGE_LENGTHS} are refused by name. */
    @Property("FIFO-1")
    public void edgeLengthsAreRefused() {
        Clause.holds("FIFO-1", () -> EDGE_LENGTHS.forEach(this::requireRefused));
    }

    private void requireRefused(int length) {
        assertThat(catchThrowable(() -> create(length)))
                .as("length %d must be refused: only powers of two from 2 to 2^30 are fifo lengths", length)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Integer.toString(length))
                .hasMessageContaining("FIFO-1");
    }

    /** FIFO-1, FIFO-2: every power of two from 2 to 2^20 gives an empty fifo of that length with length - 1 free slots. */
    @Property({"FIFO-1", "FIFO-2"})
    public void everyPowerOfTwoGivesAnEmptyFifo() {
        Clause.holds("FIFO-2", () -> IntStream.rangeClosed(1, MAX_CONSTRUCTED_EXPONENT).map(k -> 1 << k)
                .forEach(length -> assertThat(Shape.of(fifo(length))).as("a new fifo of length %d", length)
                        .isEqualTo(new Shape(length, 0, length - 1))));
    }

    /** The observable size of a fifo. */
    record Shape(int length, int count, int freeCount) {
        static Shape of(Fifo<?> fifo) {
            return new Shape(fifo.length(), fifo.count(), fifo.freeCount());
        }
    }

    /**
     * FIFO-2: a put of at least {@code length - 1} elements into a new fifo stores exactly
     * {@code length - 1}, after which the fifo is full and a put stores nothing.
     */
    @Property("FIFO-2")
    public void holdsExactlyLengthMinusOne() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> integers()
                .between(length - 1, 2 * length).map(num -> new int[] {length, num}))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[1] + "] put[1]");
        Oracle.check("FIFO-2", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            int stored = fifo.put(serials(c[1]), c[1]);
            int more = fifo.put(serials(1), 1);
            assertThat(List.of(stored, more)).as("stored by put[%d] then put[1]", c[1]).containsExactly(c[0] - 1, 0);
            assertThat(Shape.of(fifo)).as("the full fifo").isEqualTo(new Shape(c[0], c[0] - 1, 0));
        });
    }

    /**
     * FIFO-3 .. FIFO-7: random runs of puts and gets (empty, partial and over-capacity batches,
     * gets from empty) on lengths 2 to 2^16, compared with the reference model after every step.
     */
    @Property({"FIFO-3", "FIFO-4", "FIFO-5", "FIFO-6", "FIFO-7"})
    public void behavesAsTheModelInLockstep() {
        Oracle.check("FIFO-7", LOCKSTEP_EXAMPLES, FifoGenerators.scenarios(),
                scenario -> FifoLockstep.run(scenario, fifo(scenario.length())));
    }

    /**
     * FIFO-8: with the indices first moved to any offset, a batch that crosses the end of the buffer
     * comes back intact and in order.
     */
    @Property("FIFO-8")
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
            assertThat(List.of(stored, taken)).as("stored and taken").containsExactly(c[2], c[2]);
            assertThat(Arrays.mismatch(back, batch))
                    .as("first index where the batch put across the end of the buffer came back different")
                    .isEqualTo(-1);
            assertThat(fifo.count()).as("count() afterwards").isZero();
        });
    }

    /** FIFO-4: a get from an empty fifo (new, or drained) returns 0 and leaves its array as it was. */
    @Property("FIFO-4")
    public void getFromEmptyTakesNothing() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> FifoGenerators.batches(length)
                .zip(FifoGenerators.batches(length), (num, drained) -> new int[] {length, num, drained}))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[2] + "] get(" + c[2] + ") get(" + c[1] + ")");
        Oracle.check("FIFO-4", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            Long[] drained = serials(c[2]);
            fifo.put(drained, c[2]);
            fifo.get(drained, c[2]);
            Long[] dst = serials(c[1]);
            Long[] untouched = dst.clone();
            assertThat(fifo.get(dst, c[1])).as("get(%d) from an empty fifo", c[1]).isZero();
            assertThat(Arrays.mismatch(dst, untouched)).as("first index of its array that get wrote").isEqualTo(-1);
            assertThat(fifo.count()).as("count() afterwards").isZero();
        });
    }

    /**
     * FIFO-10: a batch size outside {@code [0, array length]} is refused with an
     * IllegalArgumentException naming the value and FIFO-10, and the fifo is left unchanged.
     */
    @Property("FIFO-10")
    public void badBatchSizesAreRefused() {
        Gen<int[]> cases = FifoGenerators.lengths().flatMap(length -> integers().between(0, length - 1)
                .flatMap(held -> integers().between(0, 4).flatMap(array -> FifoGenerators.badBatches(array)
                        .map(num -> new int[] {length, held, array, num}))))
                .describedAs(c -> "len=" + c[0] + ": put[" + c[1] + "] then put and get of " + c[3]
                        + " with arrays of " + c[2]);
        Oracle.check("FIFO-10", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c[0]);
            fifo.put(serials(c[1]), c[1]);
            assertThat(catchThrowable(() -> fifo.put(new Long[c[2]], c[3]))).as("put of %d", c[3])
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Integer.toString(c[3])).hasMessageContaining("FIFO-10");
            assertThat(catchThrowable(() -> fifo.get(new Long[c[2]], c[3]))).as("get of %d", c[3])
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Integer.toString(c[3])).hasMessageContaining("FIFO-10");
            assertThat(fifo.count()).as("count() after refused batches").isEqualTo(c[1]);
        });
    }

    private static Long[] serials(int n) {
        return IntStream.range(0, n).mapToObj(i -> (long) i).toArray(Long[]::new);
    }
}
