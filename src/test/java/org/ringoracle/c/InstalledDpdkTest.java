package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.jna.ptr.IntByReference;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.report.Fixtures;
import org.ringoracle.ring.model.RingDesign;

/**
 * DPDK 22.11 as Debian installs it, judged by the project's contracts unchanged (mvn verify
 * -Pnative). Every expected value below is worked by hand from the formulas specs/ring.md and
 * specs/sizing.md state with their sources, not taken from a run; reports/findings.md F-5 to F-7
 * and F-13 to F-16 describe each departure.
 */
@Tag("native")
class InstalledDpdkTest {

    private static final String CEIL = "ceilIsTheLeastMultipleAtLeastTheValue";
    private static final String ROUND = "roundingWorksForAnyPositiveDivisor";
    private static final String POWERS = "powersOfTwoAreFoundBothWays";
    private static final String ARGS = "badArgumentsAreRefusedByName";
    private static final String EDGES = "edgeCountsFollowTheRule";
    private static final String EVERY = "everyCountIsRefusedOrHasTheCapacityOfTheRule";
    private static final String MEMORY_EDGES = "edgeRequestsFollowTheRule";
    private static final String MEMORY_EVERY = "sizeIsTheExactModelsOrRefused";

    /** rte_ring_init's return code and the capacity it set, for {@code count} as C's unsigned int. */
    private static long[] init(long count, int flags) {
        IntByReference capacity = new IntByReference();
        int rc = Shim.C.ro_rte_ring_init_capacity((int) count, flags, capacity);
        return new long[] {rc, Integer.toUnsignedLong(capacity.getValue())};
    }

    /** Operations, indices and slots match the model across the 32-bit wrap, normal and exact. */
    @Test
    void rteRingMovesElementsAsTheModelAcrossTheWrap(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "rte_ring (DPDK 22.11 as installed)",
                InstalledDpdk.ring(RingDesign.RTE_RING, 0))).isEmpty();
        assertThat(Fixtures.rejections(reporter, "rte_ring RING_F_EXACT_SZ (DPDK 22.11 as installed)",
                InstalledDpdk.ring(RingDesign.RTE_RING_EXACT, DpdkRing.EXACT_SZ))).isEmpty();
    }

    /**
     * F-13: POWEROF2(0) is ((0 - 1) & 0) == 0, true, so count 0 is accepted with size 0 and mask
     * and capacity 0 - 1 = 0xFFFFFFFF. Count 1 gives capacity 0 (F-10); 2^30 is the largest
     * accepted, 2^31 exceeds RTE_RING_SZ_MASK.
     */
    @Test
    void normalModeAcceptsCountZero(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "rte_ring_init (DPDK 22.11 as installed)",
                InstalledDpdk.creation(RingDesign.RTE_RING, 0))).isEqualTo(Map.of(EDGES, "RING-1", EVERY, "RING-1"));
        assertThat(init(0, 0)).containsExactly(0, 0xFFFF_FFFFL);
        assertThat(init(1, 0)).containsExactly(0, 0);
        assertThat(init(1 << 30, 0)).containsExactly(0, (1 << 30) - 1);
        assertThat(init(1L << 31, 0)[0]).isEqualTo(-22);
        assertThat(init(3, 0)[0]).as("-EINVAL").isEqualTo(-22);
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        assertThat(Verdict.outcome(InstalledDpdk.creation(RingDesign.RTE_RING, 0), EVERY).counterexample())
                .isEqualTo("0");
    }

    /**
     * F-14: with RING_F_EXACT_SZ there is no range check: size = rte_align32pow2(count + 1),
     * capacity = count. 0 gives size 1 and capacity 0; 2^30 gives 2^31 slots, beyond
     * RTE_RING_SZ_MASK; 0xFFFFFFFF + 1 wraps to 0 and rte_align32pow2(0) = 0, so size 0.
     */
    @Test
    void exactModeAcceptsEveryCount(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "rte_ring_init RING_F_EXACT_SZ (DPDK 22.11 as installed)",
                InstalledDpdk.creation(RingDesign.RTE_RING_EXACT, DpdkRing.EXACT_SZ)))
                .isEqualTo(Map.of(EDGES, "RING-2", EVERY, "RING-2"));
        assertThat(init(0, DpdkRing.EXACT_SZ)).containsExactly(0, 0);
        assertThat(init(1 << 30, DpdkRing.EXACT_SZ)).containsExactly(0, 1 << 30);
        assertThat(init(0xFFFF_FFFFL, DpdkRing.EXACT_SZ)).containsExactly(0, 0xFFFF_FFFFL);
    }

    /**
     * F-15: count 0 passes POWEROF2 and element size 0 passes the multiple-of-4 check, so both
     * are sized: the header alone, sizeof(struct rte_ring) = 384 here. A valid request matches
     * the model: 384 + 1024 x 8 = 8576, a multiple of 64, and no guard line in 22.11.
     */
    @Test
    void memoryIsSizedForCountZeroAndElementSizeZero(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "rte_ring_get_memsize_elem (DPDK 22.11 as installed)",
                InstalledDpdk.memory())).isEqualTo(Map.of(MEMORY_EDGES, "RING-14", MEMORY_EVERY, "RING-14"));
        assertThat(InstalledDpdk.layout().header()).isEqualTo(384);
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(0, 0)).isEqualTo(384);
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(8, 0)).isEqualTo(384);
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(8, 1024)).isEqualTo(8576);
        assertThat(Shim.C.ro_rte_ring_get_memsize_elem(6, 1024)).as("-EINVAL").isEqualTo(-22);
    }

    /**
     * F-16: the installed helpers get the verdicts the C transliteration CAlign gets (F-5 to F-7):
     * RTE_ALIGN_CEIL(0xFFFFFFFF, 2) and RTE_ALIGN_MUL_CEIL wrap to 0, rte_align32pow2(0) = 0, and
     * an alignment of 0 is taken: RTE_ALIGN_CEIL(5, 0) = (5 - 1) & ~(0 - 1) = 0.
     */
    @Test
    void theAlignmentHelpersWrapAndAcceptAnything(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "DPDK alignment helpers (DPDK 22.11 as installed)",
                InstalledDpdk.align())).isEqualTo(Map.of(CEIL, "SIZE-1", ROUND, "SIZE-4", POWERS, "SIZE-5",
                ARGS, "SIZE-1"));
        DpdkRounding c = new DpdkRounding();
        assertThat(c.ceil(0xFFFF_FFFFL, 2)).isZero();
        assertThat(c.ceil(5, 0)).isZero();
        assertThat(c.roundUp(0xFFFF_FFFFL, 2)).isZero();
        assertThat(c.nextPowerOfTwo(0)).isZero();
        assertThat(c.nextPowerOfTwo((1L << 31) + 1)).isZero();
        assertThat(c.nextPowerOfTwo(1000)).isEqualTo(1024);
        assertThat(c.previousPowerOfTwo(1000)).isEqualTo(512);
        assertThat(Shim.C.ro_rte_align64pow2((1L << 31) + 1)).as("64 bits do not wrap there").isEqualTo(1L << 32);
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        Map<String, Verdict.Outcome> outcomes = Verdict.outcomes(InstalledDpdk.align());
        assertThat(outcomes.get(CEIL).counterexample()).isEqualTo("(4294967295, 2)");
        assertThat(outcomes.get(POWERS).counterexample()).isEqualTo("0");
    }
}
