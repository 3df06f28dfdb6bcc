package org.ringoracle.kni;


/**
 * Fixture: DPDK's KNI refill before the May 2017 patch (specs/kni-refill.md), transliterated. It always allocates
 * MAX_MBUF_BURST_NUM (32) mbufs and frees those alloc_q does not take; rx_burst refills only when
 * it took packets. The suite must keep rejecting it (KNI-1, KNI-2, KNI-5).
 */
final class PrePatchRefill implements RefillPolicy {

    @Override
    public int wanted(FifoView allocQ) {
        return BURST;
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return received > 0;
    }

    @Override
    public String toString() {
        return "C before the patch";
    }
}
