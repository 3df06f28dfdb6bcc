package org.ringoracle.descriptor;

/**
 * A transmit descriptor ring as {@link BatchedTxRing} keeps one, with one deliberate flaw;
 * {@link Flaw#NONE} is the control.
 */
final class FlawedTxRing implements TxRing {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** The tail is wrapped only before the next fill: a fill that ends at the last descriptor leaves it at the size. */
        TAIL_LEFT_AT_SIZE,
        /** The free count starts at the size: the unused descriptor is forgotten. */
        FREE_FORGETS_THE_UNUSED_DESCRIPTOR,
        /** The batch pointer moves by rsThresh and is never wrapped: past the last batch it points beyond the ring. */
        RECLAIM_WITHOUT_WRAP,
        /** The free count is compared the wrong way: a batch is reclaimed while more than freeThresh are free. */
        THRESHOLD_ON_THE_WRONG_SIDE
    }

    private final Flaw flaw;
    private final boolean[] done;
    private final int rsThresh;
    private final int freeThresh;
    private int tail;
    private int nextDone;
    private int free;
    private int head;
    private int pending;

    FlawedTxRing(int size, int rsThresh, int freeThresh, Flaw flaw) {
        TxRingShape.require(size, rsThresh, freeThresh);
        this.flaw = flaw;
        this.done = new boolean[size];
        this.rsThresh = rsThresh;
        this.freeThresh = freeThresh;
        this.nextDone = rsThresh - 1;
        this.free = flaw == Flaw.FREE_FORGETS_THE_UNUSED_DESCRIPTOR ? size : size - 1;
    }

    @Override
    public int size() {
        return done.length;
    }

    @Override
    public int post(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("post of " + n + " refused (DESC-6)");
        }
        boolean low = flaw == Flaw.THRESHOLD_ON_THE_WRONG_SIDE ? free > freeThresh : free < freeThresh;
        if (low && nextDone < done.length && done[nextDone]) {
            free += rsThresh;
            nextDone += rsThresh;
            if (nextDone >= done.length && flaw != Flaw.RECLAIM_WITHOUT_WRAP) {
                nextDone = rsThresh - 1;
            }
        }
        int k = Math.min(n, free);
        for (int i = 0; i < k; i++) {
            if (tail == done.length) {
                tail = 0;
            }
            done[tail] = false;
            tail = flaw == Flaw.TAIL_LEFT_AT_SIZE || tail + 1 < done.length ? tail + 1 : 0;
        }
        free -= k;
        pending += k;
        return k;
    }

    @Override
    public void complete(int k) {
        if (k < 0 || k > pending) {
            throw new IllegalArgumentException("completion of " + k + " refused (DESC-6)");
        }
        for (int i = 0; i < k; i++) {
            done[head] = true;
            head = head + 1 == done.length ? 0 : head + 1;
        }
        pending -= k;
    }

    @Override
    public int tail() {
        return tail;
    }

    @Override
    public int nextDone() {
        return nextDone;
    }

    @Override
    public int freeCount() {
        return free;
    }
}
