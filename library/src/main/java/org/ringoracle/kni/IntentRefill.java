package org.ringoracle.kni;

/**
 * The refill as meant (specs/kni-refill.md): ask for as many mbufs as alloc_q can take, at most
 * one burst (KNI-1), so none is allocated only to be freed (KNI-2); and refill on every rx_burst,
 * whether or not it took packets, so the kernel is not left without buffers while the pool has
 * some (KNI-5). A refill of a full alloc_q asks for nothing, so refilling every time costs no mbuf.
 */
public final class IntentRefill implements RefillPolicy {

    @Override
    public int wanted(FifoView allocQ) {
        return Math.min(allocQ.freeCount(), BURST);
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return true;
    }

    @Override
    public String toString() {
        return "intent";
    }
}
