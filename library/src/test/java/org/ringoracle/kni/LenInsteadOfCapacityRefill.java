package org.ringoracle.kni;


/**
 * Fixture: counts free slots as {@code length - count}, forgetting the slot that always stays
 * empty; refills on every rx_burst. From an empty alloc_q of 64 or more it asks for 32 like the
 * intent; once alloc_q holds something with fewer than 32 free it takes one too many.
 */
final class LenInsteadOfCapacityRefill implements RefillPolicy {

    @Override
    public int wanted(FifoView allocQ) {
        return Math.min(allocQ.length() - allocQ.count(), BURST);
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return true;
    }
}
