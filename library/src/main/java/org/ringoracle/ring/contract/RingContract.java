package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.model.RingDesign;
import org.ringoracle.ring.model.RingModel;

/**
 * Every behaviour property of specs/ring.md. Extend this class with your ring's design and a
 * factory:
 *
 * <pre>{@code
 * class MyRingTest extends RingContract {
 *     protected RingDesign design() { return RingDesign.RTE_RING; }
 *     protected <E> Ring<E> create(int count, long start) { return new MyRing<>(count, start); }
 * }
 * }</pre>
 *
 * <p>The design (specs/ring.md) fixes the creation clause, the capacity rule, how the indices run
 * and which starts a ring takes; the contract computes capacities, indices and slots from the
 * model and compares them with what the ring lets it observe after every step. A design of your
 * own is declared with {@link RingDesign#declare} and judged under RING-18.
 */
public abstract class RingContract {

    /** Examples of the lockstep property. */
    public static final int LOCKSTEP_EXAMPLES = 300;

    /** Examples of each other property. */
    public static final int EXAMPLES = 300;

    /**
     * The largest count the long runs create a ring with by default: 2^21 (16 MiB of 8-byte slots;
     * the 2^30 a rule may accept would take 8 GiB). Its run is sparse, so it costs what a small one
     * does.
     */
    public static final int MAX_CONSTRUCTED = 1 << 21;

    /** The design the ring follows: its creation clause, capacity rule, indices and starts. */
    protected abstract RingDesign design();

    /**
     * A new ring created with {@code count}, both indices at {@code start}.
     *
     * @param start a start the design takes ({@link RingDesign#takes})
     */
    protected abstract <E> Ring<E> create(int count, long start);

    /**
     * The largest count the properties create rings with; by default
     * {@link RingGenerators#MAX_RUN_COUNT}. Lower it for a slow ring; the rule still decides every
     * capacity.
     */
    protected int largestCount() {
        return RingGenerators.MAX_RUN_COUNT;
    }

    /** How the ring refuses a batch size (RING-10); by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /** A new ring of a count and start the design accepts: a refusal violates the design's clause. */
    private Ring<Long> ring(int count, long start) {
        return refusal().allowed(design().clause(), "count " + count + " from start " + start,
                () -> create(count, start));
    }

    private int capacityOf(int count) {
        return design().rule().capacity(count);
    }

    private Gen<Integer> counts() {
        return RingGenerators.counts(design(), largestCount());
    }

    /** The scenarios of the lockstep property, for coverage measurements. */
    public Gen<Scenario<RingStart, RingOp>> scenarios() {
        return RingGenerators.scenarios(design(), largestCount());
    }

    /** The model for {@code scenario}. */
    public RingModel<Long> model(Scenario<RingStart, RingOp> scenario) {
        return design().model(scenario.start().count(), scenario.start().start());
    }

    /** A creation count and start, and the steps that follow, as a counterexample prints them. */
    private record Creation(int count, long start, String steps) {
        @Override
        public String toString() {
            return "count=" + count + " start=" + start + steps;
        }
    }

    /**
     * RING-1 to RING-5, RING-16, RING-18 (the design's clause), RING-9: a new ring has the
     * capacity of the design's rule and is empty, whatever start it takes.
     */
    @Property({"RING-1", "RING-2", "RING-3", "RING-4", "RING-5", "RING-16", "RING-18", "RING-9"})
    public void aNewRingHasTheCapacityOfItsRuleAndIsEmpty() {
        Gen<Creation> cases = counts().flatMap(count -> RingGenerators.starts(design(), count)
                .map(start -> new Creation(count, start, "")));
        Oracle.check(design().clause(), EXAMPLES, cases, c -> {
            Ring<Long> ring = ring(c.count(), c.start());
            int capacity = capacityOf(c.count());
            Clause.require(design().clause(), "capacity()", ring.capacity(), capacity);
            Clause.require("RING-9", "the new ring's state is", RingState.of(ring), RingState.empty(capacity));
        });
    }

    /**
     * RING-6 to RING-12, RING-15: random runs of bulk and burst enqueues and dequeues (empty,
     * partial and over-capacity batches) from indices near 2^w, then the long runs
     * ({@link RingGenerators#longRunStarts}, {@link LongRuns#STEPS} steps each, across the wrap of
     * the indices and many 16-bit wraps), compared with the model after every step, indices and
     * slots included.
     */
    @Property({"RING-6", "RING-7", "RING-8", "RING-9", "RING-11", "RING-12", "RING-15"})
    public void behavesAsTheModelAcrossTheWrap() {
        Oracle.check("RING-12", LOCKSTEP_EXAMPLES, scenarios(), this::lockstep);
        LongRuns.check(RingGenerators.longRunStarts(design(), largestConstructed()), LongRuns.STEPS,
                start -> RingGenerators.longRunOps(capacityOf(start.count())), this::lockstep);
    }

    private void lockstep(Scenario<RingStart, RingOp> s) {
        RingLockstep.run(s, ring(s.start().count(), s.start().start()), model(s));
    }

