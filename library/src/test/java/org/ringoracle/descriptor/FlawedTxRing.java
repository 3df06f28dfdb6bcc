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
        THRESHOLD_ON_THE_WRONG_SIDE,
        /** The size is taken as DPDK's 16-bit nb_desc before it is checked: 65600 gives a ring of 64. */
        TRUNCATES_THE_SIZE_TO_16_BITS,
        /** A negative post posts nothing instead of being refused. */
        NEGATIVE_POST_AS_ZERO,
        /** A completion of more than are pending completes those pending instead of being refused. */
        COMPLETION_BEYOND_CLAMPED,
        /** A post reclaims a completed batch before it checks its count, so a refused post still reclaims. */
        REFUSES_AFTER_RECLAIMING,
        /** A post returns the count asked for, whatever it posted. */
        POST_RETURNS_ASKED,
        /** A post of 0 is refused as a bad count. */
        REFUSES_AN_EMPTY_POST,
        /** A completion of 0 is refused as a bad count. */
        REFUSES_AN_EMPTY_COMPLETION,
        /** The ring is given the least power of two of descriptors at or above its size: 72 gives 128. */
        ROUNDS_UP_TO_A_POWER_OF_TWO,
        /** rsThresh is checked up to 33, not 32: (264, 33, 33), which breaks that rule alone, is accepted. */
        RS_THRESH_UP_TO_33,
        /** A completion of all that are pending is refused: the check is k >= pending, not k > pending. */
        COMPLETION_CHECK_OFF_BY_ONE,
        /** A fill that reaches the end goes on from descriptor 1, not 0; the tail still moves right. */
        SECOND_SEGMENT_FROM_ONE,
        /** A post of more than the packets it is given posts those it has instead of being refused. */
        POST_BEYOND_THE_PACKETS_CLAMPED,
        /** From its 5,000th post on, the free count it reports is one too many. */
        FREE_COUNT_DRIFTS_FROM_POST_5000,
        /** A post that fills any descriptor also writes its last packet into the one after them. */
        WRITES_ONE_PAST_THE_FILL
    }

    /** The post {@link Flaw#FREE_COUNT_DRIFTS_FROM_POST_5000} starts drifting at. */
    static final int DRIFT_FROM_POST = 5_000;

    private int posts;

    private final Flaw flaw;
    private final boolean[] done;
    private final long[] packets;
    private final int rsThresh;
    private final int freeThresh;
    private int tail;
    private int nextDone;
    private int free;
    private int head;
    private int pending;

    FlawedTxRing(int requested, int rsThresh, int freeThresh, Flaw flaw) {
        int size = flaw == Flaw.TRUNCATES_THE_SIZE_TO_16_BITS ? requested & 0xFFFF : requested;
        if (flaw == Flaw.RS_THRESH_UP_TO_33 && rsThresh == 33) {
            // Every other rule, with a threshold the limit takes standing in for 33 where it is checked.
            TxRingShape.require(size, 1, freeThresh);
            if (size % 33 != 0 || freeThresh < 33 || 33 + freeThresh > size) {
                throw new IllegalArgumentException("Tx ring (" + size + ", 33, " + freeThresh + ") refused (DESC-1)");
            }
        } else {
            TxRingShape.require(size, rsThresh, freeThresh);
        }
        this.flaw = flaw;
        this.done = new boolean[flaw == Flaw.ROUNDS_UP_TO_A_POWER_OF_TWO ? Integer.highestOneBit(size - 1) << 1 : size];
        this.packets = new long[done.length];
        this.rsThresh = rsThresh;
        this.freeThresh = freeThresh;
        this.nextDone = rsThresh - 1;
        this.free = flaw == Flaw.FREE_FORGETS_THE_UNUSED_DESCRIPTOR ? size : done.length - 1;
    }

    @Override
    public int size() {
        return done.length;
    }

    @Override
    public int post(long[] src, int requested) {
        posts++;
        int n = flaw == Flaw.POST_BEYOND_THE_PACKETS_CLAMPED ? Math.min(requested, src.length) : requested;
        if (flaw != Flaw.REFUSES_AFTER_RECLAIMING) {
            requirePost(n, src.length);
        }
        boolean low = flaw == Flaw.THRESHOLD_ON_THE_WRONG_SIDE ? free > freeThresh : free < freeThresh;
        if (low && nextDone < done.length && done[nextDone]) {
            free += rsThresh;
            nextDone += rsThresh;
            if (nextDone >= done.length && flaw != Flaw.RECLAIM_WITHOUT_WRAP) {
                nextDone = rsThresh - 1;
            }
        }
        requirePost(n, src.length);
        int k = Math.max(0, Math.min(n, free));
        boolean wrapped = false;
        for (int i = 0; i < k; i++) {
            if (tail == done.length) {
                tail = 0;
            }
            wrapped |= i > 0 && tail == 0;
            int d = wrapped && flaw == Flaw.SECOND_SEGMENT_FROM_ONE ? (tail + 1) % done.length : tail;
            done[d] = false;
            packets[d] = src[i];
            tail = flaw == Flaw.TAIL_LEFT_AT_SIZE || tail + 1 < done.length ? tail + 1 : 0;
        }
        if (flaw == Flaw.WRITES_ONE_PAST_THE_FILL && k > 0) {
            packets[tail % done.length] = src[k - 1];
        }
        free -= k;
        pending += k;
        return flaw == Flaw.POST_RETURNS_ASKED ? n : k;
    }

    private void requirePost(int n, int length) {
        if (n < 0 && flaw != Flaw.NEGATIVE_POST_AS_ZERO || n > length
                || n == 0 && flaw == Flaw.REFUSES_AN_EMPTY_POST) {
            throw new IllegalArgumentException("post of " + n + " refused (DESC-6)");
        }
    }

    @Override
    public void complete(int requested) {
        int k = flaw == Flaw.COMPLETION_BEYOND_CLAMPED ? Math.min(requested, pending) : requested;
        boolean tooMany = flaw == Flaw.COMPLETION_CHECK_OFF_BY_ONE ? k >= pending && k > 0 : k > pending;
        if (k < 0 || tooMany || k == 0 && flaw == Flaw.REFUSES_AN_EMPTY_COMPLETION) {
            throw new IllegalArgumentException("completion of " + k + " refused (DESC-6)");
        }
        for (int i = 0; i < k; i++) {
            done[head] = true;
            head = head + 1 == done.length ? 0 : head + 1;
        }
        pending -= k;
    }

    @Override
    public long packet(int d) {
        return packets[d];
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
        return flaw == Flaw.FREE_COUNT_DRIFTS_FROM_POST_5000 && posts >= DRIFT_FROM_POST ? free + 1 : free;
    }
}
