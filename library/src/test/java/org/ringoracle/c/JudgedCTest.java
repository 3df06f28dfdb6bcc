package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Entry;

/**
 * The C the verdicts are about is the C the shim was built against: rte_version() is the version
 * pkg-config gave, and each DPDK library the process loaded lies in one of the directories the
 * shim was linked against (not the system's copy, nor one LD_LIBRARY_PATH put first).
 */
@Tag("native")
class JudgedCTest {

    private static final String[] DPDK_LIBRARIES = {"librte_eal", "librte_ring", "librte_mempool", "librte_mbuf"};

    @Test
    void theLibrariesLoadedAreTheOnesBuiltAgainst(TestReporter reporter) throws IOException {
        assertThat(Shim.C.ro_rte_version()).isEqualTo("DPDK " + JudgedC.DPDK.version());
        for (int i = 0; i < DPDK_LIBRARIES.length; i++) {
            String loaded = Shim.C.ro_loaded_from(i);
            assertThat(loaded).as(DPDK_LIBRARIES[i] + " loaded").isNotNull();
            Path file = Path.of(loaded).toRealPath();
            assertThat(JudgedC.DPDK_LIBRARY_DIRECTORIES).as(DPDK_LIBRARIES[i] + " was loaded from " + file
                    + ", outside the directories the shim was linked against").anyMatch(file::startsWith);
            reporter.publishEntry(new Entry.Judged(JudgedC.DPDK.label(), true, file.toString()).fields());
        }
        for (JudgedC.Library library : new JudgedC.Library[] {JudgedC.DPDK, JudgedC.CK, JudgedC.LINUX}) {
            reporter.publishEntry(new Entry.Judged(library.label(), false, library.header()).fields());
        }
    }
}
