package org.ringoracle.fifo;

import org.ringoracle.fifo.contract.FifoContract;

/** The optimised fifo against every fifo property. */
class MaskedFifoTest extends FifoContract {

    @Override
    protected <E> Fifo<E> create(int length) {
        return new MaskedFifo<>(length);
    }
}
