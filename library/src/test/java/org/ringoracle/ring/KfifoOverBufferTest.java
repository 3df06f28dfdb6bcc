package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Scenario;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingLockstep;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.model.RingDesign;

/** kfifo over a caller's buffer of any length from 2: rounded down to a power of two. */
class KfifoOverBufferTest extends RingContract {

    @Override
    protected RingDesign design() {
        return RingDesign.KFIFO_OVER_BUFFER;
    }

    /**
     * Pinned: a buffer of 3 gives 2 slots; the copy that wraps must wrap at the slots in use, not at
     * the end of the buffer. An early version copied into the unused third slot; the lockstep run
     * shrank it to this.
     */
    @Test
    void aCopyWrapsAtTheSlotsInUseNotAtTheEndOfTheBuffer() {
        Scenario<RingStart, RingOp> found = new Scenario<>(new RingStart(3, 4294967295L),
                List.of(new RingOp.Enqueue(1, true), new RingOp.Enqueue(1, true), new RingOp.Dequeue(2, true)));
        RingLockstep.run(found, create(3, found.start().start()), model(found));
    }

    /**
     * A kfifo over a caller's buffer whose implementer believes the capacity rounds up (kfifo_alloc's
     * rule): the design fixes the rule, so the belief cannot be declared, and the ring is rejected.
     * Reasoned: for a length that is no power of two, a new ring reports the larger capacity
     * (RING-4) and more free slots (RING-9), and a full ring's worth leaves space over (RING-8).
     */
    @Test
    void aBufferRoundedUpIsRejected(TestReporter reporter) {
        RingContract roundingUp = new KfifoOverBufferTest() {
            @Override
            protected <E> Ring<E> create(int count, long start) {
                return FreeRunningRing.kfifo(count, start);
            }
        };
        Expected.rejectedBy("RING-4", "RING-8", "RING-9").check(Verdict.of(roundingUp)
                .publish(reporter, "kfifo over a buffer, rounded up"));
    }

    @Override
    @SuppressWarnings("unchecked")
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.kfifoOver((E[]) new Object[count], start);
    }
}
