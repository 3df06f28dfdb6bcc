package org.ringoracle.fifo.model;

import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;

/**
 * The reference model against its own contract, under the KNI fifo's rule: the model must satisfy
 * what it defines. Sizes are refused by the rule, the model itself takes any capacity.
 */
class ListFifoTest extends FifoContract {

    @Override
    protected <E> Fifo<E> create(int size) {
        return new ListFifo<>(capacityRule().capacity(size));
    }

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.oneSlotEmpty();
    }
}
