package org.ringoracle.kni;

import org.ringoracle.fifo.MaskedFifo;

/**
 * alloc_q as a refill policy sees it: what it holds and where its indices stand, read only. A
 * policy moves mbufs only through {@link Refill}, so every mbuf it takes is accounted for.
 */
public final class AllocQView {

    private final MaskedFifo<Integer> fifo;

    AllocQView(MaskedFifo<Integer> fifo) {
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
}
