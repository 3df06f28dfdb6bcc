package org.ringoracle.kni;


/**
 * Fixture: the May 2017 patch of specs/kni-refill.md, transliterated. The count of mbufs to allocate is
 * {@code (read - write - 1) & (MAX_MBUF_BURST_NUM - 1)} over alloc_q's unsigned 32-bit indices:
 * the free-slot formula of the fifo, masked with the burst size instead of the fifo length. The
 * loop, the put and the freeing of refused mbufs are unchanged, and rx_burst still refills only
 * when it took packets. The suite must keep rejecting it (KNI-1, KNI-2, KNI-5).
 */
final class SeedPatchRefill implements RefillPolicy {

    private static final long UINT32 = 0xFFFF_FFFFL;

    @Override
    public int wanted(FifoView allocQ) {
        long read = allocQ.readIndex() & UINT32;
        long write = allocQ.writeIndex() & UINT32;
        return (int) (((read - write - 1) & UINT32) & (BURST - 1));
    }

    @Override
    public boolean refillsAfter(int received, FifoView allocQ) {
        return received > 0;
    }

    @Override
    public String toString() {
        return "C after the seed patch";
    }
}
