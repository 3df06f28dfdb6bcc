package org.ringoracle.descriptor;

/**
 * A transmit descriptor ring as DPDK's ixgbe simple Tx path keeps one: the tail and the batch
 * pointer wrap at the ring size by comparison, not by mask (the size need not be a power of two);
 * a batch of {@code rsThresh} descriptors is reclaimed when the done bit of its last one is set.
 *
 * <p>Index invariants: {@code tail} and {@code nextDone} lie in {@code [0, size)}; {@code nextDone
 * + 1} is a multiple of {@code rsThresh}; the {@code size - 1 - free} descriptors posted and not
 * reclaimed end just before {@code tail}; {@code done[i]} is set for a posted descriptor the
 * device completed and cleared when it is posted again. Allocates nothing after construction.
 */
public final class BatchedTxRing implements TxRing {

    private final boolean[] done;
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
    public int post(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("post of " + n + " refused (DESC-6): n must be at least 0");
        }
        if (free < freeThresh && done[nextDone]) {
            free += rsThresh;
            nextDone += rsThresh;
            if (nextDone >= done.length) {
                nextDone = rsThresh - 1;
            }
        }
        int k = Math.min(n, free);
        for (int i = 0; i < k; i++) {
            done[tail] = false;
            tail = tail + 1 == done.length ? 0 : tail + 1;
        }
        free -= k;
        pending += k;
        return k;
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
