package org.ringoracle.report;

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
import org.ringoracle.record.Codec;
import org.ringoracle.record.Record;

/** The gate and the report end to end, on a project made by hand. */
class JudgeTest {

    @TempDir
    Path project;

    private static String mutation(String status, String clazz, int line) {
        return "<mutation detected='" + !status.equals("SURVIVED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>A.java</sourceFile><mutatedClass>" + clazz + "</mutatedClass><mutatedMethod>f"
                + "</mutatedMethod><methodDescription>()I</methodDescription><lineNumber>" + line + "</lineNumber>"
                + "<mutator>org.pitest.M</mutator><indexes><index>1</index></indexes><blocks><block>1</block></blocks>"
                + "<killingTest/><description>changed it</description></mutation>\n";
    }

    private void write(String path, String text) throws IOException {
        Path file = project.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private void project(String baseline) throws IOException {
        write("specs/a.md", "**A-1 (MUST).** one.\n");
        write("reports/findings.md", "# Findings\n\n## F-1. C wraps (A-1)\n\n- **Fixture:** `CFixture`, rejected by A-1.\n  more\n"
                + "\n## F-2. Nothing keeps it (A-1)\n\ntext\n");
        write("reports/pit/mutations.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations>\n"
                + mutation("KILLED", "p.A", 1) + mutation("TIMED_OUT", "p.A", 2) + mutation("SURVIVED", "p.q.B", 3)
                + "</mutations>\n");
        Codec.write(project.resolve(BuildInputs.RESULTS), List.of(
                new Record.Run(Instant.parse("2026-01-01T00:00:10Z"), Instant.parse("2026-01-01T00:00:25Z"), "20170518",
                        "default", false),
                new Record.TestEnd("x.T#p", "p()", Record.Status.SUCCESSFUL, ""),
                new Record.TestEnd("x.U#untested_trust", "untested_trust()", Record.Status.ABORTED, "cannot see it"),
                reported("x.T#p", new Entry.Check("A-1", 300, 299, "passed")),
                reported("org.ringoracle.harness.H#p", new Entry.Check("T-1", 5, 5, "passed")),
                reported("x.T#b", verdict("Flawed X", "p", new Outcome.Violated("A-1", "len=2: put[1]", "why", 2))),
                reported("x.T#b", verdict("Control", "p", new Outcome.Passed(300))),
                reported("x.T#b", verdict("Control", "q", new Outcome.Untested("cannot see it"))),
                reported("org.ringoracle.c.InstalledLibTest#t",
                        verdict("lib (as installed)", "p", new Outcome.Violated("A-1", "0", "why", 1))),
                reported("org.ringoracle.c.InstalledLibTest#t", verdict("lib (as installed)", "q", new Outcome.Passed(128))),
                reported("org.ringoracle.c.InstalledLibTest#t",
                        verdict("lib (as installed)", "untested_r", new Outcome.Untested("no")))));
        write("tools/src/mutation/equivalent-mutants.tsv", "# header\n" + baseline);
        Files.createDirectories(project.resolve("library/target/classes"));
        Files.createDirectories(project.resolve("library/target/test-classes"));
    }

    private String index() throws IOException {
        return Files.readString(project.resolve("reports/index.md"));
    }

    @Test
    void aListedSurvivorPassesAndEverySectionIsWritten() throws IOException {
        project("p.q.B\tf\t3\tM\tchanged it\tnever reached with a value that tells them apart\n");
        Judge.main(new String[] {project.toString(), "2026-01-01T00:00:00Z", null});
        String index = index();
        assertThat(index).contains("**Mutation gate: PASSED.** 3 mutants (STRONGER, all of `library/src/main`), 2 killed,"
                        + " 1 not killed: 1 listed as equivalent, 0 unexplained; 0 stale baseline entries.",
                "| tests | 2 run: 1 passed, 0 failed, 1 untested (listed under \"Untested\"), 0 disabled |",
                "| properties | 1 generated checks in property tests ran 299 examples |",
                "| clauses | 1 defined in `specs/`, 0 verified by a property, 0 trusted (untested); 0 properties declare an"
                        + " unknown clause |",
                "| broken variants | 3 fixtures judged: 2 rejected, 1 pass every property (controls and the intent) |",
                "| findings | 2 places where C or a library departs from the intent",
                "| start of the build to the first test (compilation; build start has whole seconds) | 10 s |",
                "| tests | 15 s |",
                "| p | 2 | 2 | 1 | 0 | 0 | 0 | 0 | 100.0% | 100.0% |",
                "| p.q | 1 | 0 | 0 | 1 | 0 | 1 | 0 | 0.0% | 0.0% |",
                "| **all** | 3 | 2 | 1 | 1 | 0 | 1 | 0 | 66.7% | 66.7% |",
                "| B | f | 3 | changed it | SURVIVED | never reached with a value that tells them apart |",
                "| F-1 | A-1 | C wraps | `CFixture`, rejected by A-1. more |",
                "| F-2 | A-1 | Nothing keeps it |  |",
                "| Flawed X | p | A-1 | 2 | len=2: put[1] |",
                "| Control | passes all 1 properties run, 1 untested | | | |",
                "| untested_trust |  | U | cannot see it |",
                "| lib (as installed) | 3 | 129 | - | p: A-1 (`0`); 1 untested |",
                "| T#p | A-1 | 299 / 300 | passed |",
                "Not measured by this build.");
        assertThat(index).doesNotContain("H#p").as("an untested property rejects nothing")
                .doesNotContain("| untested_r | untested");
        assertThat(index.indexOf("| p |")).isLessThan(index.indexOf("| p.q |"));
        assertThat(index.indexOf("| p.q |")).isLessThan(index.indexOf("| **all** |"));
    }

    @Test
    void anUnlistedSurvivorOrAStaleEntryFailsAfterTheReportIsWritten() throws IOException {
        project("p.A\tf\t1\tM\tchanged it\tkilled now\n");
        assertThatThrownBy(() -> Judge.main(new String[] {project.toString()}))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("  p.q.B\tf\t3\tM\tchanged it\t<why no test can detect it>")
                .hasMessageContaining("  line 2: p.A\tf\t1\tM");
        assertThat(index()).contains("**Mutation gate: FAILED.**", "| p.q.B | f | 3 | M | changed it | SURVIVED |",
                "- line 2: `p.A f 1 M changed it`");
    }

    /** A listed mutant that timed out (a loaded machine) passes the gate, counted as equivalent, and the report says so. */
    @Test
    void aListedMutantThatTimedOutPassesAndIsReportedAsSuch() throws IOException {
        project("p.A\tf\t2\tM\tchanged it\tonly speed differs\np.q.B\tf\t3\tM\tchanged it\tequivalent\n");
        Judge.main(new String[] {project.toString()});
        assertThat(index()).contains("**Mutation gate: PASSED.** 3 mutants (STRONGER, all of `library/src/main`), 1 killed,"
                        + " 2 not killed: 2 listed as equivalent, 0 unexplained; 0 stale baseline entries.",
                "| p | 2 | 1 | 0 | 0 | 0 | 1 | 0 | 50.0% | 50.0% |",
                "1 of them ran past PIT's timeout in this build instead of surviving",
                "| A | f | 2 | changed it | TIMED_OUT | only speed differs |");
    }

    private static Record.Trace trace(String phase, String test, Record.Status status, long startMillis) {
        return new Record.Trace(phase, test, status, 1_000_000_000L, 3, 32, status == Record.Status.FAILED ? "A-1" : "-",
                3, 7, 0, startMillis, startMillis + 1000);
    }

    private static Record.Reported<Entry> reported(String test, Entry entry) {
        return new Record.Reported<>(test, test.substring(test.indexOf('#') + 1) + "()", entry);
    }

    private static Entry verdict(String fixture, String property, Outcome outcome) {
        return new Entry.PropertyVerdict(fixture, property, new Verdict.Judged(outcome, 1, 1, Map.of()));
    }

    /**
     * Test runs per mutant count only runs under a mutant, not the tests a process reported while
     * finding its units, and leave out the results PIT took from its history (no test ran for them).
     */
    @Test
    void runsPerMutantCountOnlyRunsUnderAMutantOfThisBuild() throws IOException {
        project("p.q.B\tf\t3\tM\tchanged it\tequivalent\n");
        write("reports/pit/mutations.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations>\n"
                + mutation("KILLED", "p.A", 1).replace("<killingTest/>", "<killingTest>x.T.t()</killingTest>")
                + mutation("KILLED", "p.A", 2).replace("numberOfTestsRun='1'", "numberOfTestsRun='0'")
                        .replace("<killingTest/>", "<killingTest>x.T.t()</killingTest>")
                + mutation("SURVIVED", "p.q.B", 3).replace("numberOfTestsRun='1'", "numberOfTestsRun='2'")
                + "</mutations>\n");
        Codec.write(project.resolve(BuildInputs.TRACES + "/7.tsv"), List.of(
                trace("finding", "x.T#t", Record.Status.SUCCESSFUL, 1000),
                trace("finding", "x.T#u", Record.Status.SUCCESSFUL, 2000),
                trace("mutation", "x.T#t", Record.Status.FAILED, 3000),
                trace("mutation", "x.T#t", Record.Status.SUCCESSFUL, 4000),
                trace("mutation", "x.T#u", Record.Status.SUCCESSFUL, 5000)));
        Judge.main(new String[] {project.toString()});
        assertThat(index()).contains(
                "PIT took the results of 1 of the 3 mutants, killed or surviving, from its history",
                "| runs that killed a mutant | 1 | 1.0 |",
                "| **all** | **3** | **3.0** |",
                "2 mutants: 1 killed by a failing test, 0 timed out (each costs PIT's timeout, not traced); 1.50 traced"
                        + " test runs per mutant, 33.3% of them kills.",
                "(`FindingWithoutRunning`): 2 tests reported that way, 2.0 s, not counted above.",
                "summed over the mutants: 3 test units, 1.50 per mutant, 33.3% of them kills.",
                "| from the process's start to its first test under a mutant (finding its units included) | 3.0 | 3000 ms |");
    }

    @Test
    void inputsFromAnEarlierBuildAreRefused() throws IOException {
        project("p.q.B\tf\t3\tM\tchanged it\tequivalent\n");
        assertThatThrownBy(() -> Judge.main(new String[] {project.toString(), "2026-06-01T00:00:00Z"}))
                .isInstanceOf(IOException.class).hasMessage("the test results finished at 2026-01-01T00:00:25Z,"
                        + " before this build started at 2026-06-01T00:00:00Z: run mvn verify without skipping the tests");
        Files.setLastModifiedTime(project.resolve("reports/pit/mutations.xml"),
                java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2026-01-01T00:00:20Z")));
        assertThatThrownBy(() -> Judge.main(new String[] {project.toString()})).isInstanceOf(IOException.class)
                .hasMessage("PIT's report was written at 2026-01-01T00:00:20Z, before the tests finished at"
                        + " 2026-01-01T00:00:25Z: run mvn verify without skipping PIT");
    }

    @Test
    void missingInputsAndBadArgumentsAreNamed() throws IOException {
        assertThatThrownBy(() -> Judge.main(new String[] {project.toString()})).isInstanceOf(IOException.class)
                .hasMessageContaining("mutations.xml is missing: run the whole build, mvn verify");
        assertThatThrownBy(() -> Judge.main(new String[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("usage: Judge <project dir>");
        project("");
        Files.delete(project.resolve("library/target/ringoracle/results.tsv"));
        assertThatThrownBy(() -> Judge.main(new String[] {project.toString()}))
                .hasMessageContaining("results.tsv is missing");
        assertThat(List.of(project.resolve("reports/index.md"))).noneMatch(Files::exists);
    }
}
