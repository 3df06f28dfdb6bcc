package org.ringoracle.ring.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.FreeRunningRing;
import org.ringoracle.ring.TwoPhaseRing;
import org.ringoracle.ring.model.RingDesign;
import org.ringoracle.ring.model.RingModel;

/**
 * The parts of the two-phase contract a verdict prints or relies on without checking them itself:
 * how steps and cases read in a counterexample, which clause a refusal is charged to, and which
 * steps a generated run keeps. Expected values are written from specs/two-phase.md and the
 * javadoc of each part, not taken from a run.
 */
class TwoPhasePartsTest {

    private static final long START = 0xFFFF_FFFEL;

    private static TwoPhaseOp.Start start(boolean enqueue, int n, boolean bulk, boolean zc) {
        return new TwoPhaseOp.Start(enqueue, n, bulk, zc);
    }

    @Test
    void stepsReadAsInACounterexample() {
        assertThat(List.of(start(true, 3, true, false), start(true, 2, false, true), start(false, 1, true, false),
                start(false, 5, false, true), new TwoPhaseOp.Finish(true, 2), new TwoPhaseOp.Finish(false, 0),
                new TwoPhaseOp.Plain(new RingOp.Enqueue(1, true)), new TwoPhaseOp.Plain(new RingOp.Dequeue(4, false))))
                .hasToString("[enqBulkStart[3], enqZcBurstStart[2], deqBulkStart(1), deqZcBurstStart(5), enqFinish(2),"
                        + " deqFinish(0), enqBulk[1], deqBurst(4)]");
    }

    @Test
    void casesOfTheTurnAndModePropertiesReadAsTheirSteps() {
        assertThat(new TwoPhaseContract.OutOfTurn(2, 4_294_967_295L, start(false, 1, false, false)))
                .hasToString("count=2 start=4294967295: enqBurst[1] deqBurstStart(1)");
        assertThat(new TwoPhaseContract.OutOfTurn(4, 0, start(true, 1, false, true)))
                .hasToString("count=4 start=0: enqZcBurstStart[1]");
        TwoPhaseContract.ModeWithoutTwoPhase mode = new TwoPhaseContract.ModeWithoutTwoPhase("multi-thread",
                (count, start) -> null);
        assertThat(new TwoPhaseContract.Unsupported(mode, 2, 7, 1, start(true, 1, true, false)))
                .hasToString("multi-thread count=2 start=7: enqBurst[1] enqBulkStart[1]");
    }

    /** A refused start breaks TWO-1 or TWO-2 by its side, a refused finish TWO-3, a plain step its own clause. */
    @Test
    void aRefusalIsChargedToTheClauseThatAllowsTheStep() {
        TwoPhaseLockstep lockstep = new TwoPhaseLockstep(FreeRunningRing.rteRing(4, 0), RingDesign.RTE_RING.model(4, 0));
        assertThat(List.of(start(true, 1, true, true), start(false, 1, false, false), new TwoPhaseOp.Finish(true, 1),
                new TwoPhaseOp.Finish(false, 1), new TwoPhaseOp.Plain(new RingOp.Enqueue(1, true)),
                new TwoPhaseOp.Plain(new RingOp.Dequeue(1, false))).stream().map(lockstep::grantedBy))
                .containsExactly("TWO-1", "TWO-2", "TWO-3", "TWO-3", "RING-6", "RING-7");
    }

    /** The contract's own read of a slot that throws, after a finish, is a crash while observing. */
    @Test
    void aSlotThatCannotBeReadAfterAFinishIsReportedAsAnObservation() {
        RingModel<Long> model = RingDesign.RTE_RING.model(4, START);
        @SuppressWarnings("unchecked")
        TwoPhaseRing<Long> ring = (TwoPhaseRing<Long>) Proxy.newProxyInstance(TwoPhaseRing.class.getClassLoader(),
                new Class<?>[] {TwoPhaseRing.class}, (proxy, method, args) -> {
                    if (method.getName().equals("slot")) {
                        throw new IllegalStateException("no slot " + args[0]);
                    }
                    try {
                        return method.invoke(model, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        Throwable thrown = catchThrowable(() -> TwoPhaseLockstep.run(new Scenario<>(new RingStart(4, START),
                List.of(start(true, 1, true, false), new TwoPhaseOp.Finish(true, 1))), ring,
                RingDesign.RTE_RING.model(4, START)));
        // START mod 4 slots: slot 2.
        assertThat(thrown).isInstanceOf(Crash.class).hasMessage("step 2 enqFinish(1): observing slot 2 threw"
                + " java.lang.IllegalStateException: no slot 2");
    }

    /** A long run draws every kind of step: plain, and starts and finishes of both sides, of every kind. */
    @Test
    void aLongRunDrawsEveryKindOfStep() {
        List<TwoPhaseOp> ops = LongRuns.draw(TwoPhaseGenerators.longRunOps(7), 1, 4000);
        assertThat(ops).anyMatch(op -> op instanceof TwoPhaseOp.Plain p && p.op() instanceof RingOp.Enqueue)
                .anyMatch(op -> op instanceof TwoPhaseOp.Plain p && p.op() instanceof RingOp.Dequeue)
                .anyMatch(op -> op instanceof TwoPhaseOp.Finish f && f.enqueue())
                .anyMatch(op -> op instanceof TwoPhaseOp.Finish f && !f.enqueue());
        for (boolean enqueue : new boolean[] {true, false}) {
            for (boolean bulk : new boolean[] {true, false}) {
                for (boolean zc : new boolean[] {true, false}) {
                    assertThat(ops).as("enqueue %s, bulk %s, zero-copy %s", enqueue, bulk, zc)
                            .anyMatch(op -> op instanceof TwoPhaseOp.Start s && s.enqueue() == enqueue
                                    && s.bulk() == bulk && s.zc() == zc);
                }
            }
        }
    }

    /**
     * A generated run keeps only what a caller may do next: no second start and no plain step of a
     * side with a start open, no finish without one; the other side goes on meanwhile.
     */
    @Test
    void aRunKeepsOnlyTheStepsACallerMayMake() {
        TwoPhaseOp enqStart = start(true, 1, false, false);
        TwoPhaseOp enqFinish = new TwoPhaseOp.Finish(true, 1);
        TwoPhaseOp deqStart = start(false, 1, false, true);
        TwoPhaseOp deqFinish = new TwoPhaseOp.Finish(false, 0);
        TwoPhaseOp enq = new TwoPhaseOp.Plain(new RingOp.Enqueue(1, true));
        TwoPhaseOp deq = new TwoPhaseOp.Plain(new RingOp.Dequeue(1, true));
        assertThat(TwoPhaseGenerators.inTurn(List.of(deqFinish, enqStart, enqStart, enq, deq, deqFinish, enqFinish,
                enq, deqStart, deq, deqFinish, enqFinish)))
                .containsExactly(enqStart, deq, enqFinish, enq, deqStart, deqFinish);
    }
}
