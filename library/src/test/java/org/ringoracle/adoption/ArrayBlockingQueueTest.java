package org.ringoracle.adoption;

import java.util.concurrent.ArrayBlockingQueue;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.fifo.QueueFifo;

/** java.util.concurrent.ArrayBlockingQueue: every size from 1, every slot usable. Passes every property. */
class ArrayBlockingQueueTest extends FifoContract {

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.everySlot(Integer.MAX_VALUE);
    }

    @Override
    protected <E> Fifo<E> create(int size) {
        ArrayBlockingQueue<E> queue = new ArrayBlockingQueue<>(size);
        return new QueueFifo<>(queue, queue::remainingCapacity);
    }
}
