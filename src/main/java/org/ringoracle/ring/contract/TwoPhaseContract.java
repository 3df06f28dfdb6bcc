package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.booleans;

import java.util.List;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.Regions;
import org.ringoracle.ring.TwoPhaseRing;

/**
 * Every property of specs/two-phase.md, beside every property of specs/ring.md that
 * {@link RingContract} gives. Extend it as {@code RingContract}, with a factory of
 * {@link TwoPhaseRing}s; override {@link #checksTurns()} for a ring that leaves TWO-4 to its
 * caller, as the C does.
 */
public abstract class TwoPhaseContract extends RingContract {

    @Override
    protected abstract <E> TwoPhaseRing<E> create(int count, long start);

    /**
     * Whether the ring refuses a call out of turn (TWO-4, a SHOULD); by default it does. A ring
     * that returns false is not asked: TWO-4 is reported untested.
     */
    protected boolean checksTurns() {
        return true;
    }

    private TwoPhaseRing<Long> twoPhaseRing(int count, long start) {
        return refusal().allowed(design().clause(), "count " + count + " from start " + start,
                () -> create(count, start));
    }

    /** The scenarios of the two-phase lockstep property, for coverage measurements. */
    public Gen<Scenario<RingStart, TwoPhaseOp>> twoPhaseScenarios() {
        return TwoPhaseGenerators.scenarios(design(), largestCount());
    }

    /**
     * TWO-1, TWO-2, TWO-3, TWO-5: random runs of plain steps, peek and zero-copy starts and
     * finishes of both sides, interleaved, from indices near 2^w, then the long runs, compared
     * with the model after every step.
     */
    @Property({"TWO-1", "TWO-2", "TWO-3", "TWO-5"})
    public void twoPhaseStepsBehaveAsTheModelAcrossTheWrap() {
        Oracle.check("TWO-3", LOCKSTEP_EXAMPLES, twoPhaseScenarios(), this::twoPhase);
        LongRuns.check(RingGenerators.longRunStarts(design(), largestConstructed()), LongRuns.STEPS,
                start -> TwoPhaseGenerators.longRunOps(design().rule().capacity(start.count())), this::twoPhase);
    }

    private void twoPhase(Scenario<RingStart, TwoPhaseOp> s) {
        TwoPhaseLockstep.run(s, twoPhaseRing(s.start().count(), s.start().start()),
                design().model(s.start().count(), s.start().start()));
    }

    /** A start left open on one side, and the state it must keep while refusing calls out of turn. */
    private record OutOfTurn(int count, long start, boolean enqueue, boolean zc) {
        @Override
        public String toString() {
            return "count=" + count + " start=" + start + ": " + (enqueue ? "enq" : "enqBurst[1] deq")
                    + (zc ? "ZcBurstStart" : "BurstStart") + (enqueue ? "[1]" : "(1)");
        }
    }

    /**
     * TWO-4: with a start of one element open on one side, a second start (peek or zero-copy), a
     * plain step of that side and a finish of more than was started are refused and change
     * nothing; the other side's plain step still works, and the finish of the one element does.
     */
    @Property("TWO-4")
    public void callsOutOfTurnAreRefused() {
        if (!checksTurns()) {
            Oracle.untested(design().name() + " leaves turns to its caller, as the C does (specs/two-phase.md)");
        }
        Gen<OutOfTurn> cases = RingGenerators.counts(design(), largestCount()).flatMap(count -> RingGenerators
                .starts(design(), count).zip(booleans().all(), booleans().all(),
                        (start, enqueue, zc) -> new OutOfTurn(count, start, enqueue, zc)));
        Refusal state = Refusal.by(IllegalStateException.class).naming();
        Refusal argument = Refusal.ILLEGAL_ARGUMENT.naming();
        Oracle.check("TWO-4", EXAMPLES, cases, c -> {
            TwoPhaseRing<Long> ring = twoPhaseRing(c.count(), c.start());
            Long[] one = {1L};
            Regions regions = new Regions();
            if (!c.enqueue()) {
                Clause.require("RING-7", "enqBurst[1] moved", ring.enqueueBurst(one.clone(), 1), 1);
            }
            int open = c.enqueue() ? (c.zc() ? ring.enqueueZcStart(1, false, regions) : ring.enqueueStart(1, false))
                    : (c.zc() ? ring.dequeueZcStart(1, false, regions) : ring.dequeueStart(new Long[1], 1, false));
            Clause.require("TWO-4", "the start took", open, 1);
            List<Object> before = List.of(ring.count(), ring.producerIndex(), ring.consumerIndex());
            String side = c.enqueue() ? "enqueue" : "dequeue";
            state.requireEach("TWO-4", 1, c.enqueue() ? List.of(
                    new Refusal.Call("a second enqueue start", () -> ring.enqueueStart(1, false)),
                    new Refusal.Call("a second zero-copy enqueue start", () -> ring.enqueueZcStart(0, true, regions)),
                    new Refusal.Call("an enqueue", () -> ring.enqueueBurst(one, 1)))
                    : List.of(
                    new Refusal.Call("a second dequeue start", () -> ring.dequeueStart(new Long[1], 1, false)),
                    new Refusal.Call("a second zero-copy dequeue start", () -> ring.dequeueZcStart(0, true, regions)),
                    new Refusal.Call("a dequeue", () -> ring.dequeueBurst(new Long[1], 1))));
            argument.require("TWO-4", "an " + side + " finish of 2", 2, c.enqueue()
                    ? () -> ring.enqueueFinish(new Long[] {2L, 3L}, 2) : () -> ring.dequeueFinish(2));
            Clause.require("TWO-4", "after the refusals (count, producer, consumer) is",
                    List.of(ring.count(), ring.producerIndex(), ring.consumerIndex()), before);
            if (c.enqueue()) {
                Clause.require("TWO-4", "a dequeue beside the open start moved", ring.dequeueBurst(new Long[1], 1), 0);
                ring.enqueueFinish(one, 1);
            } else {
                Clause.require("TWO-4", "an enqueue beside the open start moved", ring.enqueueBurst(new Long[] {5L}, 1),
                        Math.min(1, design().rule().capacity(c.count()) - 1));
                ring.dequeueFinish(1);
            }
            Clause.require("TWO-4", "after the finish of 1 the count is", ring.count(), c.enqueue() ? 1
                    : Math.min(1, design().rule().capacity(c.count()) - 1));
        });
    }

    /**
     * TWO-6, untested: a Java ring has one mode, a single thread's; the C's multi-thread and
     * relaxed-tail sides are the native profile's to judge.
     */
    @Property("TWO-6")
    public void untested_twoPhaseCallsOnlyWhereTheModeAllows() {
        Oracle.untested("a Java ring has one mode, a single thread's; the C's modes are the native profile's to judge"
                + " (TWO-6)");
    }
}
