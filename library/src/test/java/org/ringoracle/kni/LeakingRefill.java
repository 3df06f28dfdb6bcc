package org.ringoracle.kni;

/**
 * Fixture: the intended count, but when the pool runs dry part way the mbufs obtained so far are
 * dropped instead of put into alloc_q: an early return on allocation failure that skips the put.
 * Every mbuf it drops is lost to the device (KNI-4).
 */
final class LeakingRefill implements RefillPolicy {

    private final IntentRefill intent = new IntentRefill();

    @Override
    public int wanted(FifoView allocQ) {
        return intent.wanted(allocQ);
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return true;
    }

    @Override
    public void refill(Refill refill) {
        int wanted = wanted(refill.allocQ());
        Integer[] batch = new Integer[wanted];
        for (int i = 0; i < wanted; i++) {
            batch[i] = refill.allocate();
            if (batch[i] == null) {
                return;
            }
        }
        refill.put(batch, wanted);
    }

    @Override
    public String toString() {
        return "leaks when the pool runs dry";
    }
}
