package org.ringoracle.ring;

import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;
import org.ringoracle.slots.Slots;

/**
 * A ring whose indices are {@code long}s free-running modulo 2^63, from any start, judged under a
 * design declared for it (RING-18): the contract starts it within a few capacities of 2^63, so its
 * indices wrap there during a run, and the model must place each element exactly.
 */
class SixtyThreeBitRingTest extends RingContract {

    /** A power of two of slots from 1 to 4096, every slot usable, 63-bit indices from any start. */
    static final RingDesign DESIGN = RingDesign.declare("63-bit indices from any start",
            CapacityRule.everySlotOfAPowerOfTwo(4096), Indices.freeRunning(63), RingDesign.Starts.ANY);

    @Override
    protected RingDesign design() {
        return DESIGN;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return new LongIndexRing<>(count, start);
    }

    /**
     * Indices {@code prod} and {@code cons} in {@code [0, 2^63)}; {@code (prod - cons) mod 2^63} is
     * the number held; an index's slot is its low bits ({@code & mask}), which do not jump where
     * the index wraps, since the slots divide 2^63.
     */
    static final class LongIndexRing<E> implements Ring<E> {
        private static final long INDEX = Long.MAX_VALUE;
        private final Object[] slots;
        private final int mask;
        private long prod;
        private long cons;
        private int left;

        LongIndexRing(int count, long start) {
            if (count < 1 || count > 4096 || Integer.bitCount(count) != 1) {
                throw new IllegalArgumentException("count " + count + " refused (RING-18): a power of two from 1 to"
                        + " 4096");
            }
            slots = new Object[count];
            mask = count - 1;
            prod = RingArguments.requireStart(start, 63);
            cons = prod;
        }

        @Override
        public int capacity() {
            return slots.length;
        }

        @Override
        public int enqueueBulk(E[] src, int n) {
            return enqueue(src, n, true);
        }

        @Override
        public int enqueueBurst(E[] src, int n) {
            return enqueue(src, n, false);
        }

        @Override
        public int dequeueBulk(E[] dst, int n) {
            return dequeue(dst, n, true);
        }

        @Override
        public int dequeueBurst(E[] dst, int n) {
            return dequeue(dst, n, false);
        }

        /** All {@code n} or none when {@code bulk}, else as many as fit. */
        private int enqueue(E[] src, int n, boolean bulk) {
            RingArguments.requireBatch("enqueue", n, src.length);
            int free = freeCount();
            int k = bulk ? (n <= free ? n : 0) : Math.min(n, free);
            Slots.put(src, slots, mask, (int) (prod & mask), k);
            prod = (prod + k) & INDEX;
            left = free - k;
            return k;
        }

        private int dequeue(E[] dst, int n, boolean bulk) {
            RingArguments.requireBatch("dequeue", n, dst.length);
            int held = count();
            int k = bulk ? (n <= held ? n : 0) : Math.min(n, held);
            Slots.take(slots, mask, (int) (cons & mask), dst, k);
            cons = (cons + k) & INDEX;
            left = held - k;
            return k;
        }

        @Override
        public int left() {
            return left;
        }

        @Override
        public int count() {
            return (int) ((prod - cons) & INDEX);
        }

        @Override
        public int freeCount() {
            return slots.length - count();
        }

        @Override
        public boolean isFull() {
            return count() == slots.length;
        }

        @Override
        public boolean isEmpty() {
            return prod == cons;
        }

        @Override
        public long producerIndex() {
            return prod;
        }

        @Override
        public long consumerIndex() {
            return cons;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E slot(int i) {
            return (E) slots[i];
        }
    }
}
