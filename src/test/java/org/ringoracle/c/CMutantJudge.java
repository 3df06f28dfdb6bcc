package org.ringoracle.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringoracle.harness.Verdict;

/**
 * Judges one mutant of the C in a process of its own (the C mutation analysis starts it with the
 * mutant's shim in {@code jna.library.path}): runs the given targets' contracts and findings'
 * probes, prints a line for each property that did not pass and each finding whose status is not
 * the one given, and exits 1 when any did (the mutant is killed), 0 when none did (it survived).
 *
 * <p>Arguments: target names ({@link NativeTarget}) and {@code F-n=status} pairs.
 */
public final class CMutantJudge {

    private CMutantJudge() {
    }

    public static void main(String[] args) {
        List<String> failed = new ArrayList<>();
        for (String arg : args) {
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
        failed.forEach(System.out::println);
        System.out.flush();
        Runtime.getRuntime().halt(failed.isEmpty() ? 0 : 1);
    }
}
