package org.ringoracle.fifo.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.quicktheories.core.Gen;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.ExposedFifo;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;

/**
 * Every property of specs/fifo.md. Extend this class with your fifo's capacity rule and a factory:
 *
 * <pre>{@code
 * class MyFifoTest extends FifoContract {
 *     protected CapacityRule capacityRule() { return CapacityRule.oneSlotEmpty(); }
 *     protected <E> Fifo<E> create(int size) { return new MyFifo<>(size); }
 * }
 * }</pre>
 *
 * <p>The contract computes every capacity from the declared rule, never from the fifo, and judges
 * the fifo's own full and empty logic against a list of that capacity. Each property names the
 * clauses it verifies; a failure names the clause broken, the shrunk counterexample, the seed and
 * the command that replays it; an unexpected exception is reported as a crash at its step.
 */
public abstract class FifoContract {

    /** Examples of the stateful lockstep property. */
    public static final int LOCKSTEP_EXAMPLES = 200;

    /** Examples of each other property. */
    public static final int EXAMPLES = 300;

    /**
     * The largest size the contract constructs: 2^21 (8 MiB of references; 2^30 slots would take
     * 4 GiB). Accepted sizes above it are trusted, not verified
     * ({@link #untested_acceptedSizesAboveTheLargestConstructedGiveEmptyFifos}).
     */
    public static final int MAX_CONSTRUCTED = 1 << 21;

    /** The size of the case pinned beyond the generated runs: 2^16, where a 16-bit signed index would break. */
    public static final int LARGE_SIZE = 1 << 16;

    /** Where the pinned case moves the indices first: past 2^15 = 32768. */
    static final int LARGE_OFFSET = 40_000;

    /**
     * Sizes pinned by name, each refused or giving the capacity of the rule: 0, 1, negatives,
     * small sizes, non-powers of two, 2^30 and its neighbours, the int limits.
     */
    public static final List<Integer> EDGE_SIZES = List.of(0, 1, -1, -2, 2, 3, 4, 5, 6, 1000, 1024, 1025,
            1 << 30, (1 << 30) + 1, -(1 << 30), Integer.MIN_VALUE, Integer.MAX_VALUE);

    /**
     * Creates an empty fifo for {@code size}.
     *
     * @throws RuntimeException of {@link #refusal()}'s type when the capacity rule refuses the size
     */
    protected abstract <E> Fifo<E> create(int size);

    /** The rule of specs/capacity.md the fifo follows: which sizes it accepts and the capacity of each. */
    protected abstract CapacityRule capacityRule();

    /** How the fifo refuses a size or a batch (FIFO-1, FIFO-10); by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /** A new fifo of a size the rule accepts: a refusal violates FIFO-1. */
    private Fifo<Long> fifo(int size) {
        return refusal().allowed("FIFO-1", "size " + size + " (the rule: " + capacityRule() + ")", () -> create(size));
    }

    /** A put FIFO-3 allows (any batch from 0 to the array's length): a refusal violates FIFO-3. */
    private int put(Fifo<Long> fifo, Long[] batch, int num) {
        return refusal().allowed("FIFO-3", "put[" + num + "]", () -> fifo.put(batch, num));
    }

    /** A get FIFO-4 allows: a refusal violates FIFO-4. */
    private int get(Fifo<Long> fifo, Long[] dst, int num) {
        return refusal().allowed("FIFO-4", "get(" + num + ")", () -> fifo.get(dst, num));
    }

    /** FIFO-1: over the whole int range, every size the rule refuses is refused. */
    @Property("FIFO-1")
    public void everyRefusedSizeIsRefused() {
        Oracle.check("FIFO-1", EXAMPLES, FifoGenerators.refusedSizes(capacityRule()), this::requireRefused);
    }

    /**
     * FIFO-1, FIFO-2: each of the edge sizes {@link #EDGE_SIZES} is refused, or (up to
     * {@link #MAX_CONSTRUCTED}) gives an empty fifo of the rule's capacity.
     */
    @Property({"FIFO-1", "FIFO-2"})
    public void edgeSizesFollowTheRule() {
        CapacityRule rule = capacityRule();
        Oracle.each(EDGE_SIZES, size -> {
            if (!rule.accepts(size)) {
                requireRefused(size);
            } else if (size <= MAX_CONSTRUCTED) {
                requireEmpty(size);
            }
        });
    }

