package org.ringoracle.descriptor;

import org.ringoracle.descriptor.contract.TxRingContract;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;

/** The reference model posting in the ixgbe simple path's bursts, against its own contract (DESC-7). */
class TxRingModelInBurstsTest extends TxRingContract {

    @Override
    protected TxPath path() {
        return TxPath.IXGBE_SIMPLE;
    }

    @Override
    protected TxRing create(int size, int rsThresh, int freeThresh) {
        return new TxRingModel(new TxRingModel.Shape(size, rsThresh, freeThresh), TxPath.IXGBE_SIMPLE);
    }
}
