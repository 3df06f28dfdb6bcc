package org.ringoracle.ring;

import org.ringoracle.ring.contract.TwoPhaseContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * The reference model against the two-phase contract, as an exact-size rte_ring (more slots than
 * its capacity, so zero-copy regions end at the slots, not at the capacity).
 */
class RingModelTwoPhaseTest extends TwoPhaseContract {

    @Override
    protected RingDesign design() {
        return RingDesign.RTE_RING_EXACT;
    }

    @Override
    protected <E> TwoPhaseRing<E> create(int count, long start) {
        return design().model(count, start);
    }
}