    /**
     * FIFO-1, FIFO-2: every power of two from 1 to 2^20 that the rule accepts gives an empty fifo
     * with the rule's capacity free.
     */
    @Property({"FIFO-1", "FIFO-2"})
    public void everyAcceptedSizeGivesAnEmptyFifo() {
        CapacityRule rule = capacityRule();
        Oracle.each(IntStream.rangeClosed(0, 20).map(k -> 1 << k).filter(rule::accepts).boxed().toList(),
                this::requireEmpty);
    }

    /**
     * FIFO-1, FIFO-2: the sizes above 2^20 up to {@link #MAX_CONSTRUCTED} that the rule accepts
     * among 2^20 + 1, 2^21 - 1 and 2^21 give an empty fifo with the rule's capacity free: a fifo
     * that refuses large sizes the rule accepts is rejected.
     */
    @Property({"FIFO-1", "FIFO-2"})
    public void acceptedSizesAbove2e20GiveEmptyFifos() {
        CapacityRule rule = capacityRule();
        Oracle.each(List.of((1 << 20) + 1, MAX_CONSTRUCTED - 1, MAX_CONSTRUCTED).stream().filter(rule::accepts)
                .toList(), this::requireEmpty);
    }

    /**
     * FIFO-1, trusted: accepted sizes from {@link #MAX_CONSTRUCTED} + 1 to the rule's largest are
     * not constructed (2^30 slots take 4 GiB), so that the fifo accepts them is trusted; the
     * refused sizes are checked over the whole int range.
     */
    @Property("FIFO-1")
    public void untested_acceptedSizesAboveTheLargestConstructedGiveEmptyFifos() {
        Oracle.untested("accepted sizes above 2^21 are not constructed (2^30 slots take 4 GiB); the refused sizes"
                + " are checked over the whole int range");
    }

    private void requireRefused(int size) {
        refusal().require("FIFO-1", "size " + size + " (the rule: " + capacityRule() + ")", size, () -> create(size));
    }

    private void requireEmpty(int size) {
        int capacity = capacityRule().capacity(size);
        Clause.require("FIFO-2", "a new fifo of size " + size + " has the state", FifoState.of(fifo(size)),
                new FifoState(0, capacity));
    }

    /**
     * FIFO-9: for a fifo that exposes its indices and slots ({@link ExposedFifo}), after creation
     * and every step of the lockstep runs read is the elements ever taken and write the elements
     * ever stored, modulo the rule's slots (so both lie in {@code [0, slots)} and their difference
     * is the count), and the held slots hold an element and every other none; untested for a fifo
     * that does not expose them.
     */
    @Property("FIFO-9")
    public void exposedIndicesStayInRangeAndTakenSlotsAreCleared() {
        CapacityRule rule = capacityRule();
        if (!(fifo((int) rule.smallest()) instanceof ExposedFifo)) {
            Oracle.untested("the fifo does not expose its indices and slots (ExposedFifo)");
        }
        Oracle.check("FIFO-9", LOCKSTEP_EXAMPLES, FifoGenerators.scenarios(rule), s -> {
            @SuppressWarnings("unchecked")
            ExposedFifo<Long> fifo = (ExposedFifo<Long>) fifo(s.start().size());
            int slots = Math.toIntExact(rule.slots(s.start().size()));
            long taken = 0;
            long stored = 0;
            for (int step = 0; step <= s.ops().size(); step++) {
                String at = "new fifo:";
                if (step > 0) {
                    FifoOp op = s.ops().get(step - 1);
                    at = "step " + step + " " + op + ":";
                    Long[] batch = LongStream.range(0, op.num()).boxed().toArray(Long[]::new);
                    if (op instanceof FifoOp.Put) {
                        stored += put(fifo, batch, op.num());
                    } else {
                        taken += get(fifo, batch, op.num());
                    }
                }
                requireExposed(fifo, slots, taken, stored, at);
            }
        });
    }

    /** FIFO-9 after {@code taken} elements were taken and {@code stored} stored in all. */
    private static void requireExposed(ExposedFifo<Long> fifo, int slots, long taken, long stored, String at) {
        int read = (int) (taken % slots);
        Clause.require("FIFO-9", at + " (read, write)", List.of(fifo.readIndex(), fifo.writeIndex()),
                List.of(read, (int) (stored % slots)));
        for (int i = 0; i < slots; i++) {
            boolean held = Math.floorMod(i - read, slots) < stored - taken;
            if ((fifo.slot(i) != null) != held) {
                throw new ClauseViolation("FIFO-9", at + " slot " + i + (held ? " is held but holds no element"
                        : " is outside the held range but still holds a reference"));
            }
        }
    }

