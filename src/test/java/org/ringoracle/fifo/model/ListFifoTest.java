package org.ringoracle.fifo.model;

import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;

/** The reference model against its own contract: the model must satisfy what it defines. */
class ListFifoTest extends FifoContract {

    @Override
    protected <E> Fifo<E> create(int length) {
        return new ListFifo<>(length);
    }
}
