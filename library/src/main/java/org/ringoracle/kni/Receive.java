package org.ringoracle.kni;

/**
 * What the kernel's receive step may do, as the KNI module's rx path does: look at rx_q and
 * free_q, take packets from rx_q, hand each to the network stack, and put their mbufs into free_q.
 */
public interface Receive {

    /** rx_q, read only. */
    FifoView rxQ();

    /** free_q, read only. */
    FifoView freeQ();

    /** Takes up to {@code n} packets from rx_q into {@code into[0..)}; returns how many it took. */
    int take(Integer[] into, int n);

    /** Hands one packet to the network stack; its mbuf stays with the kernel until put into free_q. */
    void deliver(Integer mbuf);

    /** Puts {@code mbufs[0..n)} into free_q as far as it has room; returns how many it took. */
    int put(Integer[] mbufs, int n);
}
