package org.ringoracle.kni;

/**
 * The receive step as meant (specs/kni-refill.md): take no more packets than free_q can take back,
 * at most one burst (KNI-6), so every mbuf taken returns to free_q in the same step (KNI-7).
 */
public final class IntentReceive implements ReceivePolicy {

    @Override
    public int wanted(FifoView freeQ) {
        return Math.min(freeQ.freeCount(), BURST);
    }

    @Override
    public String toString() {
        return "intent";
    }
}
