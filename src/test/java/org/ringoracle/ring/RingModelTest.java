package org.ringoracle.ring;

import org.ringoracle.ring.model.RingModel;

/**
 * The reference model against its own contract, configured as the virtio ring (16-bit indices,
 * capacity = count): the model must satisfy what it defines.
 */
class RingModelTest extends VirtioRingTest {

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return new RingModel<>(count, count, 16, start);
    }
}
