package org.ringoracle.ring;

/**
 * The reference model against its own contract, configured as the virtio ring (16-bit indices,
 * capacity = count): the model must satisfy what it defines. Built by the design, as the contract builds its own.
 */
class RingModelTest extends VirtioRingTest {

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return design().model(count, start);
    }
}
