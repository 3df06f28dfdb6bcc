package org.ringoracle.fifo;

import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Refusal;

/** The optimised fifo against every fifo property; its refusals name the value and the clause. */
class MaskedFifoTest extends FifoContract {

    @Override
    protected <E> Fifo<E> create(int size) {
        return new MaskedFifo<>(size);
    }

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.oneSlotEmpty();
    }

    @Override
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT.naming();
    }
}
