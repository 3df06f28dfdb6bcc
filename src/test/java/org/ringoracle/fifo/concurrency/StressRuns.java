package org.ringoracle.fifo.concurrency;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the jcstress tests of {@link FifoStressTests} once per fifo, each in its own jcstress run
 * (jcstress forks its own JVMs, which learn the fifo from a system property), and checks the
 * verdicts: {@code MaskedFifo} must pass every test, and each racy fixture whose fault lies in the
 * program order must fail the test written for it. {@link RacyFifo.Race#PLAIN_STORE} is run and
 * reported, not required to fail: on x86 the processor keeps stores in order, and only a compiler
 * reordering would show it. Writes {@code summary.md} and one log per run under the output
 * directory. Bounded by jcstress's {@code quick} mode, not by the outcome.
 */
public final class StressRuns {

    /** One jcstress run: the fifo, the tests it runs, and whether they must fail. */
    record Run(String fifo, String tests, Expect expect) {
    }

    /** What a run must show. */
    enum Expect {
        PASS, FAIL, REPORT
    }

    static final List<Run> RUNS = List.of(
            new Run("MaskedFifo", "FifoStressTests", Expect.PASS),
            new Run(RacyFifo.Race.INDEX_BEFORE_SLOT.name(), "BatchIsPublishedAfterItsSlots", Expect.FAIL),
            new Run(RacyFifo.Race.CLEAR_AFTER_PUBLISH.name(), "SlotsAreClearedBeforeTheyAreFreed", Expect.FAIL),
            new Run(RacyFifo.Race.PLAIN_STORE.name(), "FifoStressTests", Expect.REPORT));

    private StressRuns() {
    }

    /**
     * Runs every {@link #RUNS} entry.
     *
     * @param args the output directory, or {@code --help}
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 1 || args[0].equals("--help")) {
            System.out.println("usage: StressRuns <output directory>\n"
                    + "Runs the jcstress tests of FifoStressTests on MaskedFifo (must pass) and on each racy fixture"
                    + " (those with a program-order fault must fail); writes summary.md, a log per run and jcstress's own"
                    + " result files there.");
            System.exit(args.length == 1 ? 0 : 2);
        }
        Path out = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(out);
        List<String> rows = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (Run run : RUNS) {
            Path log = out.resolve(run.fifo() + ".log");
            List<String> command = List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.openjdk.jcstress.Main",
                    "-t", run.tests(), "-m", "quick", "-r", out.resolve(run.fifo()).toString(),
                    "-jvmArgsPrepend", "-D" + StressedFifo.PROPERTY + "=" + run.fifo());
            long started = System.nanoTime();
            int exit = new ProcessBuilder(command).directory(out.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start().waitFor();
            long seconds = (System.nanoTime() - started) / 1_000_000_000L;
            List<String> failed = Files.readAllLines(log).stream().filter(l -> l.contains("[FAILED]"))
                    .map(l -> l.substring(l.lastIndexOf('.') + 1).trim()).distinct().toList();
            boolean rejected = exit != 0 || !failed.isEmpty();
            String verdict = rejected ? "rejected by " + String.join(", ", failed) : "passed";
            rows.add("| " + run.fifo() + " | " + run.tests() + " | " + run.expect().name().toLowerCase() + " | "
                    + verdict + " | " + seconds + " s |");
            if (run.expect() == Expect.PASS && rejected || run.expect() == Expect.FAIL && !rejected) {
                wrong.add(run.fifo() + " " + verdict + " where " + run.expect().name().toLowerCase()
                        + " is required (see " + log + ")");
            }
            System.out.println(run.fifo() + ": " + verdict + " (" + seconds + " s)");
        }
        Files.writeString(out.resolve("summary.md"), "| fifo | jcstress tests | required | verdict | time |\n"
                + "|---|---|---|---|---:|\n" + String.join("\n", rows) + "\n");
        if (!wrong.isEmpty()) {
            System.err.println(String.join(System.lineSeparator(), wrong));
            System.exit(1);
        }
    }
}
