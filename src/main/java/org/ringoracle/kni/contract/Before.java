package org.ringoracle.kni.contract;

/**
 * alloc_q and the pool before a refill, as the contract counts them: the mbufs put into alloc_q and
 * not yet taken, counted one by one, never read from the fifo's masked indices.
 *
 * @param count C, the mbufs alloc_q holds
 * @param free F, its free slots: its length minus 1 minus C
 * @param pool P, the mbufs the pool can hand out
 */
public record Before(int count, int free, int pool) {

    /** What a refill must take: min(F, 32, P) (KNI-1). */
    int due() {
        return Math.min(Math.min(free, org.ringoracle.kni.RefillPolicy.BURST), pool);
    }
}
