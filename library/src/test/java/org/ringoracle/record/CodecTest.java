package org.ringoracle.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
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

/** Every kind of record reads back as written, whatever its values hold; bad lines are refused by name. */
class CodecTest {

    /** One record of each kind, with values that hold the characters the format escapes. */
    static final List<Record> EVERY_KIND = List.of(
            new Record.Run(Instant.parse("2026-12-05T09:00:00Z"), Instant.parse("2026-12-05T09:01:00.5Z"), "20170518",
                    "default", false),
            new Record.TestEnd("a.B#c", "c()", Record.Status.ABORTED, "tab\there, line\nthere, back\\slash\r"),
            new Record.Reported<>("a.B#c", "c()", new Entry.Check("FIFO-5", 128, 7, "FIFO-6")),
            new Record.Reported<>("a.B#c", "c()", new Entry.PropertyVerdict("Flawed X", "p", new Verdict.Judged(
                    new Outcome.Violated("RING-3", "count=4\tstart=-1", "got 3\nwanted 4", 9), 12, 34,
                    Map.of("F-13", 2, "F-10", 1)))),
            new Record.Reported<>("a.B#c", "c()", new Entry.PropertyVerdict("F", "q", new Verdict.Judged(
                    new Outcome.Crashed("RING-1", "n=1", "step 3 put[2]:", "java.lang.Error: x", 3), 1, 2, Map.of()))),
            new Record.Reported<>("a.B#c", "c()", new Entry.PropertyVerdict("F", "r", new Verdict.Judged(
                    new Outcome.Untested("cannot observe"), 0, 1, Map.of()))),
            new Record.Reported<>("a.B#c", "c()", new Entry.PropertyVerdict("F", "s", new Verdict.Judged(
                    new Outcome.Passed(128), 5, 5, Map.of()))),
            new Record.Reported<>("a.B#c", "c()", new Entry.Judged("DPDK 22.11.11", true, "/usr/lib/librte_ring.so")),
            new Record.Reported<>("a.B#c", "c()", new Entry.Judged("CK 0.7.1", false, "/usr/include/ck_ring.h")),
            new Record.Reported<>("a.B#c", "c()",
                    new Entry.Finding("F-13", "RING-1", "DPDK", "present", "0 accepted", "count 0", "present", "l")),
            new Record.Reported<>("a.B#c", "c()", new Entry.Note(Map.of("found", "round 2"))),
            new Record.Trace("mutation", "a.B#c", Record.Status.FAILED, 1_000, 3, 32, "A-1", 3, 7, 1, 2, 3),
            new Record.CMutant("rte_ring.h", "f", 12, "< to <=", "SURVIVED", "-", "a / b", "equivalent", "why", 1_234));

    @Test
    void everyKindReadsBackAsWritten(@TempDir Path dir) throws IOException {
        EVERY_KIND.forEach(r -> assertThat(Codec.record(Codec.line(r))).isEqualTo(r));
        Path file = dir.resolve("r.tsv");
        Codec.write(file, EVERY_KIND);
        assertThat(Codec.read(file)).isEqualTo(EVERY_KIND);
        assertThat(Files.readAllLines(file)).hasSize(EVERY_KIND.size() + 1)
                .first().isEqualTo("kind=format\tname=ring-oracle-results\tversion=2");
    }

    @Test
    void aLineIsTabSeparatedKeyValuesWithItsKindFirstAndNothingElseEscaped() {
        assertThat(Codec.line(new Record.TestEnd("a#b", "b()", Record.Status.SKIPPED, "x\ty\\z\n=")))
                .isEqualTo("kind=test\ttest=a#b\tdisplay=b()\tstatus=SKIPPED\treason=x\\ty\\\\z\\n=");
        assertThat(Codec.line(new Record.Reported<>("a#b", "b()", new Entry.Check("A-1", 2, 1, "passed"))))
                .isEqualTo("kind=check\ttest=a#b\tdisplay=b()\tclause=A-1\tasked=2\tran=1\tresult=passed");
    }

    @Test
    void appendingStartsANewFileWithTheHeaderOnly(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t/7.tsv");
        Codec.append(file, EVERY_KIND.subList(0, 2));
        Codec.append(file, EVERY_KIND.subList(2, 3));
        assertThat(Codec.read(file)).isEqualTo(EVERY_KIND.subList(0, 3));
    }

    @Test
    void filesAndLinesItCannotReadAreRefusedByName(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("r.tsv");
        Files.writeString(file, "kind=run\tstarted=x\n");
        assertThatThrownBy(() -> Codec.read(file)).hasMessageContaining("r.tsv: not a results file");
        Files.writeString(file, "kind=format\tname=ring-oracle-results\tversion=1\n");
        assertThatThrownBy(() -> Codec.read(file)).hasMessageContaining("another version")
                .hasMessageContaining("reads version 2");
        Files.writeString(file, "kind=format\tname=ring-oracle-results\tversion=2\nkind=test\ttest=a\n");
        assertThatThrownBy(() -> Codec.read(file)).hasMessageContaining("r.tsv:2: a test record lacks 'display'");
        assertThatThrownBy(() -> Codec.record("kind=run\tbroken")).hasMessageContaining("'broken' is not key=value");
        assertThatThrownBy(() -> Codec.record("kind=trace\tphase=p\ttest=t\tstatus=FAILED\tnanos=many"))
                .hasMessageContaining("'nanos' is 'many', not a whole number");
        assertThatThrownBy(() -> Codec.record("kind=test\ttest=t\tdisplay=d\tstatus=GREEN\treason="))
                .hasMessageContaining("'status' is 'GREEN'");
        assertThatThrownBy(() -> Codec.record("kind=test\ttest=t\\q\tdisplay=d\tstatus=FAILED\treason="))
                .hasMessageContaining("'\\q'");
        assertThatThrownBy(() -> Codec.record("kind=run\tstarted=soon\tfinished=x\tseed=1\texamples=1\texplore=false"))
                .hasMessageContaining("'started' is 'soon', not an ISO-8601 instant");
    }

    @Test
    void resultsStartWithTheirRunAndGiveEachKindOfEntry(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("r.tsv");
        Codec.write(file, EVERY_KIND);
        Results results = Results.read(file);
        assertThat(results.run()).isEqualTo(EVERY_KIND.get(0));
        assertThat(results.tests()).containsExactly((Record.TestEnd) EVERY_KIND.get(1));
        assertThat(results.entries(Entry.PropertyVerdict.class)).hasSize(4);
        assertThat(results.entries(Entry.Check.class)).extracting(r -> r.entry().ran()).containsExactly(7);
        assertThat(results.entries(Entry.Note.class)).extracting(r -> r.entry().values())
                .containsExactly(Map.of("found", "round 2"));
        Codec.write(file, EVERY_KIND.subList(1, 3));
        assertThatThrownBy(() -> Results.read(file)).hasMessageContaining("does not start with the run record");
    }
}
