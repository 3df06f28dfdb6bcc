package org.ringoracle.adoption;

import com.lmax.disruptor.InsufficientCapacityException;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.Sequence;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.fifo.FifoArguments;

/**
 * LMAX Disruptor's single-producer RingBuffer, one consumer sequence gating it: a power of two of
 * slots, every one usable. Passes every property.
 */
class DisruptorRingBufferTest extends FifoContract {

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.everySlotOfAPowerOfTwo(1 << 30);
    }

    @Override
    protected <E> Fifo<E> create(int size) {
        return new RingBufferFifo<>(size);
    }

    /** Events are one-element holders; the consumer is a sequence the producer is gated by. */
    private static final class RingBufferFifo<E> implements Fifo<E> {
        private final RingBuffer<Object[]> ring;
        private final Sequence consumed = new Sequence();

        RingBufferFifo(int size) {
            ring = RingBuffer.createSingleProducer(() -> new Object[1], size);
            ring.addGatingSequences(consumed);
        }

        @Override
        public int put(E[] src, int num) {
            FifoArguments.requireBatch("put", num, src.length);
            int k = 0;
            try {
                for (; k < num; k++) {
                    long sequence = ring.tryNext();
                    ring.get(sequence)[0] = src[k];
                    ring.publish(sequence);
                }
            } catch (InsufficientCapacityException full) {
                // k elements went in
            }
            return k;
        }

        @Override
        @SuppressWarnings("unchecked")
        public int get(E[] dst, int num) {
            FifoArguments.requireBatch("get", num, dst.length);
            int k = Math.min(num, count());
            for (int i = 0; i < k; i++) {
                Object[] event = ring.get(consumed.get() + 1 + i);
                dst[i] = (E) event[0];
                event[0] = null;
            }
            consumed.set(consumed.get() + k);
            return k;
        }

        @Override
        public int count() {
            return (int) (ring.getCursor() - consumed.get());
        }

        @Override
        public int freeCount() {
            return (int) ring.remainingCapacity();
        }
    }
}
