package org.ringoracle.ring;

/**
 * An rte_ring in normal mode (power-of-two count, capacity count - 1, 32-bit free-running
 * indices), element by element, with one deliberate flaw; {@link Flaw#NONE} is the control.
 * {@link Flaw#WIDE_INDICES} is judged as a virtio ring instead.
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
        MODULO_SLOT,
        /** A burst that can move something moves one fewer. */
        BURST_ONE_SHORT,
        /** Dequeues hand out each batch newest first. */
        NEWEST_FIRST,
        /** A dequeue reports what was available before it, not after. */
        DEQUEUE_LEFT_BEFORE,
        /** A batch size outside the array is clamped into it instead of refused. */
        CLAMPS_BATCH,
        /** A batch beyond the array is refused only by the array itself (an index exception). */
        UNCHECKED_UPPER,
        /** An enqueue moves what the array holds before it checks the batch size. */
        REFUSES_AFTER_MOVING,
        /** Both indices start at 0, wherever they are told to start. */
        IGNORES_START,
        /** Element i lands in slot {@code (index + 1) & mask}, and is read from there: counts and order stay right. */
        WRONG_SLOT,
        /** A ring meant as virtio (every slot usable, 16-bit indices) whose indices run 32 bits wide. */
        WIDE_INDICES,
        /** A bulk enqueue moves only when the batch is smaller than the free space, not equal to it. */
        BULK_NEEDS_A_SPARE_SLOT,
        /** isEmpty() is false until the first enqueue: it looks at whether anything was ever enqueued. */
        FRESH_RING_NOT_EMPTY,
        /** The start is cut to 32 bits, not checked: 2^32 + 5 starts the ring at 5. */
        START_CUT_TO_THE_WIDTH,
        /** Its 1000th enqueue or dequeue throws, as a ring whose counter of calls overflows might. */
        THROWS_ON_MOVE_1000
    }

    private final Flaw flaw;
    private final Object[] slots;
    private final int capacity;
    private int prod;
    private int cons;
    private int left;
    private boolean enqueued;
    private int moves;

    FlawedRing(int count, long start, Flaw flaw) {
        this.flaw = flaw;
        this.slots = new Object[count];
        this.capacity = flaw == Flaw.CAPACITY_IS_SLOTS || flaw == Flaw.WIDE_INDICES ? count : count - 1;
        if (flaw != Flaw.START_CUT_TO_THE_WIDTH) {
            RingArguments.requireStart(start, 32);
        }
        this.prod = flaw == Flaw.IGNORES_START ? 0 : (int) start;
        this.cons = prod;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    private int slotOf(int index) {
        return switch (flaw) {
            case MODULO_SLOT -> index % slots.length;
            case WRONG_SLOT -> (index + 1) & (slots.length - 1);
            default -> index & (slots.length - 1);
        };
    }

    @Override
    public int enqueueBulk(E[] src, int n) {
        return enqueue(src, n, flaw != Flaw.BULK_IS_BURST);
    }

    @Override
    public int enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    private int checked(String operation, int n, int length) {
        if (flaw == Flaw.THROWS_ON_MOVE_1000 && ++moves == 1000) {
            throw new IllegalStateException("move counter overflowed");
        }
        if (flaw == Flaw.CLAMPS_BATCH) {
            return Math.max(0, Math.min(n, length));
        }
        if (flaw == Flaw.UNCHECKED_UPPER) {
            RingArguments.requireBatch(operation, Math.min(n, length), length);
            return n;
        }
        RingArguments.requireBatch(operation, n, length);
        return n;
    }

    private int enqueue(E[] src, int requested, boolean bulk) {
        if (flaw == Flaw.REFUSES_AFTER_MOVING && requested > src.length) {
            enqueue(src, src.length, false);
        }
        int n = checked("enqueue", requested, src.length);
        int free = freeCount();
        int k = bulk ? (n < free || n == free && flaw != Flaw.BULK_NEEDS_A_SPARE_SLOT ? n : 0)
                : shortBurst(Math.min(n, free));
        for (int i = 0; i < k; i++) {
            slots[slotOf(prod + i)] = src[i];
        }
        prod += k;
        enqueued |= k > 0;
        left = flaw == Flaw.LEFT_BEFORE_MOVE ? free : free - k;
        return k;
    }

    @Override
    public int dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, flaw != Flaw.BULK_IS_BURST);
    }

    @Override
    public int dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
    }

    @SuppressWarnings("unchecked")
    private int dequeue(E[] dst, int requested, boolean bulk) {
        int n = checked("dequeue", requested, dst.length);
        int available = count();
        int k = bulk ? (n <= available ? n : 0) : shortBurst(Math.max(0, Math.min(n, available)));
        for (int i = 0; i < k; i++) {
            dst[flaw == Flaw.NEWEST_FIRST ? k - 1 - i : i] = (E) slots[slotOf(cons + i)];
        }
        cons += k;
        boolean before = flaw == Flaw.LEFT_BEFORE_MOVE || flaw == Flaw.DEQUEUE_LEFT_BEFORE;
        left = before ? available : available - k;
        return k;
    }

    private int shortBurst(int k) {
        return flaw == Flaw.BURST_ONE_SHORT && k > 0 ? k - 1 : k;
    }

    @Override
    public int left() {
        return left;
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
        return count() == 0 && !(flaw == Flaw.FRESH_RING_NOT_EMPTY && !enqueued);
    }

    @Override
    public long producerIndex() {
        return prod & 0xFFFF_FFFFL;
    }

    @Override
    public long consumerIndex() {
        return cons & 0xFFFF_FFFFL;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        return (E) slots[i];
    }
}
