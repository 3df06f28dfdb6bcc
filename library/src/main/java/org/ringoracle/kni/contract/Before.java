package org.ringoracle.kni.contract;

import org.ringoracle.kni.ReceivePolicy;
import org.ringoracle.kni.RefillPolicy;

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
        return Math.min(Math.min(free, RefillPolicy.BURST), pool);
    }

    /**
     * rx_q and free_q before a receive step, counted as above.
     *
     * @param packets R, the packets rx_q holds
     * @param room Q, free_q's free slots
     */
    public record Receive(int packets, int room) {

        /** What a receive step must take: min(R, Q, 32) (KNI-6). */
        int due() {
            return Math.min(Math.min(packets, room), ReceivePolicy.BURST);
        }
    }
}
