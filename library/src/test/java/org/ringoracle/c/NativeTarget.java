package org.ringoracle.c;

import java.util.function.Supplier;
import org.ringoracle.ring.model.RingDesign;

/**
 * Every target of the C judged: a library function or family through one contract. The native
 * tests judge each ({@link Targets#judge}); the C mutation analysis judges a mutant by the targets
 * of the file it mutates.
 */
enum NativeTarget {

    RTE_RING("rte_ring", JudgedC.DPDK, () -> InstalledDpdk.ring(RingDesign.RTE_RING, 0)),
    RTE_RING_EXACT("rte_ring RING_F_EXACT_SZ", JudgedC.DPDK,
            () -> InstalledDpdk.ring(RingDesign.RTE_RING_EXACT, DpdkRing.EXACT_SZ)),
    RTE_RING_MP_MC("rte_ring MP/MC", JudgedC.DPDK,
            () -> InstalledDpdk.ring(RingDesign.RTE_RING, 0, DpdkRing.Sync.MP_MC)),
    RTE_RING_HTS("rte_ring MT_HTS", JudgedC.DPDK,
            () -> InstalledDpdk.ring(RingDesign.RTE_RING, 0, DpdkRing.Sync.MT_HTS)),
    RTE_RING_RTS("rte_ring MT_RTS", JudgedC.DPDK,
            () -> InstalledDpdk.ring(RingDesign.RTE_RING, 0, DpdkRing.Sync.MT_RTS)),
    RTE_RING_PEEK("rte_ring peek and zero-copy", JudgedC.DPDK,
            () -> InstalledDpdk.twoPhase(RingDesign.RTE_RING, 0, DpdkRing.Sync.SP_SC)),
    RTE_RING_PEEK_HTS("rte_ring peek and zero-copy MT_HTS", JudgedC.DPDK,
            () -> InstalledDpdk.twoPhase(RingDesign.RTE_RING, 0, DpdkRing.Sync.MT_HTS)),
    RTE_RING_INIT("rte_ring_init", JudgedC.DPDK, () -> InstalledDpdk.creation(RingDesign.RTE_RING, 0)),
    RTE_RING_INIT_EXACT("rte_ring_init RING_F_EXACT_SZ", JudgedC.DPDK,
            () -> InstalledDpdk.creation(RingDesign.RTE_RING_EXACT, DpdkRing.EXACT_SZ)),
    RTE_RING_MEMSIZE("rte_ring_get_memsize_elem", JudgedC.DPDK, InstalledDpdk::memory),
    DPDK_ALIGN("DPDK alignment helpers", JudgedC.DPDK, InstalledDpdk::align),
    MEMPOOL("rte_mempool_calc_obj_size", JudgedC.DPDK, MempoolObjectSize::new),
    PKTMBUF("rte_pktmbuf_read and rte_pktmbuf_copy", JudgedC.DPDK, InstalledMbufTest::contract),
    IXGBE_TX("ixgbe_xmit_pkts_simple (drivers/net/ixgbe/ixgbe_rxtx.c)", JudgedC.DPDK, IxgbeTxTest::contract),
    VIRTIO_PACKED("virtio packed Tx queue (drivers/net/virtio/virtqueue.h, virtqueue.c)", JudgedC.DPDK,
            VirtioPackedTest::contract),
    VIRTIO_PACKED_IN_ORDER("virtio packed Tx queue VIRTIO_F_IN_ORDER (drivers/net/virtio/virtqueue.h, virtqueue.c)",
            JudgedC.DPDK, VirtioPackedTest::inOrderContract),
    VHOST_NEED_EVENT("vhost_need_event (lib/vhost/vhost.h)", JudgedC.DPDK, VhostTest::needEvent),
    VHOST_CALL_SPLIT("vhost_vring_call_split (lib/vhost/vhost.h)", JudgedC.DPDK, VhostTest::callSplit),
    VHOST_CALL_PACKED("vhost_vring_call_packed (lib/vhost/vhost.h)", JudgedC.DPDK, VhostTest::callPacked),
    VHOST_CALL_PACKED_NO_EVENT_IDX("vhost_vring_call_packed without VIRTIO_RING_F_EVENT_IDX (lib/vhost/vhost.h)",
            JudgedC.DPDK, VhostTest::callPackedWithoutEventIndex),
    VIRTIO_RING("linux/virtio_ring.h", JudgedC.LINUX, InstalledLinuxVirtioTest::contract),
    CK_RING("ck_ring", JudgedC.CK, InstalledCkTest::ring),
    CK_RING_INIT("ck_ring_init", JudgedC.CK, InstalledCkTest::creation);

    final String what;
    final JudgedC.Library library;
    private final Supplier<Object> contract;

    NativeTarget(String what, JudgedC.Library library, Supplier<Object> contract) {
        this.what = what;
        this.library = library;
        this.contract = contract;
    }

    /** A new instance of the target's contract, its implementation the C judged. */
    Object contract() {
        return contract.get();
    }

    /** How reports name it: what is judged and which C it is. */
    String label() {
        return what + " (" + library.label() + ")";
    }
}
