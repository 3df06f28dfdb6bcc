package org.ringoracle.ring;

/**
 * An rte_ring in normal mode with the two phases kept as the C keeps them: each side a head that
 * a start moves and a tail that a finish moves (32-bit, free-running); one deliberate flaw, or
 * {@link Flaw#NONE}, the control. Made {@linkplain #withoutTwoPhase without the two phases}, it
 * is as a C ring in a multi-thread mode: a start takes nothing and a finish does nothing.
 */
final class FlawedTwoPhaseRing<E> implements TwoPhaseRing<E> {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** An enqueue finish of m publishes the whole reservation: the tail moves to the head. */
        FINISH_MOVES_TAIL_TO_HEAD,
        /** An enqueue finish writes its elements from the head, past the reservation, not from the tail. */
        FINISH_WRITES_FROM_THE_HEAD,
        /** A zero-copy region that crosses the end goes on at slot 1, not slot 0. */
        SECOND_REGION_AT_SLOT_1,
        /** A zero-copy first region holds the whole count, running past the last slot. */
        FIRST_REGION_PAST_THE_END,
        /** A second start before the finish is taken and grows the reservation, as a C ST side does. */
        SECOND_START_TAKEN,
        /** A dequeue finish of 0 removes one of the shown elements. */
        CANCEL_REMOVES_ONE,
        /** An enqueue start reports the free space before its reservation, not after. */
        START_LEFT_BEFORE,
        /** An enqueue start publishes its reservation at once: the tail moves with the head. */
        START_PUBLISHES,
        /** A peek shows its elements newest first; plain dequeues are right. */
        PEEK_NEWEST_FIRST,
        /** Made without the two phases, its starts and finishes work as with them: the mode is never checked. */
        MODE_UNCHECKED
    }

    private final Flaw flaw;
    private final boolean twoPhase;
    private final Object[] slots;
    private final int mask;
    private final int capacity;
    private int prodHead;
    private int prodTail;
    private int consHead;
    private int consTail;
    private int left;

    FlawedTwoPhaseRing(int count, long start, Flaw flaw) {
        this(count, start, flaw, true);
    }

    private FlawedTwoPhaseRing(int count, long start, Flaw flaw, boolean twoPhase) {
        this.flaw = flaw;
        this.twoPhase = twoPhase;
        this.slots = new Object[count];
        this.mask = count - 1;
        this.capacity = FreeRunningRing.rteRingCapacity(count);
        prodHead = prodTail = consHead = consTail = (int) RingArguments.requireStart(start, 32);
    }

    /** The same ring in a mode without the two phases (specs/two-phase.md, TWO-6). */
    static <E> FlawedTwoPhaseRing<E> withoutTwoPhase(int count, long start, Flaw flaw) {
        return new FlawedTwoPhaseRing<>(count, start, flaw, false);
    }

    /** Whether this mode takes two-phase calls; one without them answers a start with 0. */
    private boolean twoPhase() {
        if (twoPhase || flaw == Flaw.MODE_UNCHECKED) {
            return true;
        }
        left = 0;
        return false;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    private void requireTurn(int head, int tail, String call) {
        if (flaw != Flaw.SECOND_START_TAKEN) {
            RingArguments.requireNoneOpen("this side's", call, head - tail);
        }
    }

    private int take(int n, boolean bulk, int room) {
        int k = bulk ? (n <= room ? n : 0) : Math.min(n, room);
        left = room - k;
        return k;
    }

    @Override
    public int enqueueStart(int n, boolean bulk) {
        RingArguments.requireBatch("enqueue start", n, Integer.MAX_VALUE);
        if (!twoPhase()) {
            return 0;
        }
        requireTurn(prodHead, prodTail, "enqueue start");
        int room = capacity - (prodHead - consTail);
        int k = take(n, bulk, room);
        prodHead += k;
        if (flaw == Flaw.START_LEFT_BEFORE) {
            left = room;
        } else if (flaw == Flaw.START_PUBLISHES) {
            prodTail = prodHead;
        }
        return k;
    }

    @Override
    public void enqueueFinish(E[] src, int m) {
        RingArguments.requireFinish("enqueue", m, prodHead - prodTail);
        if (!twoPhase()) {
            return;
        }
        int from = flaw == Flaw.FINISH_WRITES_FROM_THE_HEAD ? prodHead : prodTail;
        for (int i = 0; i < m; i++) {
            slots[(from + i) & mask] = src[i];
        }
        enqueueZcFinish(m);
    }

    @Override
    public int enqueueZcStart(int n, boolean bulk, Regions regions) {
        int k = enqueueStart(n, bulk);
        fill(regions, (prodHead - k) & mask, k);
        return k;
    }

    private void fill(Regions regions, int first, int k) {
        int toEnd = slots.length - first;
        if (flaw == Flaw.FIRST_REGION_PAST_THE_END || k <= toEnd) {
            regions.set(first, k, Regions.NONE);
        } else {
            regions.set(first, toEnd, flaw == Flaw.SECOND_REGION_AT_SLOT_1 ? 1 : 0);
        }
    }

    @Override
    public void write(int slot, E element) {
        slots[slot & mask] = element;
    }

    @Override
    public void enqueueZcFinish(int m) {
        RingArguments.requireFinish("enqueue", m, prodHead - prodTail);
        if (!twoPhase()) {
            return;
        }
        prodTail = flaw == Flaw.FINISH_MOVES_TAIL_TO_HEAD ? prodHead : prodTail + m;
        prodHead = prodTail;
    }

    @Override
    public int dequeueStart(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue start", n, dst.length);
        return twoPhase() ? dequeueStart(dst, n, bulk, flaw == Flaw.PEEK_NEWEST_FIRST) : 0;
    }

    private int dequeueStart(E[] dst, int n, boolean bulk, boolean newestFirst) {
        RingArguments.requireBatch("dequeue start", n, dst.length);
        int k = show(n, bulk, new Regions());
        for (int i = 0; i < k; i++) {
            dst[newestFirst ? k - 1 - i : i] = slot((consTail + i) & mask);
        }
        return k;
    }

    @Override
    public void dequeueFinish(int m) {
        RingArguments.requireFinish("dequeue", m, consHead - consTail);
        if (twoPhase()) {
            remove(m);
        }
    }

    private void remove(int m) {
        int removed = flaw == Flaw.CANCEL_REMOVES_ONE && m == 0 && consHead != consTail ? 1 : m;
        consTail += removed;
        consHead = consTail;
    }

    @Override
    public int dequeueZcStart(int n, boolean bulk, Regions regions) {
        RingArguments.requireBatch("dequeue start", n, Integer.MAX_VALUE);
        return twoPhase() ? show(n, bulk, regions) : 0;
    }

    private int show(int n, boolean bulk, Regions regions) {
        requireTurn(consHead, consTail, "dequeue start");
        int k = take(n, bulk, prodTail - consHead);
        fill(regions, consHead & mask, k);
        consHead += k;
        return k;
    }


    @Override
    public int enqueueBulk(E[] src, int n) {
        return enqueue(src, n, true);
    }

    @Override
    public int enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    private int enqueue(E[] src, int n, boolean bulk) {
        RingArguments.requireBatch("enqueue", n, src.length);
        requireTurn(prodHead, prodTail, "enqueue");
        int k = take(n, bulk, capacity - (prodHead - consTail));
        for (int i = 0; i < k; i++) {
            slots[(prodTail + i) & mask] = src[i];
        }
        prodTail += k;
        prodHead = prodTail;
        return k;
    }

    @Override
    public int dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, true);
    }

    @Override
    public int dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
    }

    private int dequeue(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue", n, dst.length);
        requireTurn(consHead, consTail, "dequeue");
        int k = dequeueStart(dst, n, bulk, false);
        remove(k);
        return k;
    }

    @Override
    public int left() {
        return left;
    }

    @Override
    public int count() {
        return prodTail - consTail;
    }

    @Override
    public int freeCount() {
        return capacity - count();
    }

    @Override
    public boolean isFull() {
        return freeCount() == 0;
    }

    @Override
    public boolean isEmpty() {
        return count() == 0;
    }

    @Override
    public long producerIndex() {
        return prodTail & 0xFFFF_FFFFL;
    }

    @Override
    public long consumerIndex() {
        return consTail & 0xFFFF_FFFFL;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        return (E) slots[i];
    }
}
