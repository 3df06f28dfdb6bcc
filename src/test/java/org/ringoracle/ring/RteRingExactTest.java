package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.ring.contract.RingContract;

/** rte_ring with RING_F_EXACT_SZ: any count, capacity the count itself. */
class RteRingExactTest extends RingContract {

    @Override
    protected int width() {
        return 32;
    }

    @Override
    protected String creationClause() {
        return "RING-2";
    }

    @Override
    protected Gen<Integer> counts() {
        return integers().between(1, 70_000);
    }

    @Override
    protected int capacityOf(int count) {
        return count;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.rteRingExact(count, start);
    }
}
