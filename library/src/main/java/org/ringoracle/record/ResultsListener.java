package org.ringoracle.record;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import org.ringoracle.harness.Entry;
import org.ringoracle.harness.Settings;

/**
 * Collects what the report needs from a test run (start and end, each test's result, every report
 * entry) and writes it to the file named by {@link Results#FILE} when the run ends. Without that
 * system property (as under mutation analysis) it does nothing.
 *
 * <p>With {@link Results#TRACE} naming a directory (as PIT's test processes are started), it
 * also appends one {@link Record.Trace} per test to {@code <directory>/<process id>.tsv}
 * when each test plan ends: the phase (PIT's {@code coverage} process, or a mutation process
 * {@code finding} its units or running them against a {@code mutation}), the test, its status,
 * its nanoseconds, the examples its checks ran and asked for, the clause and examples of the
 * check that failed, if one did, and, to see what a process spends outside its tests, the process
 * id, the wall-clock milliseconds at which the process started and the test started and ended.
 * Under mutation analysis a failed test is a killed mutant: this is what the kill curve is made of.
 */
public final class ResultsListener implements TestExecutionListener {

    private static final List<Record> RECORDS = new ArrayList<>();
    private static final Map<String, Trace> TRACES = new LinkedHashMap<>();
    private static final List<Record> TRACED = new ArrayList<>();
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
            add(new Record.TestEnd(name(test), test.getDisplayName(), Record.Status.SKIPPED, String.valueOf(reason)));
        }
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (test.isTest()) {
            Record.Status status = Record.Status.valueOf(result.getStatus().name());
            String reason = status == Record.Status.ABORTED
                    ? result.getThrowable().map(Throwable::getMessage).map(String::valueOf).orElse("") : "";
            add(new Record.TestEnd(name(test), test.getDisplayName(), status, reason));
            trace(test, status);
        }
    }

    @Override
    public void reportingEntryPublished(TestIdentifier test, ReportEntry published) {
        Entry entry = Entry.of(published.getKeyValuePairs());
        synchronized (RECORDS) {
            Trace trace = TRACES.get(test.getUniqueId());
            if (trace != null && entry instanceof Entry.Check check) {
                trace.ran += check.ran();
                trace.asked += check.asked();
                if (!check.result().equals("passed")) {
                    trace.failed = check.clause();
                    trace.failedRan = check.ran();
                }
            }
        }
        add(new Record.Reported<>(name(test), test.getDisplayName(), entry));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        appendTraces();
        String file = System.getProperty(Results.FILE);
        if (file == null) {
            return;
        }
        List<Record> records = new ArrayList<>();
        synchronized (RECORDS) {
            Settings settings = Settings.fromSystem();
            records.add(new Record.Run(started, Instant.now(), settings.fixedSeed() != null
                    ? settings.fixedSeed().toString() : settings.explore() ? "random" : Long.toString(Settings.DEFAULT_SEED),
                    settings.fixedExamples() == null ? "default" : settings.fixedExamples().toString(),
                    settings.explore()));
            records.addAll(RECORDS);
        }
        try {
            Codec.write(Path.of(file), records);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends the trace of {@code test}, if it is traced, as a record waiting for {@link #appendTraces}. */
    private static void trace(TestIdentifier test, Record.Status status) {
        synchronized (RECORDS) {
            Trace trace = TRACES.remove(test.getUniqueId());
            if (trace == null) {
                return;
            }
            // PIT's coverage process runs org.pitest.coverage.execute.CoverageMinion, the others MutationTestMinion,
            // which first find their units (FindingWithoutRunning) and then run them against mutants.
            String phase = System.getProperty("sun.java.command", "").contains("Coverage") ? "coverage"
                    : FindingWithoutRunning.finding() ? "finding" : "mutation";
            TRACED.add(new Record.Trace(phase, name(test), status, System.nanoTime() - trace.start, trace.ran,
                    trace.asked, trace.failed.isEmpty() ? "-" : trace.failed, trace.failedRan,
                    ProcessHandle.current().pid(), PROCESS_START_MILLIS, trace.startMillis, System.currentTimeMillis()));
        }
    }

    private static void appendTraces() {
        String dir = System.getProperty(Results.TRACE);
        if (dir == null) {
            return;
        }
        List<Record> traced;
        synchronized (RECORDS) {
            traced = List.copyOf(TRACED);
            TRACED.clear();
        }
        try {
            Codec.append(Path.of(dir, ProcessHandle.current().pid() + ".tsv"), traced);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Keeps a record for the results file; none when no file is asked for (PIT's processes). */
    private static void add(Record record) {
        if (System.getProperty(Results.FILE) == null) {
            return;
        }
        synchronized (RECORDS) {
            RECORDS.add(record);
        }
    }

    private static String name(TestIdentifier test) {
        return test.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast)
                .map(m -> m.getClassName() + "#" + m.getMethodName()).orElse(test.getUniqueId());
    }
}
