package org.ringoracle.kni;

/**
 * The kernel's receive step, run once per iteration of its thread: how many packets to ask rx_q
 * for, and the step itself, which by default is the mechanism of DPDK's kernel module: ask for
 * {@link #wanted} packets, hand each one taken to the stack, put every mbuf taken into free_q.
 */
public interface ReceivePolicy {

    /** MBUF_BURST_SZ: the most packets one step is meant to take. */
    int BURST = 32;

    /** How many packets to ask rx_q for, given free_q as it stands; a negative count asks for none. */
    int wanted(FifoView freeQ);

    /** One step through {@code receive}; every mbuf taken from rx_q ends in free_q. */
    default void receive(Receive receive) {
        int wanted = Math.max(0, wanted(receive.freeQ()));
        Integer[] batch = new Integer[wanted];
        int taken = receive.take(batch, wanted);
        for (int i = 0; i < taken; i++) {
            receive.deliver(batch[i]);
        }
        receive.put(batch, taken);
    }
}
