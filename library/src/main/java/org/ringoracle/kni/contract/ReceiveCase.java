package org.ringoracle.kni.contract;

import org.ringoracle.kni.IntentRefill;
import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.KniQueue;
import org.ringoracle.kni.ReceivePolicy;

/**
 * One receive step's starting state: rx_q and free_q of {@code length} slots, each with its
 * indices moved forward and holding some mbufs; the pool holds nothing else.
 *
 * @param length the length of every fifo
 * @param rx how rx_q was moved and filled
 * @param free how free_q was moved and filled
 */
public record ReceiveCase(int length, Fill rx, Fill free) {

    /**
     * How one fifo was prepared.
     *
     * @param offset how far its indices were moved before filling
     * @param count mbufs it holds
     */
    public record Fill(int offset, int count) {
    }

    /** A device in this state, its kernel receiving by {@code policy}. */
    public KniLoop loop(ReceivePolicy policy) {
        KniLoop loop = new KniLoop(length, rx.count() + free.count(), new IntentRefill(), policy);
        loop.preload(KniQueue.RX_Q, rx.offset(), rx.count());
        loop.preload(KniQueue.FREE_Q, free.offset(), free.count());
        return loop;
    }

    /** rx_q's packets R and free_q's free slots Q before the step, by the case's own numbers. */
    public Before.Receive before() {
        return new Before.Receive(rx.count(), length - 1 - free.count());
    }

    private String describe(Fill f) {
        return f.count() + " (read " + (f.offset() % length) + ", write " + ((f.offset() + f.count()) % length) + ")";
    }

    @Override
    public String toString() {
        return "len=" + length + ", rx_q " + describe(rx) + ", free_q " + describe(free);
    }
}
