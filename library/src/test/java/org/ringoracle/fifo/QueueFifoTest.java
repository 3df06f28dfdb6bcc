package org.ringoracle.fifo;

import java.util.ArrayDeque;
import java.util.Queue;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.contract.FifoContract;

/**
 * The adapter of {@link Queue}s judged by the fifo contract, over a bounded {@link ArrayDeque}: every
 * size from 1, every slot usable, as the JDK's ArrayBlockingQueue (org.ringoracle.adoption).
 */
class QueueFifoTest extends FifoContract {

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.everySlot(Integer.MAX_VALUE);
    }

    @Override
    protected <E> Fifo<E> create(int size) {
        Bounded<E> queue = new Bounded<>(size);
        return new QueueFifo<>(queue, () -> size - queue.size());
    }

    /** An ArrayDeque that refuses an offer beyond {@code size} elements, and a size below 1. */
    private static final class Bounded<E> extends ArrayDeque<E> {
        private static final long serialVersionUID = 1L;
        private final int size;

        Bounded(int size) {
            super(Math.max(1, Math.min(size, 1 << 16)));
            if (size < 1) {
                throw new IllegalArgumentException("size " + size + " refused: a queue holds at least one element");
            }
            this.size = size;
        }

        @Override
        public boolean offer(E e) {
            return size() < size && super.offer(e);
        }
    }
}
