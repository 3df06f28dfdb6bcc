package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.sizing.model.ExactSizing;

/** The DPDK judged: rte_mempool_calc_obj_size ({@link MempoolObjectSize}). */
@Tag("native")
class InstalledMempoolTest {

    /** SIZE-10 for elements from 0 to 70,000 bytes, with and without spreading. */
    @Test
    void rteMempoolCalcObjSize(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.MEMPOOL);
    }

    /**
     * By hand from the formula (specs/sizing.md), for a 64-byte line and DPDK's default 4 channels:
     * spread, e = 1 needs 64 + 8 = 72 bytes, 2 lines, which shares 2 with 4 channels, so 3 lines:
     * 192; not spread, 2 lines: 128. F-18, elements near 2^32, is pinned by {@link CFindingsTest}.
     */
    @Test
    void smallElementsByHand() {
        Assumptions.assumeTrue(Shim.C.ro_rte_cache_line_size() == 64, "worked for 64-byte lines");
        assertThat(MempoolObjectSize.objectSize(1, true)).isEqualTo(192);
        assertThat(MempoolObjectSize.objectSize(1, false)).isEqualTo(128);
        assertThat(new ExactSizing(MempoolObjectSize.platform(true)).objectSize(0xFFFF_FFFFL)).as("the model")
                .isGreaterThan(1L << 32);
    }
}