    /**
     * The largest count a long run creates a ring with: by default {@link #MAX_CONSTRUCTED}. Lower
     * it for a ring that cannot hold that many slots; the rule still decides every capacity.
     */
    protected int largestConstructed() {
        return MAX_CONSTRUCTED;
    }

    /**
     * RING-12: from every start within a capacity of the largest index, a full ring's worth
     * enqueued in bulk comes back intact and in order; each bulk move moves the whole batch
     * (RING-6) and leaves nothing (RING-8). Untested for a design that starts only at 0: its
     * rings are never driven to the wrap.
     */
    @Property({"RING-6", "RING-8", "RING-12"})
    public void aFullRingAcrossTheWrapComesBackIntact() {
        if (design().starts() == RingDesign.Starts.ZERO) {
            Oracle.untested(design().name() + " starts only at 0, so no ring is started near the wrap of its indices");
        }
        Gen<Creation> cases = counts().flatMap(count -> integers().between(0, (int) Math.min(capacityOf(count),
                design().lastIndex(count))).map(below -> new Creation(count, design().lastIndex(count) - below,
                ": enqBulk[capacity] deqBulk(capacity)")));
        Oracle.check("RING-12", EXAMPLES, cases, c -> {
            Ring<Long> ring = ring(c.count(), c.start());
            int capacity = capacityOf(c.count());
            Long[] batch = IntStream.range(0, capacity).mapToObj(i -> (long) i).toArray(Long[]::new);
            Long[] back = new Long[capacity];
            String enqueue = "enqBulk[" + capacity + "]";
            Moved in = Moved.of(refusal().allowed("RING-6", enqueue, () -> ring.enqueueBulk(batch.clone(), capacity)),
                    ring);
            Clause.require("RING-6", enqueue + " moved", in.count(), capacity);
            Clause.require("RING-8", enqueue + " left", in.left(), 0);
            String dequeue = "deqBulk(" + capacity + ")";
            Moved out = Moved.of(refusal().allowed("RING-6", dequeue, () -> ring.dequeueBulk(back, capacity)), ring);
            Clause.require("RING-6", dequeue + " moved", out.count(), capacity);
            Clause.require("RING-8", dequeue + " left", out.left(), 0);
            Clause.require("RING-12", "the elements came back as", Arrays.asList(back), Arrays.asList(batch));
        });
    }

    /**
     * RING-17: a start the design does not take (negative, just above its largest index, far
     * above, or for a design that starts only at 0 any other) is refused by every count the design
     * accepts, as {@link #refusal()} says.
     */
    @Property("RING-17")
    public void startsOutsideTheIndexWidthAreRefused() {
        Gen<Creation> cases = counts().flatMap(count -> RingGenerators.refusedStarts(design(), count)
                .map(start -> new Creation(count, start, "")));
        Oracle.check("RING-17", EXAMPLES, cases, c -> refusal().require("RING-17", "a ring of count " + c.count()
                + " from start " + c.start(), c.start(), () -> create(c.count(), c.start())));
    }

    /**
     * RING-19, trusted: the indices and slots the adapter reports are the ring's own; a contract
     * sees only what the adapter reports, so this is stated, never verified (specs/ring.md).
     */
    @Property("RING-19")
    public void untested_theReportedIndicesAndSlotsAreTheRingsOwn() {
        Oracle.untested("a contract sees only the indices and slots the adapter reports; that they are the ring's"
                + " own is trusted (RING-19)");
    }

    /**
     * RING-10: a batch size outside {@code [0, array length]} is refused by every operation (as
     * {@link #refusal()} says), and the ring is left as it was.
     */
    @Property("RING-10")
    public void badBatchSizesAreRefused() {
        record BadBatches(int count, int array, int beyond, int negative) {
            @Override
            public String toString() {
                return "count=" + count + ": batches of " + beyond + " and " + negative + " with arrays of " + array;
            }
        }
        Gen<BadBatches> cases = counts().zip(integers().between(0, 4), integers().between(1, 1 << 20),
                integers().between(Integer.MIN_VALUE, -1),
                (count, array, beyond, negative) -> new BadBatches(count, array, array + beyond, negative));
        Oracle.check("RING-10", EXAMPLES, cases, c -> {
            Ring<Long> ring = ring(c.count(), 0);
            for (int bad : List.of(c.beyond(), c.negative())) {
                Long[] array = new Long[c.array()];
                String what = " of " + bad + " with an array of " + c.array();
                refusal().requireEach("RING-10", bad, List.of(
                        new Refusal.Call("enqueueBulk" + what, () -> ring.enqueueBulk(array, bad)),
                        new Refusal.Call("enqueueBurst" + what, () -> ring.enqueueBurst(array, bad)),
                        new Refusal.Call("dequeueBulk" + what, () -> ring.dequeueBulk(array, bad)),
                        new Refusal.Call("dequeueBurst" + what, () -> ring.dequeueBurst(array, bad))));
            }
            Clause.require("RING-10", "count after refused batches", ring.count(), 0);
        });
    }
}
