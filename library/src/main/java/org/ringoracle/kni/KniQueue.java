package org.ringoracle.kni;

/**
 * The four fifos of a KNI device, named from the kernel's side as DPDK names them: the kernel
 * takes empty buffers from alloc_q and sends packets through tx_q; the application sends packets
 * through rx_q and takes back their buffers from free_q.
 */
public enum KniQueue {
    /** Empty mbufs for the kernel, filled by the application's refill. */
    ALLOC_Q("alloc_q"),
    /** Packets from the kernel to the application. */
    TX_Q("tx_q"),
    /** Packets from the application to the kernel. */
    RX_Q("rx_q"),
    /** Mbufs the kernel is done with, for the application to free. */
    FREE_Q("free_q");

    private final String name;

    KniQueue(String name) {
        this.name = name;
    }

    @Override
    public String toString() {
        return name;
    }
}
