package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The DPDK judged ({@link JudgedC#DPDK}: as Debian installs it, or the one named with
 * -Dringoracle.dpdk), through the project's contracts unchanged (mvn verify -Pnative), one test per
 * target, the inputs of its findings set aside ({@link CFinding}, judged by {@link CFindingsTest}).
 * The few values pinned below are worked by hand from the formulas specs/ring.md states with
 * their sources, not taken from a run.
 */
@Tag("native")
class InstalledDpdkTest {

    /** Operations, indices and slots match the model across the 32-bit wrap. */
    @Test
    void rteRing(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.RTE_RING);
    }

    /** The same with RING_F_EXACT_SZ. */
    @Test
    void rteRingExactSize(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.RTE_RING_EXACT);
    }

    /**
     * The same in the multi-thread modes, from one thread: MP/MC, head/tail sync and relaxed tail
     * sync move heads and tails by compare-and-set and publish differently, and with no other thread
     * each must behave as the single-producer single-consumer ring (specs/ring.md, RING-6..RING-12).
     */
    @ParameterizedTest
    @EnumSource(value = NativeTarget.class, names = {"RTE_RING_MP_MC", "RTE_RING_HTS", "RTE_RING_RTS"})
    void rteRingInEachMultiThreadMode(NativeTarget mode, TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, mode);
    }

    /**
     * The two-phase calls (rte_ring_peek.h, rte_ring_peek_zc.h) in the two modes that allow them,
     * from one thread and from indices near 2^32, against the model (specs/two-phase.md); in each
     * the multi-thread and relaxed-tail modes are asked that a start there takes nothing (TWO-6).
     */
    @ParameterizedTest
    @EnumSource(value = NativeTarget.class, names = {"RTE_RING_PEEK", "RTE_RING_PEEK_HTS"})
    void rteRingTwoPhase(NativeTarget mode, TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, mode);
    }

    /**
     * A mode whose flags rte_ring_init refuses beside the ones asked is no ring: RING_F_SP_ENQ (0x1)
     * with MT_HTS's RING_F_MP_HTS_ENQ (0x20) names two producer modes, and rte_ring_init returns
     * -EINVAL (-22 on Linux) for more than one (lib/ring/rte_ring.c, get_sync_type, DPDK 22.11).
     * The shim's second rte_ring_init is the one that refuses: its return code is the error.
     */
    @Test
    void aModeTheFlagsContradictIsRefusedWithRteRingInitsError() {
        assertThatThrownBy(() -> DpdkRing.create(1024, DpdkRing.SP_ENQ, DpdkRing.Sync.MT_HTS, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("flags 1, MT_HTS) returned -22");
    }

    /** rte_ring_init's count rule over the whole int range, F-10 and F-13 set aside. */
    @Test
    void rteRingInit(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.RTE_RING_INIT);
    }

    /** The same with RING_F_EXACT_SZ, F-14 set aside. */
    @Test
    void rteRingInitExactSize(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.RTE_RING_INIT_EXACT);
    }

    /**
     * rte_ring_get_memsize_elem, F-15 set aside. By hand for this platform's layout: 1024 elements
     * of 8 bytes after a header of sizeof(struct rte_ring) bytes, rounded to the cache line, with
     * no guard line in 22.11; an element size that is no multiple of 4 is refused with -EINVAL.
     */
    @Test
    void rteRingGetMemsizeElem(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.RTE_RING_MEMSIZE);
        long header = Shim.C.ro_rte_ring_header_size();
        long line = Shim.C.ro_rte_cache_line_size();
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(8, 1024)).isEqualTo((header + 8192 + line - 1) / line * line);
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(6, 1024)).as("-EINVAL").isEqualTo(-22);
    }

    /** RTE_ALIGN_CEIL and friends, rte_is_power_of_2, rte_align32pow2 and rte_align32prevpow2, F-16 set aside. */
    @Test
    void alignmentHelpers(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.DPDK_ALIGN);
        assertThat(Shim.C.ro_rte_align64pow2((1L << 31) + 1)).as("64 bits do not wrap there").isEqualTo(1L << 32);
    }
}
