package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Entry;

/**
 * Each finding about real C ({@link CFinding}), present or fixed in the C judged, by two routes
 * that must agree: the probe through JNA, and the finding's plain C reproducer
 * (src/native/findings/, built by build.sh against the same C), whose line and exit status (1
 * present, 0 fixed, 2 changed or not run) say the same. A fixed finding passes, and so does one
 * still present; one whose C now does something else fails, naming what it saw, since
 * reports/findings.md no longer describes it. Each result goes to reports/index.md.
 */
@Tag("native")
class CFindingsTest {

    /**
     * What a reproducer printed and its exit status.
     *
     * @param line its one line, such as {@code F-13 present: ...}
     * @param exit its exit status
     */
    record Reproduced(String line, int exit) {

        /** The status the line names, checked against the exit status. */
        String status() {
            String[] words = line.split(" ", 3);
            String named = words.length > 1 ? words[1].replace(":", "") : "";
            String byExit = exit == 1 ? "present" : exit == 0 ? "fixed" : "changed";
            return named.equals(byExit) ? named : "inconsistent (line says " + named + ", exit status " + exit + ")";
        }
    }

    /** Runs the reproducer of {@code finding} built beside the shim. */
    static Reproduced reproduce(CFinding finding) throws IOException, InterruptedException {
        Path binary = JudgedC.file().resolveSibling("findings").resolve("f" + finding.id.substring(2));
        Process process = new ProcessBuilder(binary.toString()).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int exit = process.waitFor();
        String line = out.lines().filter(l -> l.startsWith(finding.id + " ")).findFirst().orElse(out);
        return new Reproduced(line, exit);
    }

    @TestFactory
    Stream<DynamicTest> eachFindingIsPresentOrFixedByBothRoutes(TestReporter reporter) {
        return Arrays.stream(CFinding.values()).map(f -> DynamicTest.dynamicTest(f.id, () -> {
            if (!f.judged()) {
                JudgedC.assumeDriverSource(f.id + "'s C");
            }
            CFinding.Observed seen = f.observe();
            String status = seen.status().name().toLowerCase(Locale.ROOT);
            Reproduced c = reproduce(f);
            reporter.publishEntry(new Entry.Finding(f.id, f.clause, f.library.label(), status, seen.what(), f.shape,
                    c.status(), c.line()).fields());
            assertThat(seen.status()).as(f.id + " (" + f.clause + ") in " + f.library.label()
                    + " is neither present as reports/findings.md states nor fixed as the intent requires: "
                    + seen.what()).isNotEqualTo(CFinding.Status.CHANGED);
            assertThat(c.status()).as("the plain C reproducer of " + f.id + " (" + c.line() + ") against the JNA"
                    + " route (" + seen.what() + ")").isEqualTo(status);
        }));
    }

    /**
     * Every reproducer built has its finding, and every finding its reproducer (a finding about C
     * of a source tree only: when the C judged is one).
     */
    @TestFactory
    Stream<DynamicTest> everyReproducerHasItsFinding() throws IOException {
        Path built = JudgedC.file().resolveSibling("findings");
        try (Stream<Path> files = Files.list(built)) {
            List<String> reproducers = files.map(p -> p.getFileName().toString()).sorted().toList();
            List<String> findings = Arrays.stream(CFinding.values()).filter(CFinding::judged)
                    .map(f -> "f" + f.id.substring(2)).sorted().toList();
            return Stream.of(DynamicTest.dynamicTest("reproducers = findings",
                    () -> assertThat(reproducers).isEqualTo(findings)));
        }
    }
}
