package org.ringoracle.fifo.concurrency;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the jcstress tests of {@link FifoStressTests} once per fifo, each in its own jcstress run
 * (jcstress forks its own JVMs, which learn the fifo from a system property), and checks the
 * verdicts: {@code MaskedFifo} must pass every test, and each racy fixture whose fault lies in the
 * program order must fail the test written for it. {@link RacyFifo.Race#PLAIN_STORE} is run and
 * reported only when {@code ringoracle.stressReports} is true, and never required to fail: on x86
 * the processor keeps stores in order, and only a compiler reordering would show it, so its run
 * checks nothing there. Its fault, an index or slot written by a plain store, could show only as
 * a slot or index seen before what it publishes, so it runs the three tests that observe that
 * order ({@link #PUBLICATION_ORDER}). Writes {@code summary.md} and one log per run under the
 * output directory.
 *
 * <p>{@code MaskedFifo} and the plain-store fixture run in every JVM mode jcstress finds (with and
 * without its compiler stress options, each actor compiled apart); a fixture whose fault lies in
 * the program order runs in one mode ({@code -jvmArgs}, one compilation for all actors), as its
 * fault needs no compiler to show: it gave hundreds to thousands of forbidden outcomes in each
 * fork of about a million samples, measured on a 2-core machine.
 *
 * <p>Bounded in steps, not by the outcome: jcstress's {@code quick} mode (one fork per JVM
 * configuration) with {@value #ITERATIONS} iterations per fork. jcstress sizes each iteration's
 * batch of samples to its time per iteration (200 ms in that mode) and always runs at least one
 * batch. A run still going after {@code ringoracle.stressGuardMinutes} (default
 * {@value #GUARD_MINUTES}), far above any normal run, is stopped with its forks and fails the whole
 * check, naming the run and its log; the runs after it are not started.
 */
public final class StressRuns {

    /** One jcstress run: the fifo, the tests it runs, and whether they must fail. */
    record Run(String fifo, String tests, Expect expect) {

        /** The tests as a table cell shows them. */
        String shown() {
            return tests.replace("|", ", ");
        }
    }

    /** What a run must show. */
    enum Expect {
        PASS, FAIL, REPORT
    }

    /** The jcstress tests (a regular expression) that observe the order of slot and index stores. */
    static final String PUBLICATION_ORDER = "BatchIsPublishedAfterItsSlots|ASlotSeenFullHoldsItsElement"
            + "|SlotsAreClearedBeforeTheyAreFreed";

    static final List<Run> RUNS = List.of(
            new Run("MaskedFifo", "FifoStressTests", Expect.PASS),
            new Run(RacyFifo.Race.INDEX_BEFORE_SLOT.name(), "ASlotSeenFullHoldsItsElement", Expect.FAIL),
            new Run(RacyFifo.Race.READ_BEFORE_FLAG.name(), "ASlotSeenFullHoldsItsElement", Expect.FAIL),
            new Run(RacyFifo.Race.CLEAR_AFTER_PUBLISH.name(), "SlotsAreClearedBeforeTheyAreFreed", Expect.FAIL),
            new Run(RacyFifo.Race.PLAIN_STORE.name(), PUBLICATION_ORDER, Expect.REPORT));

    /** Iterations per jcstress fork; each of the two program-order fixtures fails in most forks with it. */
    static final int ITERATIONS = 2;

    /** Minutes a run may take before it is taken for a hang. */
    static final int GUARD_MINUTES = 30;

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
                    + " (those with a program-order fault must fail; with -Dringoracle.stressReports=true also the"
                    + " plain-store fixture, reported only); writes summary.md, a log per run and jcstress's own"
                    + " result files there.");
            System.exit(args.length == 1 ? 0 : 2);
        }
        Path out = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(out);
        List<String> rows = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        int guard = Integer.getInteger("ringoracle.stressGuardMinutes", GUARD_MINUTES);
        if (guard < 1) {
            System.err.println("ringoracle.stressGuardMinutes is " + guard + "; it must be 1 or more");
            System.exit(2);
        }
        boolean reports = Boolean.getBoolean("ringoracle.stressReports");
        for (Run run : RUNS.stream().filter(r -> reports || r.expect() != Expect.REPORT).toList()) {
            Path log = out.resolve(run.fifo() + ".log");
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.openjdk.jcstress.Main",
                    "-t", run.tests(), "-m", "quick", "-iters", String.valueOf(ITERATIONS),
                    "-r", out.resolve(run.fifo()).toString()));
            String fifo = "-D" + StressedFifo.PROPERTY + "=" + run.fifo();
            command.addAll(run.expect() == Expect.FAIL ? List.of("-jvmArgs", fifo, "-sc", "false")
                    : List.of("-jvmArgsPrepend", fifo));
            long started = System.nanoTime();
            Process process = new ProcessBuilder(command).directory(out.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!process.waitFor(guard, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
                String hung = run.fifo() + " (" + run.shown() + ") did not finish within " + guard
                        + " min (ringoracle.stressGuardMinutes); stopped it and its forks, and the runs after it"
                        + " (see " + log + ")";
                rows.add("| " + run.fifo() + " | " + run.shown() + " | " + run.expect().name().toLowerCase()
                        + " | did not finish within " + guard + " min | - |");
                summary(out, rows);
                System.err.println(hung);
                System.exit(1);
            }
            int exit = process.exitValue();
            long seconds = (System.nanoTime() - started) / 1_000_000_000L;
            List<String> failed = Files.readAllLines(log).stream().filter(l -> l.contains("[FAILED]"))
                    .map(l -> l.substring(l.lastIndexOf('.') + 1).trim()).distinct().toList();
            boolean rejected = exit != 0 || !failed.isEmpty();
            String verdict = rejected ? "rejected by " + String.join(", ", failed) : "passed";
            rows.add("| " + run.fifo() + " | " + run.shown() + " | " + run.expect().name().toLowerCase() + " | "
                    + verdict + " | " + seconds + " s |");
            if (run.expect() == Expect.PASS && rejected || run.expect() == Expect.FAIL && !rejected) {
                wrong.add(run.fifo() + " " + verdict + " where " + run.expect().name().toLowerCase()
                        + " is required (see " + log + ")");
            }
            System.out.println(run.fifo() + ": " + verdict + " (" + seconds + " s)");
        }
        summary(out, rows);
        if (!wrong.isEmpty()) {
            System.err.println(String.join(System.lineSeparator(), wrong));
            System.exit(1);
        }
    }

    private static void summary(Path out, List<String> rows) throws IOException {
        Files.writeString(out.resolve("summary.md"), "| fifo | jcstress tests | required | verdict | time |\n"
                + "|---|---|---|---|---:|\n" + String.join("\n", rows) + "\n");
    }
}
