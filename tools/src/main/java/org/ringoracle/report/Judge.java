package org.ringoracle.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The mutation gate: reads the build's inputs ({@link BuildInputs}), judges PIT's mutants against
 * the baseline of equivalent mutants ({@link Baseline}), writes {@code reports/index.md}
 * ({@link IndexReport}), and fails when a mutant survives that the baseline does not list or a
 * baseline entry names no mutant to excuse (not generated, or killed by a failing test).
 *
 * <p>Run by {@code mvn verify} after PIT: {@code Judge <basedir> <build start> [<ALL report dir>]}.
 */
public final class Judge {

    /** The baseline of equivalent mutants, relative to the project directory. */
    public static final String BASELINE = "tools/src/mutation/equivalent-mutants.tsv";

    private Judge() {
    }

    /**
     * Writes the report and applies the gate.
     *
     * @throws IllegalStateException listing the unexplained mutants and stale entries when the gate fails
     * @throws IOException when an input is missing or malformed
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 3) {
            throw new IllegalArgumentException("usage: Judge <project dir> [<build start, ISO-8601>] [<ALL report dir>]");
        }
        Instant started = null;
        if (args.length > 1 && args[1] != null) {
            try {
                started = Instant.parse(args[1]);
            } catch (DateTimeParseException e) {
                started = null;
            }
        }
        // Maven passes an empty argument as null.
        Path all = args.length > 2 && args[2] != null && !args[2].isBlank() ? Path.of(args[2]) : null;
        Path base = Path.of(args[0]);
        Instant judging = Instant.now();
        BuildInputs in = BuildInputs.read(base, started);
        Baseline.Judgement judgement = Baseline.read(base.resolve(BASELINE)).judge(in.mutants());
        IndexReport report = new IndexReport(started, all);
        report.header(judgement, in.mutants(), in.results(), in.clauses(), in.properties(),
                IndexReport.findingCount(in.findings()));
        report.times(in.results().run(), in.pitXml(), judging);
        report.packages("Mutation score per package (STRONGER)", in.mutants(), judgement);
        report.killCurve(in.traces(), in.mutants());
        report.survivors(judgement);
        report.all(all);
        report.findings(in.findings());
        report.fixtures(in.results());
        report.untested(in.results(), in.properties());
        report.nativeTargets(in.results());
        report.cMutation(base.resolve(IndexReport.C_MUTANTS), in.results().run().finished());
        report.timeToReject(in.results());
        report.examples(in.results());
        report.matrix(in.clauses(), in.properties());
        Path index = base.resolve("reports/index.md");
        Files.writeString(index, report.text(), StandardCharsets.UTF_8);
        if (!judgement.passed()) {
            throw new IllegalStateException(failure(judgement, index));
        }
    }

    static String failure(Baseline.Judgement judgement, Path index) {
        StringBuilder text = new StringBuilder("Mutation gate failed (see " + index + ").\n");
        if (!judgement.unexplained().isEmpty()) {
            text.append("Surviving mutants the baseline ").append(BASELINE).append(" does not list; kill each with a"
                    + " property, or, if it is equivalent, add its line with the reason:\n");
            judgement.unexplained().forEach(m -> text.append("  ").append(m.key())
                    .append("\t<why no test can detect it>\n"));
        }
        if (!judgement.stale().isEmpty()) {
            text.append("Baseline entries that name no mutant to excuse; remove each, or correct its line number if"
                    + " the code only moved. An entry is stale only when its mutant is no longer generated or a test"
                    + " failed against it (PIT status KILLED, with the killing test in reports/pit/mutations.xml); a"
                    + " listed mutant that merely ran past PIT's timeout (TIMED_OUT, as a slow machine can cause)"
                    + " still matches its entry:\n");
            judgement.stale().forEach(s -> text.append("  line ").append(s.entry().lineNumber()).append(": ")
                    .append(s.entry().key()).append("\n    ").append(s.why()).append('\n'));
        }
        return text.toString();
    }
}
