package org.ringoracle.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringoracle.harness.Entry;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.record.Codec;
import org.ringoracle.record.Record;

/** The command the scripts of .ci/ read results with, on a recorded run. */
class ResultsCommandTest {

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ResultsCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static Record.Reported<Entry> reported(String test, Entry entry) {
        return new Record.Reported<>(test, "t()", entry);
    }

    private static Path recorded(Path dir) throws IOException {
        Path file = dir.resolve("results.tsv");
        Codec.write(file, List.of(
                new Record.Run(Instant.parse("2026-12-05T09:00:00Z"), Instant.parse("2026-12-05T09:01:00Z"), "1",
                        "default", false),
                reported("org.ringoracle.c.RteRingTest#p", new Entry.PropertyVerdict("RTE_RING (DPDK 22.11.11 as installed)",
                        "sizes", new Verdict.Judged(new Outcome.Passed(12), 1, 1, Map.of("F-13", 2)))),
                reported("org.ringoracle.c.RteRingTest#p", new Entry.PropertyVerdict("RTE_RING (DPDK 22.11.11 as installed)",
                        "lockstep", new Verdict.Judged(new Outcome.Violated("RING-3", "n=1", "why", 2), 1, 1, Map.of()))),
                reported("org.ringoracle.ring.BrokenRingsAreRejectedTest#v", new Entry.PropertyVerdict("FlawedRing X",
                        "lockstep", new Verdict.Judged(new Outcome.Passed(3), 1, 1, Map.of()))),
                reported("org.ringoracle.c.CFindingsTest#f", new Entry.Finding("F-13", "RING-1", "DPDK", "present",
                        "o", "s", "present", "l")),
                reported("org.ringoracle.ring.RingModelTest#p", new Entry.Check("RING-1", 128, 128, "passed")),
                reported("org.ringoracle.ring.RingModelTest#p", new Entry.Check("RING-2", 128, 128, "passed")),
                reported("org.ringoracle.harness.OracleTest#p", new Entry.Check("T-1", 5, 5, "passed"))));
        return file;
    }

    @Test
    void verdictsAreTheCsWithoutTheLibrarysNameSorted(@TempDir Path dir) throws IOException {
        Run r = run("verdicts", recorded(dir).toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out().lines()).containsExactly("finding F-13 present", "verdict RTE_RING lockstep RING-3",
                "verdict RTE_RING sizes passed F-13 x2");
    }

    @Test
    void checksCountThePropertyChecksOutsideTheHarness(@TempDir Path dir) throws IOException {
        Run r = run("checks", recorded(dir).toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("2" + System.lineSeparator());
    }

    @Test
    void aFileItCannotReadOrNoCommandIsAFailureThatSaysWhy(@TempDir Path dir) throws IOException {
        Path old = Files.writeString(dir.resolve("old.tsv"), "kind=run\tstarted=x\n");
        Run r = run("verdicts", old.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("results: ", "old.tsv: not a results file");
        Run none = run();
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("name a command: verdicts or checks");
        assertThat(run("--help").out()).contains("verdicts", "checks");
    }
}
