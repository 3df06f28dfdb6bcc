package org.ringoracle.kni;

import java.util.ArrayDeque;

/**
 * A finite pool of mbufs, each an integer id from 0 to {@code size - 1}. Allocation hands out one
 * mbuf or nothing when the pool is dry, as {@code rte_pktmbuf_alloc} does.
 */
public final class MbufPool {

    private final ArrayDeque<Integer> free = new ArrayDeque<>();
    private final int size;

    /**
     * Creates a full pool.
     *
     * @throws IllegalArgumentException naming the value if {@code size} is negative
     */
    public MbufPool(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("pool size " + size + " refused: a pool holds 0 or more mbufs");
        }
        for (int id = 0; id < size; id++) {
            free.addLast(id);
        }
        this.size = size;
    }

    /** The number of mbufs the pool was created with. */
    public int size() {
        return size;
    }

    /** The number of mbufs the pool can still hand out. */
    public int available() {
        return free.size();
    }

    /** One mbuf, or {@code null} when the pool is dry. */
    public Integer allocate() {
        return free.pollFirst();
    }

    /** Returns an mbuf to the pool. */
    public void free(Integer mbuf) {
        free.addLast(mbuf);
    }
}
