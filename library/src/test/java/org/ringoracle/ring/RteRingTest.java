package org.ringoracle.ring;


import org.ringoracle.ring.contract.TwoPhaseContract;
import org.ringoracle.ring.model.RingDesign;

/** rte_ring in normal mode: power-of-two counts, one slot always empty. */
class RteRingTest extends TwoPhaseContract {

    @Override
    protected RingDesign design() {
        return RingDesign.RTE_RING;
    }

    @Override
    protected <E> TwoPhaseRing<E> create(int count, long start) {
        return FreeRunningRing.rteRing(count, start);
    }
}
