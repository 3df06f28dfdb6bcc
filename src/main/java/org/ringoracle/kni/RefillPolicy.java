package org.ringoracle.kni;

import org.ringoracle.fifo.MaskedFifo;

/**
 * The two decisions of a KNI alloc_q refill; the mechanism around them is fixed by
 * {@link KniLoop#refill()}: allocate up to {@link #wanted} mbufs one at a time until the pool runs
 * dry, put them into alloc_q, free whatever alloc_q refuses.
 */
public interface RefillPolicy {

    /** MAX_MBUF_BURST_NUM: the most mbufs one refill is meant to allocate. */
    int BURST = 32;

    /** How many mbufs to ask the pool for, given alloc_q as it stands. */
    int wanted(MaskedFifo<?> allocQ);

    /** Whether rx_burst refills alloc_q after taking {@code received} packets from tx_q. */
    boolean refillsAfter(int received, MaskedFifo<?> allocQ);
}
