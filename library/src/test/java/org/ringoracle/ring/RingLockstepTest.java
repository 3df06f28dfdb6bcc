package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.contract.RingLockstep;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.contract.RingState;
import org.ringoracle.ring.model.RingDesign;
import org.ringoracle.ring.model.RingModel;

/**
 * A lockstep step the ring refuses is charged to the clause that allows it: RING-6 for a bulk
 * move, RING-7 for a burst; and the state reads with its flags.
 */
class RingLockstepTest {

    private static final long START = 0xFFFF_FFFEL;

    /** The model of count 4 from START, refusing moves of 0 elements, or throwing on slot(). */
    @SuppressWarnings("unchecked")
    private static Ring<Long> refusingEmptyMoves() {
        return ring(false);
    }

    @SuppressWarnings("unchecked")
    private static Ring<Long> ring(boolean slotThrows) {
        RingModel<Long> model = RingDesign.RTE_RING.model(4, START);
        return (Ring<Long>) Proxy.newProxyInstance(Ring.class.getClassLoader(), new Class<?>[] {Ring.class},
                (proxy, method, args) -> {
                    if (slotThrows && method.getName().equals("slot")) {
                        throw new IllegalStateException("no slot " + args[0]);
                    }
                    if (method.getName().matches("(en|de)queue(Bulk|Burst)") && (int) args[1] == 0) {
                        throw new IllegalArgumentException(method.getName() + " of 0 refused");
                    }
                    try {
                        return method.invoke(model, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static Throwable run(RingOp op) {
        return catchThrowable(() -> RingLockstep.run(new Scenario<>(new RingStart(4, START), List.of(op)), refusingEmptyMoves(),
                RingDesign.RTE_RING.model(4, START)));
    }

    @Test
    void aRefusedBulkMoveViolatesRing6AndABurstRing7() {
        assertThat(run(new RingOp.Enqueue(0, true))).isInstanceOf(ClauseViolation.class)
                .hasMessage("RING-6: step 1 enqBulk[0]: was refused (enqueueBulk of 0 refused) where RING-6 allows it");
        assertThat(run(new RingOp.Dequeue(0, false))).isInstanceOf(ClauseViolation.class)
                .hasMessage("RING-7: step 1 deqBurst(0): was refused (dequeueBurst of 0 refused) where RING-7 allows it");
    }

    /** The contract's own read of a slot that throws is a crash while observing, not the enqueue's. */
    @Test
    void aSlotThatCannotBeReadIsReportedAsAnObservation() {
        Throwable thrown = catchThrowable(() -> RingLockstep.run(new Scenario<>(new RingStart(4, START),
                List.of(new RingOp.Enqueue(1, true))), ring(true), RingDesign.RTE_RING.model(4, START)));
        assertThat(thrown).isInstanceOf(Crash.class).hasMessage("step 1 enqBulk[1]: observing slot 2 threw"
                + " java.lang.IllegalStateException: no slot 2");
    }

    @Test
    void theStateReadsWithItsFlags() {
        assertThat(RingState.empty(3)).hasToString("(count 0, free 3, empty)");
        assertThat(new RingState(3, 0, true, false)).hasToString("(count 3, free 0, full)");
        assertThat(new RingState(1, 2, false, false)).hasToString("(count 1, free 2)");
        assertThat(RingState.of(RingDesign.RTE_RING.model(4, START))).isEqualTo(RingState.empty(3));
    }
}
