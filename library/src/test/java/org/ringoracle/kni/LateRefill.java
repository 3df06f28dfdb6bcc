package org.ringoracle.kni;


/**
 * Fixture: the intended count (min(free, 32)) with the 2017 trigger (refill only after taking
 * packets). Every single refill is right; the loop still starves the kernel (KNI-5).
 */
final class LateRefill implements RefillPolicy {

    private final IntentRefill intent = new IntentRefill();

    @Override
    public int wanted(FifoView allocQ) {
        return intent.wanted(allocQ);
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return received > 0;
    }
}
