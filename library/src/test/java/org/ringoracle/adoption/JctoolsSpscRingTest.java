package org.ringoracle.adoption;

import org.jctools.queues.SpscArrayQueue;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.RingArguments;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;

/**
 * JCTools 4.0.5 SpscArrayQueue judged as a ring under a design of its own (RING-18): a size
 * rounded up to a power of two of at least 4, every slot usable, {@code long} indices counted from
 * 0 with no way to start elsewhere. Burst moves are the library's own {@code fill} and
 * {@code drain}; indices its {@code currentProducerIndex} and {@code currentConsumerIndex}; slots
 * the buffer it leaves to subclasses. It passes every property; the full ring across the wrap is
 * untested (it starts only at 0).
 */
class JctoolsSpscRingTest extends RingContract {

    /** SpscArrayQueue's design: {@code new SpscArrayQueue<>(count)} holds max(count, 4) rounded up to a power of two. */
    static final RingDesign SPSC_ARRAY_QUEUE = RingDesign.declare("JCTools SpscArrayQueue",
            CapacityRule.roundedUp(1, 4), Indices.freeRunning(63), RingDesign.Starts.ZERO);

    @Override
    protected RingDesign design() {
        return SPSC_ARRAY_QUEUE;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        if (start != 0) {
            throw new IllegalArgumentException("start " + start + " refused (RING-17): SpscArrayQueue starts at 0");
        }
        return new SpscRing<>(count);
    }

    /** The queue itself, as a ring: bulk moves are a burst when all fit. */
    static final class SpscRing<E> extends SpscArrayQueue<E> implements Ring<E> {
        private int left;
        private int cursor;

        SpscRing(int count) {
            super(count);
        }

        @Override
        public int enqueueBulk(E[] src, int n) {
            RingArguments.requireBatch("enqueue", n, src.length);
            return n <= freeCount() ? enqueueBurst(src, n) : enqueued(0);
        }

        @Override
        public int enqueueBurst(E[] src, int n) {
            RingArguments.requireBatch("enqueue", n, src.length);
            cursor = 0;
            return enqueued(fill(() -> src[cursor++], n));
        }

        private int enqueued(int k) {
            left = freeCount();
            return k;
        }

        @Override
        public int dequeueBulk(E[] dst, int n) {
            RingArguments.requireBatch("dequeue", n, dst.length);
            return n <= count() ? dequeueBurst(dst, n) : dequeued(0);
        }

        @Override
        public int dequeueBurst(E[] dst, int n) {
            RingArguments.requireBatch("dequeue", n, dst.length);
            cursor = 0;
            return dequeued(drain(e -> dst[cursor++] = e, n));
        }

        private int dequeued(int k) {
            left = count();
            return k;
        }

        @Override
        public int left() {
            return left;
        }

        @Override
        public int count() {
            return size();
        }

        @Override
        public int freeCount() {
            return capacity() - size();
        }

        @Override
        public boolean isFull() {
            return size() == capacity();
        }

        @Override
        public long producerIndex() {
            return currentProducerIndex();
        }

        @Override
        public long consumerIndex() {
            return currentConsumerIndex();
        }

        @Override
        public E slot(int i) {
            return buffer[i];
        }
    }
}
