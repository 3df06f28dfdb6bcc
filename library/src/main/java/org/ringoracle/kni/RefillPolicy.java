package org.ringoracle.kni;

/**
 * A KNI alloc_q refill: how many mbufs to ask for, when rx_burst refills, and the refill itself,
 * which by default is C's mechanism: allocate up to {@link #wanted} mbufs one at a time until the
 * pool runs dry, put them into alloc_q, free whatever alloc_q refuses.
 */
public interface RefillPolicy {

    /** MAX_MBUF_BURST_NUM: the most mbufs one refill is meant to allocate. */
    int BURST = 32;

    /** How many mbufs to ask the pool for, given alloc_q as it stands. */
    int wanted(FifoView allocQ);

    /** Whether rx_burst refills alloc_q after taking {@code received} packets from tx_q. */
    boolean refillsAfter(int received, FifoView allocQ);

    /** Refills alloc_q through {@code refill}; every mbuf allocated ends in alloc_q or back in the pool. */
    default void refill(Refill refill) {
        int wanted = wanted(refill.allocQ());
        Integer[] batch = new Integer[Math.max(0, wanted)];
        int obtained = 0;
        while (obtained < wanted) {
            Integer mbuf = refill.allocate();
            if (mbuf == null) {
                break;
            }
            batch[obtained++] = mbuf;
        }
        int put = refill.put(batch, obtained);
        for (int i = put; i < obtained; i++) {
            refill.free(batch[i]);
        }
    }
}
