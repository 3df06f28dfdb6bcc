package org.ringoracle.ring;


import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.RingDesign;

/** kfifo allocated for any count from 2: rounded up to a power of two, every slot usable. */
class KfifoTest extends RingContract {

    @Override
    protected RingDesign design() {
        return RingDesign.KFIFO;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.kfifo(count, start);
    }
}
