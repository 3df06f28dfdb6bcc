package org.ringoracle.packed;

import org.ringoracle.packed.contract.PackedQueueContract;
import org.ringoracle.packed.model.PackedModel;

/** The reference model against its own contract: it must satisfy what it defines. */
class PackedModelTest extends PackedQueueContract {

    @Override
    protected PackedQueue create(int size) {
        return new PackedModel(size);
    }
}
