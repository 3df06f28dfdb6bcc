package org.ringoracle.kni;

/**
 * Fixture: the intended count for its first 999 refills; from the 1,000th on it asks for a full
 * burst of 32 whatever alloc_q has free, as the code before the 2017 patch always did.
 */
final class WornOutRefill implements RefillPolicy {

    /** The refill from which the count is wrong. */
    static final int WRONG_FROM = 1_000;

    private final IntentRefill intent = new IntentRefill();
    private int refills;

    @Override
    public int wanted(FifoView allocQ) {
        return ++refills >= WRONG_FROM ? BURST : intent.wanted(allocQ);
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return true;
    }
}
