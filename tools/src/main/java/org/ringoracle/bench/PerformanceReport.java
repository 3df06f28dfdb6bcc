package org.ringoracle.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link SingleThread} and {@link TwoThreads} ({@value #FORKS} forks, with JMH's allocation
 * profiler) and writes the ratios of every contender to JCTools' SpscArrayQueue, and each score
 * with the error JMH reports, as a markdown page. Usage:
 * {@code PerformanceReport <output file> <command that reproduces it>}.
 */
public final class PerformanceReport {

    /** Forks per benchmark: JMH's error then spans the variation between JVMs, not only within one. */
    static final int FORKS = 3;

    /** The column every ratio is taken to. */
    static final Contender BASE = Contender.JCTOOLS_SPSC_ARRAY_QUEUE;

    private PerformanceReport() {
    }

    /** One measured column: a benchmark at one batch size. */
    private record Column(String title, String benchmark, int batch, boolean allocation) {
    }

    private static final Column[] COLUMNS = {
        new Column("batch 1", "SingleThread.putThenGet", 1, false),
        new Column("batch 32", "SingleThread.putThenGet", 32, false),
        new Column("two threads, batch 1", "TwoThreads.spsc", 1, false),
        new Column("two threads, batch 32", "TwoThreads.spsc", 32, false),
        new Column("bytes per element, batch 1", "SingleThread.putThenGet", 1, true),
        new Column("bytes per element, batch 32", "SingleThread.putThenGet", 32, true),
    };

    public static void main(String[] args) throws RunnerException, IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: PerformanceReport <output file> <command that reproduces it>");
        }
        Instant started = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Options options = new OptionsBuilder()
                .include(SingleThread.class.getName() + "|" + TwoThreads.class.getName())
                .forks(FORKS)
                .warmupIterations(3).warmupTime(TimeValue.seconds(1))
                .measurementIterations(5).measurementTime(TimeValue.seconds(1))
                .addProfiler(GCProfiler.class)
                // Agrona reaches jdk.internal.misc.Unsafe.
                .jvmArgsAppend("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED")
                .build();
        Collection<RunResult> results = new Runner(options).run();
        requireEvery(measures(results));
        Files.writeString(Path.of(args[0]), page(results, started, args[1]), StandardCharsets.UTF_8);
    }

    /**
     * Refuses a run with a cell of the table missing (JMH reports a failing benchmark and goes on).
     *
     * @throws IllegalStateException naming the columns and contenders without a result
     */
    static void requireEvery(Map<Column, Map<Contender, Double>> measures) {
        List<String> missing = new java.util.ArrayList<>();
        measures.forEach((column, values) -> {
            for (Contender contender : Contender.values()) {
                boolean expected = contender.threadSafe() || column.benchmark().startsWith("SingleThread");
                if (expected && !values.containsKey(contender)) {
                    missing.add(column.title() + ": " + contender);
                }
            }
        });
        if (!missing.isEmpty()) {
            throw new IllegalStateException("benchmarks without a result (see JMH's output above): " + missing);
        }
    }

    /** A measure and JMH's error on it (the half-width of its 99.9% confidence interval), in the same unit. */
    record Score(double value, double error) {
    }

    /** Elements per microsecond, or bytes allocated per element, per column and contender. */
    private static Map<Column, Map<Contender, Score>> scores(Collection<RunResult> results) {
        Map<Column, Map<Contender, Score>> measures = new LinkedHashMap<>();
        for (Column column : COLUMNS) {
            Map<Contender, Score> values = new EnumMap<>(Contender.class);
            for (RunResult run : results) {
                String benchmark = run.getParams().getBenchmark();
                int batch = Integer.parseInt(run.getParams().getParam("batch"));
                if (!benchmark.endsWith(column.benchmark()) || batch != column.batch()) {
                    continue;
                }
                Contender contender = Contender.valueOf(run.getParams().getParam("contender"));
                double perOperation = batch * (column.benchmark().startsWith("TwoThreads") ? 0.5 : 1.0);
                if (column.allocation()) {
                    Result<?> bytes = run.getSecondaryResults().get("gc.alloc.rate.norm");
                    values.put(contender, bytes == null ? new Score(Double.NaN, Double.NaN)
                            : new Score(bytes.getScore() / perOperation, bytes.getScoreError() / perOperation));
                } else {
                    Result<?> primary = run.getPrimaryResult();
                    values.put(contender, new Score(primary.getScore() * perOperation,
                            primary.getScoreError() * perOperation));
                }
            }
            measures.put(column, values);
        }
        return measures;
    }

    /** The measures without their errors. */
    private static Map<Column, Map<Contender, Double>> measures(Collection<RunResult> results) {
        Map<Column, Map<Contender, Double>> measures = new LinkedHashMap<>();
        scores(results).forEach((column, values) -> {
            Map<Contender, Double> plain = new EnumMap<>(Contender.class);
            values.forEach((contender, score) -> plain.put(contender, score.value()));
            measures.put(column, plain);
        });
        return measures;
    }

    static String page(Collection<RunResult> results, Instant started, String command) {
        Map<Column, Map<Contender, Double>> measures = measures(results);
        StringBuilder page = new StringBuilder();
        page.append("# Performance: the optimised code against its peers\n\n");
        page.append("Written by `").append(command).append("` on ").append(started).append(" (JMH 1.37, ")
                .append(FORKS).append(" forks of 3 warm-up and 5 measured iterations of 1 s each, `-prof gc`; ")
                .append(machine()).append(", Java ").append(System.getProperty("java.version"))
                .append("). Absolute numbers change with the machine and its load, ratios less so. Not edited by")
                .append(" hand.\n\n");
        page.append("Throughput columns: elements moved per microsecond as a ratio to JCTools SpscArrayQueue (")
                .append("offer/poll one element at a time) in the same column; above 1 is faster. Allocation columns:")
                .append(" bytes allocated per element moved (JMH's `gc.alloc.rate.norm` divided by the batch).")
                .append(" One thread: put a batch, take it back. Two threads: one producer, one consumer, each")
                .append(" retrying until its whole batch moved. The rings are for one thread at a time and have no")
                .append(" two-thread columns.\n\n");
        page.append("| contender |");
        for (Column column : COLUMNS) {
            page.append(' ').append(column.title()).append(" |");
        }
        page.append("\n|---|");
        page.append("---:|".repeat(COLUMNS.length)).append('\n');
        for (Contender contender : Contender.values()) {
            page.append("| ").append(name(contender)).append(" |");
            for (Column column : COLUMNS) {
                Double value = measures.get(column).get(contender);
                Double base = measures.get(column).get(BASE);
                String cell = value == null ? "-"
                        : column.allocation() ? String.format(Locale.ROOT, "%.2f", value)
                        : base == null || base == 0 ? "?" : String.format(Locale.ROOT, "%.2fx", value / base);
                page.append(' ').append(cell).append(" |");
            }
            page.append('\n');
        }
        page.append("\nThe base, JCTools SpscArrayQueue, in elements per microsecond:");
        for (Column column : COLUMNS) {
            Double base = measures.get(column).get(BASE);
            if (!column.allocation() && base != null) {
                page.append(String.format(Locale.ROOT, " %s %.1f;", column.title(), base));
            }
        }
        page.setLength(page.length() - 1);
        page.append(".\n");
        page.append(fastestPeers(measures));
        page.append(errors(scores(results)));
        return page.toString();
    }

    /** Each throughput score with JMH's error, and MaskedFifo's ratios as far apart as the errors allow. */
    private static String errors(Map<Column, Map<Contender, Score>> scores) {
        StringBuilder text = new StringBuilder("\nEach score in elements per microsecond with the error JMH reports (the")
                .append(" half-width of its 99.9% confidence interval over the ").append(FORKS * 5)
                .append(" measured iterations of the ").append(FORKS).append(" forks):\n\n| contender |");
        List<Column> throughput = Arrays.stream(COLUMNS).filter(c -> !c.allocation()).toList();
        throughput.forEach(c -> text.append(' ').append(c.title()).append(" |"));
        text.append("\n|---|").append("---:|".repeat(throughput.size())).append('\n');
        for (Contender contender : Contender.values()) {
            text.append("| ").append(name(contender)).append(" |");
            for (Column column : throughput) {
                Score score = scores.get(column).get(contender);
                text.append(' ').append(score == null ? "-"
                        : String.format(Locale.ROOT, "%.1f ± %.1f", score.value(), score.error())).append(" |");
            }
            text.append('\n');
        }
        text.append("\nMaskedFifo to JCTools SpscArrayQueue, lowest and highest within both errors:");
        for (Column column : throughput) {
            Score ours = scores.get(column).get(Contender.MASKED_FIFO);
            Score base = scores.get(column).get(BASE);
            if (ours != null && base != null) {
                double low = Math.max(0, ours.value() - ours.error()) / (base.value() + base.error());
                double baseLow = base.value() - base.error();
                text.append(String.format(Locale.ROOT, " %s %.2fx to %s;", column.title(), low, baseLow > 0
                        ? String.format(Locale.ROOT, "%.2fx", (ours.value() + ours.error()) / baseLow)
                        : "no bound (the base's error is as large as its score)"));
            }
        }
        text.setLength(text.length() - 1);
        return text.append(".\n").toString();
    }

    /** The processor's model name as Linux reports it, if it does, and the processors Java may use. */
    static String machine() {
        String model = "";
        try {
            model = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip() + ", ").findFirst().orElse("");
        } catch (IOException | UncheckedIOException e) {
            // not Linux: the count alone
        }
        return model + Runtime.getRuntime().availableProcessors() + " processors";
    }

    /** The peers: the other libraries' queues, one element at a time or through their own batch operations. */
    static final java.util.Set<Contender> PEERS = java.util.EnumSet.of(Contender.JCTOOLS_SPSC_ARRAY_QUEUE,
            Contender.AGRONA_ONE_TO_ONE, Contender.ARRAY_BLOCKING_QUEUE, Contender.JCTOOLS_FILL_DRAIN,
            Contender.AGRONA_DRAIN, Contender.ARRAY_BLOCKING_QUEUE_DRAIN_TO);

    /** For each throughput column, this project's queues as a ratio to the fastest peer in it. */
    private static String fastestPeers(Map<Column, Map<Contender, Double>> measures) {
        StringBuilder text = new StringBuilder("\nAgainst the fastest peer of each column (the best of the six peer rows):");
        for (Column column : COLUMNS) {
            if (column.allocation()) {
                continue;
            }
            Map<Contender, Double> values = measures.get(column);
            java.util.Optional<Contender> fastest = PEERS.stream().filter(values::containsKey)
                    .max(java.util.Comparator.comparingDouble(values::get));
            if (fastest.isEmpty()) {
                continue;
            }
            double best = values.get(fastest.get());
            text.append(String.format(Locale.ROOT, " %s, %s:", column.title(), name(fastest.get())));
            for (Contender ours : List.of(Contender.MASKED_FIFO, Contender.FREE_RUNNING_RING)) {
                Double value = values.get(ours);
                if (value != null) {
                    text.append(String.format(Locale.ROOT, " %s %.2fx", name(ours), value / best));
                }
            }
            text.append(';');
        }
        text.setLength(text.length() - 1);
        return text.append(".\n").toString();
    }

    private static String name(Contender contender) {
        return switch (contender) {
            case MASKED_FIFO -> "MaskedFifo";
            case FREE_RUNNING_RING -> "FreeRunningRing (burst)";
            case LIST_FIFO -> "ListFifo (the fifo model)";
            case RING_MODEL -> "RingModel (the ring model)";
            case JCTOOLS_SPSC_ARRAY_QUEUE -> "JCTools SpscArrayQueue";
            case AGRONA_ONE_TO_ONE -> "Agrona OneToOneConcurrentArrayQueue";
            case ARRAY_BLOCKING_QUEUE -> "ArrayBlockingQueue";
            case JCTOOLS_FILL_DRAIN -> "JCTools SpscArrayQueue, fill and drain";
            case AGRONA_DRAIN -> "Agrona OneToOneConcurrentArrayQueue, offer and drain";
            case ARRAY_BLOCKING_QUEUE_DRAIN_TO -> "ArrayBlockingQueue, offer and drainTo";
        };
    }
}
