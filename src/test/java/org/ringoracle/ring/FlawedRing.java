package org.ringoracle.ring;

/**
 * An rte_ring in normal mode (power-of-two count, capacity count - 1, 32-bit free-running
 * indices), element by element, with one deliberate flaw; {@link Flaw#NONE} is the control.
 */
final class FlawedRing<E> implements Ring<E> {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** Every slot usable: capacity count, as if one were not kept free. */
        CAPACITY_IS_SLOTS,
        /** Bulk operations move as many as they can instead of all or nothing. */
        BULK_IS_BURST,
        /** "left" reports what was free or available before the move, not after. */
        LEFT_BEFORE_MOVE,
        /**
         * The indices are subtracted as plain unsigned numbers and a negative difference clamped
         * to 0: once prod has wrapped and cons has not, the ring looks empty.
         */
        UNSIGNED_DIFFERENCE,
        /** The slot is {@code index % slots} on a signed int: negative once the index passes 2^31. */
        MODULO_SLOT
    }

    private final Flaw flaw;
    private final Object[] slots;
    private final int capacity;
    private int prod;
    private int cons;

    FlawedRing(int count, long start, Flaw flaw) {
        this.flaw = flaw;
        this.slots = new Object[count];
        this.capacity = flaw == Flaw.CAPACITY_IS_SLOTS ? count : count - 1;
        this.prod = (int) start;
        this.cons = (int) start;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    private int slot(int index) {
        return flaw == Flaw.MODULO_SLOT ? index % slots.length : index & (slots.length - 1);
    }

    @Override
    public Moved enqueueBulk(E[] src, int n) {
        return enqueue(src, n, flaw != Flaw.BULK_IS_BURST);
    }

    @Override
    public Moved enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    private Moved enqueue(E[] src, int n, boolean bulk) {
        RingArguments.requireBatch("enqueue", n, src.length);
        int free = freeCount();
        int k = bulk ? (n <= free ? n : 0) : Math.min(n, free);
        for (int i = 0; i < k; i++) {
            slots[slot(prod + i)] = src[i];
        }
        prod += k;
        return new Moved(k, flaw == Flaw.LEFT_BEFORE_MOVE ? free : free - k);
    }

    @Override
    public Moved dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, flaw != Flaw.BULK_IS_BURST);
    }

    @Override
    public Moved dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
    }

    @SuppressWarnings("unchecked")
    private Moved dequeue(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue", n, dst.length);
        int available = count();
        int k = bulk ? (n <= available ? n : 0) : Math.max(0, Math.min(n, available));
        for (int i = 0; i < k; i++) {
            dst[i] = (E) slots[slot(cons + i)];
        }
        cons += k;
        return new Moved(k, flaw == Flaw.LEFT_BEFORE_MOVE ? available : available - k);
    }

    @Override
    public int count() {
        return flaw == Flaw.UNSIGNED_DIFFERENCE
                ? (int) Math.max(0, (prod & 0xFFFF_FFFFL) - (cons & 0xFFFF_FFFFL)) : prod - cons;
    }

    @Override
    public int freeCount() {
        return capacity - count();
    }

    @Override
    public boolean isFull() {
        return count() == capacity;
    }

    @Override
    public boolean isEmpty() {
        return count() == 0;
    }
}
