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
 */
public final class BatchedTxRing implements TxRing {

    private final boolean[] done;
    private final long[] packets;
    private final int rsThresh;
    private final int freeThresh;
    private int tail;
    private int nextDone;
    private int free;
    private int head;
    private int pending;

    /**
     * An empty ring.
     *
     * @throws IllegalArgumentException naming the value and the rule of DESC-1 it breaks
     */
    public BatchedTxRing(int size, int rsThresh, int freeThresh) {
        TxRingShape.require(size, rsThresh, freeThresh);
        this.done = new boolean[size];
        this.packets = new long[size];
        this.rsThresh = rsThresh;
        this.freeThresh = freeThresh;
        this.nextDone = rsThresh - 1;
        this.free = size - 1;
    }

    @Override
    public int size() {
        return done.length;
    }

    @Override
    public int post(long[] src, int n) {
        if (n < 0 || n > src.length) {
            throw new IllegalArgumentException("post of " + n + " refused (DESC-6): n must be in [0, " + src.length
                    + "], the packets given");
        }
        if (free < freeThresh && done[nextDone]) {
            free += rsThresh;
            nextDone += rsThresh;
            if (nextDone >= done.length) {
                nextDone = rsThresh - 1;
            }
        }
        int k = Math.min(n, free);
        int first = Math.min(k, done.length - tail);
        fill(src, 0, tail, first);
        fill(src, first, 0, k - first);
        tail = tail + k < done.length ? tail + k : tail + k - done.length;
        free -= k;
        pending += k;
        return k;
    }

    /** Fills {@code count} descriptors from {@code at} with {@code src[from..]}, none of them done. */
    private void fill(long[] src, int from, int at, int count) {
        System.arraycopy(src, from, packets, at, count);
        Arrays.fill(done, at, at + count, false);
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
