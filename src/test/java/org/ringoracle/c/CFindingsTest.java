package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestReporter;

/**
 * Each finding about real C ({@link CFinding}), present or fixed in the C judged: a fixed finding
 * passes, and so does one still present; one whose C now does something else fails, naming what
 * it saw, since reports/findings.md no longer describes it. Each result goes to reports/index.md.
 */
@Tag("native")
class CFindingsTest {

    @TestFactory
    Stream<DynamicTest> eachFindingIsPresentOrFixed(TestReporter reporter) {
        return Arrays.stream(CFinding.values()).map(f -> DynamicTest.dynamicTest(f.id, () -> {
            CFinding.Observed seen = f.observe();
            reporter.publishEntry(Map.of("kind", "finding", "finding", f.id, "clause", f.clause, "library",
                    f.library.label(), "status", seen.status().name().toLowerCase(java.util.Locale.ROOT),
                    "observed", seen.what(), "shape", f.shape));
            assertThat(seen.status()).as(f.id + " (" + f.clause + ") in " + f.library.label()
                    + " is neither present as reports/findings.md states nor fixed as the intent requires: "
                    + seen.what()).isNotEqualTo(CFinding.Status.CHANGED);
        }));
    }
}
