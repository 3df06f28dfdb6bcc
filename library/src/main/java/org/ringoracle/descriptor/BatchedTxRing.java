package org.ringoracle.descriptor;

import java.util.Arrays;

/**
 * A transmit descriptor ring as DPDK's ixgbe simple Tx path keeps one: the tail and the batch
 * pointer wrap at the ring size by comparison, not by mask (the size need not be a power of two);
 * a batch of {@code rsThresh} descriptors is reclaimed when the done bit of its last one is set.
 *
 * <p>Index invariants: {@code tail} and {@code nextDone} lie in {@code [0, size)}; {@code nextDone
 * + 1} is a multiple of {@code rsThresh}; the {@code size - 1 - free} descriptors posted and not
 * reclaimed end just before {@code tail}; {@code done[i]} is set for a posted descriptor the
 * device completed and cleared when it is posted again; {@code packets[i]} is the packet descriptor
 * {@code i} was last filled with. A post copies its packets in at most two segments, the second
 * from descriptor 0. Allocates nothing after construction.
 *
 * <p>Each step of a post is a method of its own, open to variants in this package (the suite's
 * flawed rings override the one step their flaw is in); outside it the class is used as it is.
 */
public class BatchedTxRing implements TxRing {

    final boolean[] done;
    final long[] packets;
    final int rsThresh;
    final int freeThresh;
    int tail;
    int nextDone;
    int free;
    int head;
    int pending;

    /**
     * An empty ring.
     *
     * @throws IllegalArgumentException naming the value and the rule of DESC-1 it breaks
     */
    public BatchedTxRing(int size, int rsThresh, int freeThresh) {
        this(checked(size, rsThresh, freeThresh), rsThresh, freeThresh, size - 1);
    }

    /** An empty ring of {@code descriptors} with {@code free} of them free, unchecked: for variants in this package. */
    BatchedTxRing(int descriptors, int rsThresh, int freeThresh, int free) {
        this.done = new boolean[descriptors];
        this.packets = new long[descriptors];
        this.rsThresh = rsThresh;
        this.freeThresh = freeThresh;
        this.nextDone = rsThresh - 1;
        this.free = free;
    }

    /** {@code size}, once DESC-1 accepts the shape. */
    static int checked(int size, int rsThresh, int freeThresh) {
        TxRingShape.require(size, rsThresh, freeThresh);
        return size;
    }

    @Override
    public int size() {
        return done.length;
    }

    @Override
    public int post(long[] src, int n) {
        requirePost(n, src.length);
        if (reclaimDue()) {
            reclaim();
        }
        int k = Math.min(n, free);
        int first = Math.min(k, done.length - tail);
        fill(src, 0, tail, first);
        fill(src, first, 0, k - first);
        tail = advance(tail, k);
        free -= k;
        pending += k;
        return k;
    }

    /** Refuses a post of {@code n} packets of the {@code given}: DESC-6. */
    void requirePost(int n, int given) {
        if (n < 0 || n > given) {
            throw new IllegalArgumentException("post of " + n + " refused (DESC-6): n must be in [0, " + given
                    + "], the packets given");
        }
    }

    /** Whether a post reclaims the next batch first: few free, and the batch's last descriptor done. */
    boolean reclaimDue() {
        return free < freeThresh && done[nextDone];
    }

    /** Frees the next batch and moves the batch pointer to the one after it, wrapping at the size. */
    void reclaim() {
        free += rsThresh;
        nextDone = nextDone + rsThresh < done.length ? nextDone + rsThresh : rsThresh - 1;
    }

    /** Fills {@code count} descriptors from {@code at} with {@code src[from..]}, none of them done. */
    void fill(long[] src, int from, int at, int count) {
        System.arraycopy(src, from, packets, at, count);
        Arrays.fill(done, at, at + count, false);
    }

    /** The tail {@code k} descriptors after {@code from}, wrapped at the size. */
    int advance(int from, int k) {
        return from + k < done.length ? from + k : from + k - done.length;
    }

    @Override
    public void complete(int k) {
        if (k < 0 || k > pending) {
            throw new IllegalArgumentException("completion of " + k + " refused (DESC-6): k must be in [0, "
                    + pending + "], the descriptors pending");
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
        return free;
    }
}
