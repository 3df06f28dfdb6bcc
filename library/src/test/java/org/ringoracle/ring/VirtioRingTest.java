package org.ringoracle.ring;


import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.RingDesign;

/** A virtio split ring: 16-bit indices, power-of-two sizes up to 32768, every entry usable. */
class VirtioRingTest extends RingContract {

    @Override
    protected RingDesign design() {
        return RingDesign.VIRTIO;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.virtio(count, start);
    }
}
