package org.ringoracle.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.ringoracle.record.Codec;
import org.ringoracle.record.Record;
import org.ringoracle.record.Results;

/**
 * What the gate and the report read from one build: PIT's mutants, the test run's records, the
 * clauses of the specs, the properties with the clauses they declare, and the findings. Refuses
 * inputs that are missing or were left by an earlier build.
 *
 * @param pitXml PIT's {@code mutations.xml}
 * @param mutants the mutants in it
 * @param results the records of {@code library/target/ringoracle/results.tsv}
 * @param clauses the clauses defined in {@code specs/}
 * @param properties each property with the clauses it declares
 * @param findings the text of {@code reports/findings.md}
 * @param traces the per-test records PIT's test processes left in {@code library/target/pit-trace}
 *     during this build (see {@code org.ringoracle.record.ResultsListener}); empty when there are none
 */
public record BuildInputs(Path pitXml, List<Mutant> mutants, Results results,
        List<Traceability.Clause> clauses, Map<String, List<String>> properties, String findings,
        List<Record.Trace> traces) {

    /** Where PIT's test processes leave their traces, relative to the project directory. */
    public static final String TRACES = "library/target/pit-trace";

    /** The records of the library's test run, relative to the top of the build. */
    public static final String RESULTS = "library/target/ringoracle/results.tsv";

    /**
     * Reads the inputs of the build in {@code base} that started at {@code buildStarted} (or
     * {@code null} when unknown).
     *
     * @throws IOException naming the input that is missing, malformed or older than this build
     */
    public static BuildInputs read(Path base, Instant buildStarted) throws IOException {
        Path xml = base.resolve("reports/pit/mutations.xml");
        Path results = base.resolve(RESULTS);
        for (Path input : List.of(xml, results)) {
            if (!Files.isRegularFile(input)) {
                throw new IOException(input + " is missing: run the whole build, mvn verify (tests, then PIT)");
            }
        }
        List<Mutant> mutants = Mutant.read(xml);
        Results records = Results.read(results);
        requireThisBuild(records.run(), xml, buildStarted);
        return new BuildInputs(xml, mutants, records, Traceability.clauses(base.resolve("specs")),
                Traceability.properties(base.resolve("library/target/classes"), base.resolve("library/target/test-classes")),
                Files.readString(base.resolve("reports/findings.md")),
                traces(base.resolve(TRACES), records.run().finished()));
    }

    /** The trace records of the files in {@code dir} written after {@code testsFinished} (this build's PIT). */
    static List<Record.Trace> traces(Path dir, Instant testsFinished) throws IOException {
        List<Record.Trace> traces = new java.util.ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return traces;
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                if (file.toString().endsWith(".tsv")
                        && Files.getLastModifiedTime(file).toInstant().isAfter(testsFinished)) {
                    Codec.read(file).stream().filter(Record.Trace.class::isInstance).map(Record.Trace.class::cast)
                            .forEach(traces::add);
                }
            }
        }
        return traces;
    }

    /**
     * Refuses inputs left by an earlier build: test results that finished before this build
     * started (tests skipped), or a PIT report older than the tests (PIT skipped).
     */
    private static void requireThisBuild(Record.Run run, Path xml, Instant buildStarted) throws IOException {
        Instant testsFinished = run.finished();
        if (buildStarted != null && testsFinished.isBefore(buildStarted)) {
            throw new IOException("the test results finished at " + testsFinished + ", before this build started at "
                    + buildStarted + ": run mvn verify without skipping the tests");
        }
        Instant pitFinished = Files.getLastModifiedTime(xml).toInstant();
        if (pitFinished.isBefore(testsFinished)) {
            throw new IOException("PIT's report was written at " + pitFinished + ", before the tests finished at "
                    + testsFinished + ": run mvn verify without skipping PIT");
        }
    }
}
