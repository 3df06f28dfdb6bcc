package org.ringoracle.ring;

/**
 * An rte_ring in normal mode with the two phases kept as the C keeps them: each side a head that
 * a start moves and a tail that a finish moves (32-bit, free-running); one deliberate flaw, or
 * {@link Flaw#NONE}, the control. Made {@linkplain #withoutTwoPhase without the two phases}, it
 * is as a C ring in a multi-thread mode: a start takes nothing and a finish does nothing. Each
 * flaw is in one kind of call (peek or zero-copy, enqueue or dequeue) unless it says otherwise.
 */
final class FlawedTwoPhaseRing<E> implements TwoPhaseRing<E> {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** An enqueue finish of m (peek or zero-copy) publishes the whole reservation: the tail moves to the head. */
        FINISH_MOVES_TAIL_TO_HEAD,
        /** A peek enqueue finish writes its elements from the head, past the reservation, not from the tail. */
        FINISH_WRITES_FROM_THE_HEAD,
        /** A zero-copy producer's write lands in the slot after the one it names. */
        WRITE_TO_THE_NEXT_SLOT,
        /** A zero-copy enqueue region that crosses the end goes on at slot 1, not slot 0. */
        SECOND_REGION_AT_SLOT_1,
        /** A zero-copy enqueue region's first slot is kept in 16 bits: wrong on rings of more than 65536 slots. */
        REGION_SLOT_IN_16_BITS,
        /** A zero-copy dequeue's first region holds the whole count, running past the last slot. */
        FIRST_REGION_PAST_THE_END,
        /** A second start before the finish is taken and grows the reservation, as a C ST side does. */
        SECOND_START_TAKEN,
        /** A peek dequeue finish of 0 removes one of the shown elements. */
        CANCEL_REMOVES_ONE,
        /** A zero-copy dequeue finish removes every element its start showed, whatever its count. */
        ZC_FINISH_REMOVES_ALL_SHOWN,
        /** An enqueue start (peek or zero-copy) reports the free space before its reservation, not after. */
        START_LEFT_BEFORE,
        /** An enqueue start (peek or zero-copy) publishes its reservation at once: the tail moves with the head. */
        START_PUBLISHES,
        /** A peek enqueue burst start returns the count asked for, not the smaller count it reserved. */
        START_RETURNS_ASKED,
        /** A zero-copy dequeue burst start returns the count asked for, not the smaller count it showed. */
        ZC_SHOW_RETURNS_ASKED,
        /** A peek shows its elements newest first; plain dequeues are right. */
        PEEK_NEWEST_FIRST,
        /** {@code isEmpty()} compares the producer's head, not its tail: a reservation makes the ring look non-empty. */
        EMPTY_SEES_THE_RESERVATION,
        /** A finish of more than its start took gives the whole start back and is not refused, as the C does. */
        FINISH_OVER_START_GIVES_BACK,
        /** A plain step is refused while the other side has a start open: turns kept per ring, not per side. */
        OTHER_SIDE_BLOCKED,
        /** A plain dequeue refused beside an open dequeue start removes the shown elements first. */
        REFUSED_DEQUEUE_REMOVES,
        /** Made without the two phases, its starts and finishes work as with them: the mode is never checked. */
        MODE_UNCHECKED,
        /** Made without the two phases, a dequeue finish of 0 removes one element. */
        MODE_CANCEL_REMOVES
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

    /** A start's or plain step's turn on the side of {@code head} and {@code tail}. */
    private void requireTurn(int head, int tail, String call, int n) {
        if (flaw != Flaw.SECOND_START_TAKEN) {
            RingArguments.requireNoneOpen("this side's", call, n, head - tail);
        }
    }

