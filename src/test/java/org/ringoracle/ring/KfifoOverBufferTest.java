package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.align.Align;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingLockstep;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingScenario;

/** kfifo over a caller's buffer of any length from 2: rounded down to a power of two. */
class KfifoOverBufferTest extends RingContract {

    @Override
    protected int width() {
        return 32;
    }

    @Override
    protected String creationClause() {
        return "RING-4";
    }

    @Override
    protected Gen<Integer> counts() {
        return integers().between(2, 70_000);
    }

    @Override
    protected int capacityOf(int count) {
        return (int) Align.previousPowerOfTwo(count);
    }

    /**
     * Pinned: a buffer of 3 gives 2 slots; the copy that wraps must wrap at the slots in use, not at
     * the end of the buffer. An early version copied into the unused third slot; the lockstep run
     * shrank it to this.
     */
    @Test
    void aCopyWrapsAtTheSlotsInUseNotAtTheEndOfTheBuffer() {
        RingScenario found = new RingScenario(3, 4294967295L, List.of(new RingOp.Enqueue(1, true),
                new RingOp.Enqueue(1, true), new RingOp.Dequeue(2, true)));
        RingLockstep.run(found, create(3, found.start()), model(found));
    }

    @Override
    @SuppressWarnings("unchecked")
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.kfifoOver((E[]) new Object[count], start);
    }
}
