package org.ringoracle.kni;

/**
 * What a refill may do, as C's {@code kni_allocate_mbufs} does: look at alloc_q, allocate mbufs
 * from the pool one at a time, put them into alloc_q, and free those it does not keep.
 */
public interface Refill {

    /** alloc_q, read only. */
    FifoView allocQ();

    /** One mbuf from the pool, or {@code null} when the pool is dry. */
    Integer allocate();

    /** Puts {@code mbufs[0..n)} into alloc_q as far as it has room; returns how many it took. */
    int put(Integer[] mbufs, int n);

    /** Returns an mbuf to the pool. */
    void free(Integer mbuf);
}
