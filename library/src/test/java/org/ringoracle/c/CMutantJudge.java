package org.ringoracle.c;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.ringoracle.harness.Verdict;

/**
 * Judges a mutant of the C: runs the given targets' contracts and findings' probes in the order
 * given, up to the first that rejects the mutant, and lists each property of it that did not pass
 * (or the finding whose status is not the one given). A mutant killed once is killed: the targets
 * after the first that kills are not run.
 *
 * <p>{@code CMutantJudge <target or F-n=status>...} judges the shim in {@code jna.library.path} in a
 * process of its own: prints the list and exits 1 when it is not empty (the mutant is killed), 0
 * when it is (it survived). Targets are {@link NativeTarget} names.
 *
 * <p>{@code CMutantJudge --worker <seconds>} judges mutants one after another: it reads a line per
 * mutant, the mutant's shim file and the arguments above separated by tabs, loads that shim
 * ({@link ShimLibrary#load}) and answers with one line, {@value #ANSWER}, then {@code 1} (killed)
 * or {@code 0}, then {@code 1} when it goes on or {@code 0} when it stops after this answer (an
 * error outside the properties may have left the process unfit), then the first line of the list,
 * separated by tabs. It stops at the end of its input. A mutant whose judging uses more than the
 * given seconds of processor time (C that loops) is answered {@value #USED_UP} instead of
 * {@code 1} or {@code 0}, and the process stops: as {@code prlimit} bounds a process of its
 * own, per mutant.
 */
public final class CMutantJudge {

    /** What begins the worker's answer, on a line of its own whatever the C printed before it. */
    public static final String ANSWER = "ringoracle-judged";

    /** The worker's answer for a mutant that used up its processor time. */
    public static final String USED_UP = "T";

    private CMutantJudge() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--worker")) {
            work(Integer.parseInt(args[1]));
            return;
        }
        List<String> failed = failures(Arrays.asList(args));
        failed.forEach(System.out::println);
        System.out.flush();
        Runtime.getRuntime().halt(failed.isEmpty() ? 0 : 1);
    }

    private static void work(int cpuSeconds) throws Exception {
        PrintStream out = System.out;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long judging = Thread.currentThread().getId();
        // The judging thread's processor time when its current mutant began; -1 between mutants.
        AtomicLong began = new AtomicLong(-1);
        Thread watchdog = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
                long from = began.get();
                if (from >= 0 && threads.getThreadCpuTime(judging) - from > TimeUnit.SECONDS.toNanos(cpuSeconds)) {
                    synchronized (out) {
                        if (began.get() == from) {
                            out.println();
                            out.println(String.join("\t", ANSWER, USED_UP, "0",
                                    "used " + cpuSeconds + " s of processor time"));
                            out.flush();
                            Runtime.getRuntime().halt(0);
                        }
                    }
                }
            }
        }, "processor time");
        watchdog.setDaemon(true);
        watchdog.start();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            List<String> fields = Arrays.asList(line.split("\t"));
            boolean goesOn = true;
            List<String> failed;
            began.set(threads.getThreadCpuTime(judging));
            try {
                ShimLibrary.load(Path.of(fields.get(0)));
                failed = failures(fields.subList(1, fields.size()));
            } catch (Throwable e) {
                failed = List.of(e.toString());
                goesOn = false;
            }
            synchronized (out) {
                began.set(-1);
                out.println();
                out.println(String.join("\t", ANSWER, failed.isEmpty() ? "0" : "1", goesOn ? "1" : "0",
                        failed.isEmpty() ? "" : failed.get(0).lines().findFirst().orElse("").replace('\t', ' ')));
                out.flush();
            }
            if (!goesOn) {
                Runtime.getRuntime().halt(0);
            }
        }
    }

    /** What rejects the mutant: the failing lines of the first target or finding that has any. */
    static List<String> failures(List<String> args) {
        List<String> failed = new ArrayList<>();
        for (String arg : args) {
            if (!failed.isEmpty()) {
                break;
            }
            if (arg.startsWith("F-")) {
                String[] pair = arg.split("=", 2);
                CFinding finding = CFinding.valueOf("F" + pair[0].substring(2));
                CFinding.Observed seen = finding.observe();
                String status = seen.status().name().toLowerCase(Locale.ROOT);
                if (!status.equals(pair[1])) {
                    failed.add(finding.id + " " + status + " (was " + pair[1] + "): " + seen.what());
                }
            } else {
                NativeTarget target = NativeTarget.valueOf(arg);
                Verdict.of(target.contract()).outcomes().forEach((property, outcome) -> {
                    if (outcome.rejects()) {
                        failed.add(target.what + " " + property + " " + Verdict.describe(outcome));
                    }
                });
            }
        }
        return failed;
    }
}
