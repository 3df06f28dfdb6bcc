package org.ringoracle.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.ringoracle.harness.Settings;

/**
 * Collects what the report needs from a test run (start and end, each test's result, every report
 * entry) and writes it to the file named by {@link Results#FILE} when the run ends. Without that
 * system property (as under mutation analysis) it does nothing.
 *
 * <p>With {@link Results#TRACE} naming a directory (as PIT's test processes are started), it
 * also appends one {@code kind=trace} record per test to {@code <directory>/<process id>.tsv}
 * when each test plan ends: the phase (PIT's {@code coverage} process, or a mutation process
 * {@code finding} its units or running them against a {@code mutation}), the test, its status,
 * its nanoseconds, the examples its checks ran and asked for, the clause and examples of the
 * check that failed, if one did, and, to see what a process spends outside its tests, the process
 * id, the wall-clock milliseconds at which the process started and the test started and ended.
 * Under mutation analysis a failed test is a killed mutant: this is what the kill curve is made of.
 */
public final class ResultsListener implements TestExecutionListener {

    private static final List<Map<String, String>> RECORDS = new ArrayList<>();
    private static final Map<String, Trace> TRACES = new LinkedHashMap<>();
    private static final List<String> TRACED = new ArrayList<>();
    private static Instant started;
    private static final long PROCESS_START_MILLIS =
            java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();

    /** One test of a traced plan: its start and the checks it published so far. */
    private static final class Trace {
        final long start = System.nanoTime();
        final long startMillis = System.currentTimeMillis();
        int ran;
        int asked;
        String failed = "";
        int failedRan;
    }

    @Override
    public void executionStarted(TestIdentifier test) {
        if (test.isTest() && System.getProperty(Results.TRACE) != null) {
            synchronized (RECORDS) {
                TRACES.put(test.getUniqueId(), new Trace());
            }
        }
    }

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        synchronized (RECORDS) {
            if (started == null) {
                started = Instant.now();
            }
        }
    }

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        if (test.isTest()) {
            add(test, "test", Map.of("status", "SKIPPED"));
        }
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (test.isTest()) {
            Map<String, String> values = new LinkedHashMap<>(Map.of("status", result.getStatus().name()));
            if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
                values.put("reason", result.getThrowable().map(Throwable::getMessage).map(String::valueOf).orElse(""));
            }
            add(test, "test", values);
            trace(test, result.getStatus().name());
        }
    }

    @Override
    public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
        Map<String, String> values = entry.getKeyValuePairs();
        synchronized (RECORDS) {
            Trace trace = TRACES.get(test.getUniqueId());
            if (trace != null && values.containsKey("ran")) {
                trace.ran += Integer.parseInt(values.get("ran"));
                trace.asked += Integer.parseInt(values.get("asked"));
                if (!values.get("result").equals("passed")) {
                    trace.failed = values.get("clause");
                    trace.failedRan = Integer.parseInt(values.get("ran"));
                }
            }
        }
        add(test, values.getOrDefault("kind", values.containsKey("fixture") ? "verdict" : "check"), values);
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        appendTraces();
        String file = System.getProperty(Results.FILE);
        if (file == null) {
            return;
        }
        List<String> lines = new ArrayList<>();
        synchronized (RECORDS) {
            Settings settings = Settings.fromSystem();
            lines.add(Results.line(Map.of("kind", "run", "started", started.toString(), "finished",
                    Instant.now().toString(), "seed", settings.fixedSeed() != null ? settings.fixedSeed().toString()
                            : settings.explore() ? "random" : Long.toString(Settings.DEFAULT_SEED),
                    "examples", settings.fixedExamples() == null ? "default" : settings.fixedExamples().toString(),
                    "explore", Boolean.toString(settings.explore()))));
            RECORDS.forEach(record -> lines.add(Results.line(record)));
        }
        try {
            Path path = Path.of(file);
            Files.createDirectories(path.getParent());
            Files.write(path, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends the trace of {@code test}, if it is traced, as a record waiting for {@link #appendTraces}. */
    private static void trace(TestIdentifier test, String status) {
        synchronized (RECORDS) {
            Trace trace = TRACES.get(test.getUniqueId());
            if (trace == null) {
                return;
            }
            TRACES.remove(test.getUniqueId());
            Map<String, String> record = new LinkedHashMap<>();
            record.put("kind", "trace");
            // PIT's coverage process runs org.pitest.coverage.execute.CoverageMinion, the others MutationTestMinion,
            // which first find their units (FindingWithoutRunning) and then run them against mutants.
            record.put("phase", System.getProperty("sun.java.command", "").contains("Coverage") ? "coverage"
                    : FindingWithoutRunning.finding() ? "finding" : "mutation");
            record.put("test", name(test));
            record.put("status", status);
            record.put("nanos", Long.toString(System.nanoTime() - trace.start));
            record.put("ran", Integer.toString(trace.ran));
            record.put("asked", Integer.toString(trace.asked));
            record.put("failed", trace.failed.isEmpty() ? "-" : trace.failed);
            record.put("failedRan", Integer.toString(trace.failedRan));
            record.put("pid", Long.toString(ProcessHandle.current().pid()));
            record.put("processStartMillis", Long.toString(PROCESS_START_MILLIS));
            record.put("startMillis", Long.toString(trace.startMillis));
            record.put("endMillis", Long.toString(System.currentTimeMillis()));
            TRACED.add(Results.line(record));
        }
    }

    private static void appendTraces() {
        String dir = System.getProperty(Results.TRACE);
        if (dir == null) {
            return;
        }
        List<String> lines;
        synchronized (RECORDS) {
            lines = List.copyOf(TRACED);
            TRACED.clear();
        }
        try {
            Path path = Path.of(dir, ProcessHandle.current().pid() + ".tsv");
            Files.createDirectories(path.getParent());
            Files.write(path, lines, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Keeps a record for the results file; none when no file is asked for (PIT's processes). */
    private static void add(TestIdentifier test, String kind, Map<String, String> values) {
        if (System.getProperty(Results.FILE) == null) {
            return;
        }
        Map<String, String> record = new LinkedHashMap<>();
        record.put("kind", kind);
        record.put("test", name(test));
        record.put("display", test.getDisplayName());
        record.putAll(new java.util.TreeMap<>(values));
        synchronized (RECORDS) {
            RECORDS.add(record);
        }
    }

    private static String name(TestIdentifier test) {
        return test.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast)
                .map(m -> m.getClassName() + "#" + m.getMethodName()).orElse(test.getUniqueId());
    }
}
