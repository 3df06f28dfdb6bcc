package org.ringoracle.descriptor;

import org.ringoracle.descriptor.contract.TxRingContract;

/** The optimised descriptor ring against the contract. */
class BatchedTxRingTest extends TxRingContract {

    @Override
    protected TxRing create(int size, int rsThresh, int freeThresh) {
        return new BatchedTxRing(size, rsThresh, freeThresh);
    }
}
