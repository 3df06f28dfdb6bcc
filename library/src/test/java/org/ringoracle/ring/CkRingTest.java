package org.ringoracle.ring;

import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.RingDesign;

/** Concurrency Kit's ck_ring: power-of-two sizes from 4, one slot always empty. */
class CkRingTest extends RingContract {

    @Override
    protected RingDesign design() {
        return RingDesign.CK_RING;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.ckRing(count, start);
    }
}
