package org.ringoracle.ring;


import org.ringoracle.ring.contract.TwoPhaseContract;
import org.ringoracle.ring.model.RingDesign;

/** rte_ring with RING_F_EXACT_SZ: any count, capacity the count itself. */
class RteRingExactTest extends TwoPhaseContract {

    @Override
    protected RingDesign design() {
        return RingDesign.RTE_RING_EXACT;
    }

    @Override
    protected <E> TwoPhaseRing<E> create(int count, long start) {
        return FreeRunningRing.rteRingExact(count, start);
    }
}
