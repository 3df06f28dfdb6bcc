package org.ringoracle.descriptor;

import org.ringoracle.descriptor.contract.TxRingContract;
import org.ringoracle.descriptor.model.TxRingModel;

/** The reference model against its own contract: it must satisfy what it defines. */
class TxRingModelTest extends TxRingContract {

    @Override
    protected TxRing create(int size, int rsThresh, int freeThresh) {
        return new TxRingModel(new TxRingModel.Shape(size, rsThresh, freeThresh));
    }
}
