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
 */
public final class ResultsListener implements TestExecutionListener {

    private static final List<Map<String, String>> RECORDS = new ArrayList<>();
    private static Instant started;

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
            add(test, "test", Map.of("status", result.getStatus().name()));
        }
    }

    @Override
    public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
        add(test, entry.getKeyValuePairs().containsKey("fixture") ? "verdict" : "check", entry.getKeyValuePairs());
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
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

    private static void add(TestIdentifier test, String kind, Map<String, String> values) {
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
