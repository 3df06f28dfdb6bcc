package org.ringoracle.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The mutation gate on hand-made PIT reports and baselines. */
class BaselineTest {

    @TempDir
    Path dir;

    private static final String XML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <mutations partial="true">
            <mutation detected='true' status='KILLED' numberOfTestsRun='1'><sourceFile>A.java</sourceFile>\
            <mutatedClass>p.A</mutatedClass><mutatedMethod>f</mutatedMethod><methodDescription>()I</methodDescription>\
            <lineNumber>10</lineNumber><mutator>org.pitest.mutationtest.engine.gregor.mutators.MathMutator</mutator>\
            <indexes><index>3</index></indexes><blocks><block>1</block></blocks><killingTest>p.ATest.t()</killingTest>\
            <description>Replaced integer addition with subtraction</description></mutation>
            <mutation detected='false' status='SURVIVED' numberOfTestsRun='2'><sourceFile>A.java</sourceFile>\
            <mutatedClass>p.A</mutatedClass><mutatedMethod>&lt;init&gt;</mutatedMethod><methodDescription>()V</methodDescription>\
            <lineNumber>7</lineNumber><mutator>org.pitest.mutationtest.engine.gregor.mutators.ConditionalsBoundaryMutator</mutator>\
            <indexes><index>5</index></indexes><blocks><block>0</block></blocks><killingTest/>\
            <description>changed conditional boundary</description></mutation>
            <mutation detected='false' status='NO_COVERAGE' numberOfTestsRun='0'><sourceFile>B.java</sourceFile>\
            <mutatedClass>p.q.B</mutatedClass><mutatedMethod>main</mutatedMethod><methodDescription>()V</methodDescription>\
            <lineNumber>3</lineNumber><mutator>org.pitest.mutationtest.engine.gregor.mutators.VoidMethodCallMutator</mutator>\
            <indexes><index>1</index></indexes><blocks><block>0</block></blocks><killingTest/>\
            <description>removed call to java/lang/System::exit</description></mutation>
            </mutations>
            """;

    private List<Mutant> mutants() throws IOException {
        Path xml = dir.resolve("mutations.xml");
        Files.writeString(xml, XML);
        return Mutant.read(xml);
    }

    private Baseline baseline(String... lines) throws IOException {
        Path file = dir.resolve("baseline.tsv");
        Files.write(file, List.of(lines));
        return Baseline.read(file);
    }

    @Test
    void pitsXmlIsReadWithTheMutatorsSimpleName() throws IOException {
        assertThat(mutants()).containsExactly(
                new Mutant("p.A", "f", 10, "MathMutator", "Replaced integer addition with subtraction", "KILLED", true,
                        1, "p.ATest.t()"),
                new Mutant("p.A", "<init>", 7, "ConditionalsBoundaryMutator", "changed conditional boundary",
                        "SURVIVED", false, 2, ""),
                new Mutant("p.q.B", "main", 3, "VoidMethodCallMutator", "removed call to java/lang/System::exit",
                        "NO_COVERAGE", false, 0, ""));
        assertThat(mutants().get(2).packageName()).isEqualTo("p.q");
    }

    @Test
    void everyUndetectedMutantListedPasses() throws IOException {
        Baseline.Judgement judgement = baseline("# comment", "",
                "p.A\t<init>\t7\tConditionalsBoundaryMutator\tchanged conditional boundary\tnever 65535",
                "p.q.B\tmain\t3\tVoidMethodCallMutator\tremoved call to java/lang/System::exit\tSystem.exit")
                .judge(mutants());
        assertThat(judgement.passed()).isTrue();
        assertThat(judgement.equivalent()).hasSize(2);
        assertThat(judgement.equivalent().keySet()).extracting(Baseline.Entry::reason)
                .containsExactly("never 65535", "System.exit");
    }

    @Test
    void anUnlistedSurvivorFailsAndIsNamedWithItsLineToComplete() throws IOException {
        Baseline.Judgement judgement = baseline("p.q.B\tmain\t3\tVoidMethodCallMutator"
                + "\tremoved call to java/lang/System::exit\tSystem.exit").judge(mutants());
        assertThat(judgement.passed()).isFalse();
        assertThat(judgement.unexplained()).extracting(Mutant::key)
                .containsExactly("p.A\t<init>\t7\tConditionalsBoundaryMutator\tchanged conditional boundary");
        assertThat(Judge.failure(judgement, Path.of("reports/index.md"))).contains("  p.A\t<init>\t7"
                + "\tConditionalsBoundaryMutator\tchanged conditional boundary\t<why no test can detect it>\n");
    }

    /** A new survivor on a line the baseline lists for another mutation is not excused by that entry. */
    @Test
    void aNewSurvivorOnAListedLineFails() throws IOException {
        List<Mutant> mutants = new java.util.ArrayList<>(mutants());
        mutants.add(new Mutant("p.A", "<init>", 7, "ConditionalsBoundaryMutator", "changed conditional boundary",
                "SURVIVED", false, 2, ""));
        mutants.add(new Mutant("p.A", "<init>", 7, "RemoveConditionalMutator_EQUAL_ELSE",
                "removed conditional - replaced equality check with false", "SURVIVED", false, 2, ""));
        Baseline.Judgement judgement = baseline(
                "p.A\t<init>\t7\tConditionalsBoundaryMutator\tchanged conditional boundary\tnever 65535",
                "p.q.B\tmain\t3\tVoidMethodCallMutator\tremoved call to java/lang/System::exit\tSystem.exit")
                .judge(mutants);
        assertThat(judgement.passed()).isFalse();
        assertThat(judgement.unexplained()).extracting(Mutant::mutator)
                .containsExactly("ConditionalsBoundaryMutator", "RemoveConditionalMutator_EQUAL_ELSE");
    }

    /** {@code m} with another status, as a run on a machine of another speed reports it. */
    private static Mutant withStatus(Mutant m, String status, boolean detected) {
        return new Mutant(m.mutatedClass(), m.method(), m.line(), m.mutator(), m.description(), status, detected,
                m.testsRun(), m.killingTest());
    }

    private static final String SURVIVOR_ENTRY =
            "p.A\t<init>\t7\tConditionalsBoundaryMutator\tchanged conditional boundary\tonly speed differs";
    private static final String EXIT_ENTRY =
            "p.q.B\tmain\t3\tVoidMethodCallMutator\tremoved call to java/lang/System::exit\tSystem.exit";

    /**
     * A listed speed-only mutant that ran past PIT's timeout on a loaded machine matches its entry
     * as it does when it survives: the gate passes, counts it as equivalent and not as killed, and
     * says it timed out.
     */
    @Test
    void anEntryWhoseMutantTimedOutPasses() throws IOException {
        List<Mutant> loaded = new java.util.ArrayList<>(mutants());
        loaded.set(1, withStatus(loaded.get(1), "TIMED_OUT", true));
        Baseline.Judgement judgement = baseline(SURVIVOR_ENTRY, EXIT_ENTRY).judge(loaded);
        assertThat(judgement.passed()).isTrue();
        assertThat(judgement.stale()).isEmpty();
        assertThat(judgement.equivalent().values()).containsExactly(loaded.get(1), loaded.get(2));
        assertThat(judgement.timedOut()).containsExactly(loaded.get(1));
        assertThat(loaded).filteredOn(judgement::killed).containsExactly(loaded.get(0));
    }

    /** A survivor and a timed-out mutant with one key: the entry excuses the survivor, the other stays killed. */
    @Test
    void anEntryPrefersItsSurvivorToATimedOutTwin() throws IOException {
        List<Mutant> mutants = new java.util.ArrayList<>(mutants());
        Mutant twin = withStatus(mutants.get(1), "TIMED_OUT", true);
        mutants.add(0, twin);
        Baseline.Judgement judgement = baseline(SURVIVOR_ENTRY, EXIT_ENTRY).judge(mutants);
        assertThat(judgement.passed()).isTrue();
        assertThat(judgement.excused(mutants.get(2))).isTrue();
        assertThat(judgement.killed(twin)).isTrue();
        assertThat(judgement.timedOut()).isEmpty();
    }

    /**
     * An entry whose mutant a test killed, or whose mutant is no longer generated, is stale; the
     * message says which, names the killing test, and tells a kill from a timeout.
     */
    @Test
    void anEntryForAKilledOrVanishedMutantIsStale() throws IOException {
        Baseline.Judgement judgement = baseline(SURVIVOR_ENTRY, EXIT_ENTRY,
                "p.A\tf\t10\tMathMutator\tReplaced integer addition with subtraction\tkilled now",
                "p.A\tf\t11\tMathMutator\tReplaced integer addition with subtraction\tline moved").judge(mutants());
        assertThat(judgement.passed()).isFalse();
        assertThat(judgement.unexplained()).isEmpty();
        assertThat(judgement.stale()).extracting(s -> s.entry().lineNumber()).containsExactly(3, 4);
        assertThat(Judge.failure(judgement, Path.of("i.md")))
                .contains("  line 3: p.A\tf\t10\tMathMutator\tReplaced integer addition with subtraction\n"
                                + "    PIT status KILLED, killing test p.ATest.t(): a test failed against it",
                        "  line 4: p.A\tf\t11\tMathMutator\tReplaced integer addition with subtraction\n"
                                + "    no mutant with this class, method, line, mutator and description is generated"
                                + " any more",
                        "merely ran past PIT's timeout (TIMED_OUT, as a slow machine can cause) still matches its entry");
    }

    @Test
    void aMalformedBaselineIsRefusedWithItsLine() {
        assertThatThrownBy(() -> baseline("p.A\tf\t10\tMathMutator\tdescription")).isInstanceOf(IOException.class)
                .hasMessageContaining("baseline.tsv:1: expected class, method, line, mutator, description, reason, separated by tabs");
        assertThatThrownBy(() -> baseline("p.A\tf\t10\tMathMutator\td\t ")).hasMessageContaining("baseline.tsv:1:");
        assertThatThrownBy(() -> baseline("#", "p.A\tf\tten\tMathMutator\td\twhy"))
                .hasMessageContaining("baseline.tsv:2: line 'ten' is not a line number");
        assertThatThrownBy(() -> baseline("p.A\tf\t1\tM\td\twhy", "p.A\tf\t1\tM\td\twhy again"))
                .hasMessageContaining("baseline.tsv:2: repeats the mutant of line 1");
    }

    /**
     * The fingerprint depends on the gate's verdicts, not on the report's order nor on the
     * machine's speed: a killed mutant that times out instead, and a listed equivalent one that
     * times out instead of surviving, leave it as it is; a survivor that is killed changes it.
     */
    @Test
    void theFingerprintDependsOnVerdictsNotOnOrderNorOnTimingOut() throws IOException {
        Baseline baseline = baseline(SURVIVOR_ENTRY, EXIT_ENTRY);
        List<Mutant> idle = mutants();
        String print = IndexReport.fingerprint(idle, baseline.judge(idle));
        List<Mutant> reversed = new java.util.ArrayList<>(idle);
        java.util.Collections.reverse(reversed);
        assertThat(IndexReport.fingerprint(reversed, baseline.judge(reversed))).isEqualTo(print).hasSize(64);
        List<Mutant> loaded = List.of(withStatus(idle.get(0), "TIMED_OUT", true),
                withStatus(idle.get(1), "TIMED_OUT", true), idle.get(2));
        assertThat(baseline.judge(loaded).passed()).isTrue();
        assertThat(IndexReport.fingerprint(loaded, baseline.judge(loaded))).isEqualTo(print);
        List<Mutant> killed = List.of(idle.get(0), withStatus(idle.get(1), "KILLED", true), idle.get(2));
        assertThat(IndexReport.fingerprint(killed, baseline.judge(killed))).isNotEqualTo(print);
        assertThat(IndexReport.fingerprint(idle, null)).isNotEqualTo(print);
    }

    @Test
    void timesAndPercentagesReadAsAPersonWritesThem() {
        java.time.Instant t = java.time.Instant.parse("2026-01-01T00:00:00Z");
        assertThat(IndexReport.time(t, t.plusMillis(2_345))).isEqualTo("2.3 s");
        assertThat(IndexReport.time(t, t.plusSeconds(42))).isEqualTo("42 s");
        assertThat(IndexReport.time(t, t.plusSeconds(329))).isEqualTo("5 min 29 s");
        assertThat(IndexReport.percent(1076, 1083)).isEqualTo("99.4%");
        assertThat(IndexReport.percent(0, 0)).isEqualTo("-");
    }
}
