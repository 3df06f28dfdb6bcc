package org.ringoracle.kni;

import org.ringoracle.fifo.MaskedFifo;

/**
 * One of a device's fifos as a policy sees it: what it holds and where its indices stand, read
 * only. A policy moves mbufs only through {@link Refill} or {@link Receive}, so every mbuf it
 * takes is accounted for.
 */
public final class FifoView {

    private final MaskedFifo<Integer> fifo;

    FifoView(MaskedFifo<Integer> fifo) {
        this.fifo = fifo;
    }

    /** The number of slots. */
    public int length() {
        return fifo.length();
    }

    /** The mbufs held. */
    public int count() {
        return fifo.count();
    }

    /** The free slots: {@code length() - 1 - count()}. */
    public int freeCount() {
        return fifo.freeCount();
    }

    /** The C field {@code read}, in {@code [0, length)}. */
    public int readIndex() {
        return fifo.readIndex();
    }

    /** The C field {@code write}, in {@code [0, length)}. */
    public int writeIndex() {
        return fifo.writeIndex();
    }

    @Override
    public String toString() {
        return fifo.count() + " (read " + fifo.readIndex() + ", write " + fifo.writeIndex() + ")";
    }
}