    /** A size, its capacity and a put into the new fifo of at least the capacity. */
    private record Fill(int size, int capacity, int num) {
        @Override
        public String toString() {
            return "size=" + size + ": put[" + num + "] put[1]";
        }
    }

    /**
     * FIFO-2: a put of at least the capacity into a new fifo stores exactly the capacity, after which
     * the fifo is full and a put stores nothing; generated on sizes up to
     * {@link FifoGenerators#MAX_RUN_SIZE}, then pinned on the rule's largest size up to
     * {@link #MAX_CONSTRUCTED}.
     */
    @Property("FIFO-2")
    public void holdsExactlyItsCapacity() {
        CapacityRule rule = capacityRule();
        Gen<Fill> cases = rule.sizes(FifoGenerators.MAX_RUN_SIZE).flatMap(size -> {
            int capacity = rule.capacity(size);
            return integers().between(capacity, 2 * capacity + 2).map(num -> new Fill(size, capacity, num));
        });
        Oracle.check("FIFO-2", EXAMPLES, cases, c -> fill(c, ""));
        rule.largestAtMost(MAX_CONSTRUCTED).ifPresent(largest -> {
            Fill c = new Fill((int) largest, rule.capacity(largest), rule.capacity(largest) + 1);
            Clause.holds("FIFO-2", () -> fill(c, c + ": "));
        });
    }

    /**
     * {@code c}, its failures labelled with {@code at}. FIFO-2 speaks of counts only, so the batch
     * repeats one element: a fill of 2^21 allocates one array, not 2^21 boxes.
     */
    private void fill(Fill c, String at) {
        Fifo<Long> fifo = fifo(c.size());
        Long[] batch = Collections.nCopies(c.num(), (long) c.num()).toArray(Long[]::new);
        int stored = put(fifo, batch, c.num());
        int more = put(fifo, serials(1), 1);
        Clause.require("FIFO-2", at + "put[" + c.num() + "] then put[1] stored", List.of(stored, more),
                List.of(c.capacity(), 0));
        Clause.require("FIFO-2", at + "the full fifo has the state", FifoState.of(fifo),
                new FifoState(c.capacity(), 0));
    }

    /** The scenarios of the lockstep property, for coverage measurements. */
    public Gen<Scenario<FifoStart, FifoOp>> scenarios() {
        return FifoGenerators.scenarios(capacityRule());
    }

    /**
     * FIFO-3 .. FIFO-7: random runs of puts and gets (empty, partial and over-capacity batches,
     * gets from empty) on sizes up to {@link FifoGenerators#MAX_RUN_SIZE}, then the long runs
     * ({@link FifoGenerators#longRunStarts}, {@link LongRuns#STEPS} steps each, past several
     * 16-bit wraps of the elements moved), compared with the reference model after every step.
     */
    @Property({"FIFO-3", "FIFO-4", "FIFO-5", "FIFO-6", "FIFO-7"})
    public void behavesAsTheModelInLockstep() {
        Oracle.check("FIFO-7", LOCKSTEP_EXAMPLES, scenarios(), s -> FifoLockstep.run(s, fifo(s.start().size())));
        LongRuns.check(FifoGenerators.longRunStarts(capacityRule()), LongRuns.STEPS,
                start -> FifoGenerators.longRunOps(start.capacity()), s -> FifoLockstep.run(s, fifo(s.start().size())));
    }

    /** A size, an offset to move the indices by, and a batch. */
    private record Wrap(int size, int offset, int num) {
        @Override
        public String toString() {
            return "size=" + size + ": put[" + offset + "] get(" + offset + ") put[" + num + "] get(" + num + ")";
        }
    }

    /**
     * FIFO-8: with the indices first moved to any offset, a batch that crosses the end of the buffer
     * comes back intact and in order.
     */
    @Property("FIFO-8")
    public void batchesCrossingTheEndComeBackIntact() {
        CapacityRule rule = capacityRule();
        Gen<Wrap> cases = rule.sizes(FifoGenerators.MAX_RUN_SIZE).flatMap(size -> {
            int capacity = rule.capacity(size);
            return integers().between(0, capacity)
                    .zip(integers().between(1, capacity), (offset, num) -> new Wrap(size, offset, num));
        });
        Oracle.check("FIFO-8", EXAMPLES, cases, this::crossTheEnd);
        if (rule.accepts(LARGE_SIZE)) {
            // Beyond the generated sizes: the indices pass 2^15 before the batch crosses the end.
            Wrap large = new Wrap(LARGE_SIZE, LARGE_OFFSET, rule.capacity(LARGE_SIZE));
            Clause.holds("FIFO-8", () -> crossTheEnd(large));
        }
    }

