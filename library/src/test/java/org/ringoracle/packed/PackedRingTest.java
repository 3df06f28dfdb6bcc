package org.ringoracle.packed;

import org.ringoracle.packed.contract.PackedQueueContract;

/** The optimised packed virtqueue against the contract. */
class PackedRingTest extends PackedQueueContract {

    @Override
    protected PackedQueue create(int size) {
        return new PackedRing(size);
    }
}
