package org.ringoracle.kni;

import org.ringoracle.fifo.MaskedFifo;

/**
 * The refill as meant (specs/kni-refill.md): ask for as many mbufs as alloc_q can take, at most
 * one burst (KNI-1), so none is allocated only to be freed (KNI-2); and refill whenever packets
 * were taken or alloc_q is empty, so the kernel is not left without buffers (KNI-5).
 */
public final class IntentRefill implements RefillPolicy {

    @Override
    public int wanted(MaskedFifo<?> allocQ) {
        return Math.min(allocQ.freeCount(), BURST);
    }

    @Override
    public boolean refillsAfter(int received, MaskedFifo<?> allocQ) {
        return received > 0 || allocQ.count() == 0;
    }

    @Override
    public String toString() {
        return "intent";
    }
}