    private void crossTheEnd(Wrap c) {
        Fifo<Long> fifo = fifo(c.size());
        Long[] skip = serials(c.offset());
        put(fifo, skip, c.offset());
        get(fifo, skip, c.offset());
        Long[] batch = serials(c.num());
        Long[] back = new Long[c.num()];
        int stored = put(fifo, batch.clone(), c.num());
        int taken = get(fifo, back, c.num());
        Clause.require("FIFO-8", "put[" + c.num() + "] then get(" + c.num() + ") moved", List.of(stored, taken),
                List.of(c.num(), c.num()));
        Clause.require("FIFO-8", "the batch put across the end of the buffer came back as", Arrays.asList(back),
                Arrays.asList(batch));
        Clause.require("FIFO-8", "count() afterwards is", fifo.count(), 0);
    }

    /** A size, a batch put and got first, and the batch asked of the empty fifo. */
    private record Drained(int size, int num, int drained) {
        @Override
        public String toString() {
            return "size=" + size + ": put[" + drained + "] get(" + drained + ") get(" + num + ")";
        }
    }

    /** FIFO-4: a get from an empty fifo (new, or drained) returns 0 and leaves its array as it was. */
    @Property("FIFO-4")
    public void getFromEmptyTakesNothing() {
        CapacityRule rule = capacityRule();
        Gen<Drained> cases = rule.sizes(FifoGenerators.MAX_RUN_SIZE).flatMap(size -> {
            int capacity = rule.capacity(size);
            return FifoGenerators.batches(capacity).zip(FifoGenerators.batches(capacity),
                    (num, drained) -> new Drained(size, num, drained));
        });
        Oracle.check("FIFO-4", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c.size());
            Long[] drained = serials(c.drained());
            put(fifo, drained, c.drained());
            get(fifo, drained, c.drained());
            Long[] dst = serials(c.num());
            Long[] untouched = dst.clone();
            Clause.require("FIFO-4", "get(" + c.num() + ") from the empty fifo returned", get(fifo, dst, c.num()), 0);
            Clause.require("FIFO-4", "its array holds", Arrays.asList(dst), Arrays.asList(untouched));
            Clause.require("FIFO-4", "count() afterwards is", fifo.count(), 0);
        });
    }

    /** A size, elements held, an array length and a batch size outside it. */
    private record BadBatch(int size, int held, int array, int num) {
        @Override
        public String toString() {
            return "size=" + size + ": put[" + held + "] then put and get of " + num + " with arrays of " + array;
        }
    }

    /**
     * FIFO-10: a batch size outside {@code [0, array length]} is refused (as {@link #refusal()}
     * says), and the fifo is left unchanged.
     */
    @Property("FIFO-10")
    public void badBatchSizesAreRefused() {
        CapacityRule rule = capacityRule();
        Gen<BadBatch> cases = rule.sizes(FifoGenerators.MAX_RUN_SIZE).flatMap(size -> integers()
                .between(0, rule.capacity(size)).flatMap(held -> integers().between(0, 4)
                        .flatMap(array -> FifoGenerators.badBatches(array)
                                .map(num -> new BadBatch(size, held, array, num)))));
        Oracle.check("FIFO-10", EXAMPLES, cases, c -> {
            Fifo<Long> fifo = fifo(c.size());
            Clause.require("FIFO-3", "put[" + c.held() + "] into the new fifo stored",
                    put(fifo, serials(c.held()), c.held()), c.held());
            refusal().requireEach("FIFO-10", c.num(), List.of(
                    new Refusal.Call("put of " + c.num(), () -> fifo.put(new Long[c.array()], c.num())),
                    new Refusal.Call("get of " + c.num(), () -> fifo.get(new Long[c.array()], c.num()))));
            Clause.require("FIFO-10", "count() after the refused batches is", fifo.count(), c.held());
        });
    }

    private static Long[] serials(int n) {
        return LongStream.range(0, n).boxed().toArray(Long[]::new);
    }
}