    /** A plain step's turn: its side's, and with {@link Flaw#OTHER_SIDE_BLOCKED} the other side's too. */
    private void requirePlainTurn(int head, int tail, int otherHead, int otherTail, String call, int n) {
        requireTurn(head, tail, call, n);
        if (flaw == Flaw.OTHER_SIDE_BLOCKED) {
            RingArguments.requireNoneOpen("the other side's", call, n, otherHead - otherTail);
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
        int k = reserve(n, bulk);
        return flaw == Flaw.START_RETURNS_ASKED && !bulk ? n : k;
    }

    private int reserve(int n, boolean bulk) {
        requireTurn(prodHead, prodTail, "enqueue start", n);
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

    /** Checks a finish of {@code m} against what its start took, {@code open}; the C-like flaw gives it all back. */
    private int finishing(String side, int m, int open) {
        if (flaw == Flaw.FINISH_OVER_START_GIVES_BACK && m > open) {
            return 0;
        }
        RingArguments.requireFinish(side, m, open);
        return m;
    }

    @Override
    public void enqueueFinish(E[] src, int m) {
        int k = finishing("enqueue", m, prodHead - prodTail);
        if (!twoPhase()) {
            return;
        }
        int from = flaw == Flaw.FINISH_WRITES_FROM_THE_HEAD ? prodHead : prodTail;
        for (int i = 0; i < k; i++) {
            slots[(from + i) & mask] = src[i];
        }
        publish(k);
    }

    @Override
    public int enqueueZcStart(int n, boolean bulk, Regions regions) {
        RingArguments.requireBatch("enqueue start", n, Integer.MAX_VALUE);
        if (!twoPhase()) {
            return 0;
        }
        int k = reserve(n, bulk);
        int first = (prodHead - k) & mask;
        fill(regions, flaw == Flaw.REGION_SLOT_IN_16_BITS ? first & 0xFFFF : first, k,
                flaw == Flaw.SECOND_REGION_AT_SLOT_1 ? 1 : 0, false);
        return k;
    }

    /** The regions of {@code k} slots from {@code first}, the second from {@code second}, or all in the first. */
    private void fill(Regions regions, int first, int k, int second, boolean pastTheEnd) {
        int toEnd = slots.length - first;
        if (pastTheEnd || k <= toEnd) {
            regions.set(first, k, Regions.NONE);
        } else {
            regions.set(first, toEnd, second);
        }
    }

    @Override
    public void write(int slot, E element) {
        slots[(flaw == Flaw.WRITE_TO_THE_NEXT_SLOT ? slot + 1 : slot) & mask] = element;
    }

    @Override
    public void enqueueZcFinish(int m) {
        int k = finishing("enqueue", m, prodHead - prodTail);
        if (twoPhase()) {
            publish(k);
        }
    }

    private void publish(int m) {
        prodTail = flaw == Flaw.FINISH_MOVES_TAIL_TO_HEAD ? prodHead : prodTail + m;
        prodHead = prodTail;
    }

    @Override
    public int dequeueStart(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue start", n, dst.length);
        return twoPhase() ? dequeueStart(dst, n, bulk, flaw == Flaw.PEEK_NEWEST_FIRST) : 0;
    }

    private int dequeueStart(E[] dst, int n, boolean bulk, boolean newestFirst) {
        int k = show(n, bulk, new Regions(), false);
        for (int i = 0; i < k; i++) {
            dst[newestFirst ? k - 1 - i : i] = slot((consTail + i) & mask);
        }
        return k;
    }

    @Override
    public void dequeueFinish(int m) {
        int k = finishing("dequeue", m, consHead - consTail);
        if (twoPhase()) {
            remove(flaw == Flaw.CANCEL_REMOVES_ONE && k == 0 && consHead != consTail ? 1 : k);
        } else if (flaw == Flaw.MODE_CANCEL_REMOVES && consTail != prodTail) {
            remove(1);
        }
    }

    @Override
    public void dequeueZcFinish(int m) {
        int k = finishing("dequeue", m, consHead - consTail);
        if (twoPhase()) {
            remove(flaw == Flaw.ZC_FINISH_REMOVES_ALL_SHOWN ? consHead - consTail : k);
        }
    }

    private void remove(int m) {
        consTail += m;
        consHead = consTail;
    }

    @Override
    public int dequeueZcStart(int n, boolean bulk, Regions regions) {
        RingArguments.requireBatch("dequeue start", n, Integer.MAX_VALUE);
        if (!twoPhase()) {
            return 0;
        }
        int k = show(n, bulk, regions, flaw == Flaw.FIRST_REGION_PAST_THE_END);
        return flaw == Flaw.ZC_SHOW_RETURNS_ASKED && !bulk ? n : k;
    }

    private int show(int n, boolean bulk, Regions regions, boolean pastTheEnd) {
        requireTurn(consHead, consTail, "dequeue start", n);
        int k = take(n, bulk, prodTail - consHead);
        fill(regions, consHead & mask, k, 0, pastTheEnd);
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
        requirePlainTurn(prodHead, prodTail, consHead, consTail, "enqueue", n);
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
        if (flaw == Flaw.REFUSED_DEQUEUE_REMOVES && consHead != consTail) {
            remove(consHead - consTail);
            RingArguments.requireNoneOpen("dequeue", "dequeue", n, 1);
        }
        requirePlainTurn(consHead, consTail, prodHead, prodTail, "dequeue", n);
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
        return (flaw == Flaw.EMPTY_SEES_THE_RESERVATION ? prodHead : prodTail) == consTail;
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
