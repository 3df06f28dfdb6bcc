package org.ringoracle.c;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Verdict;

/**
 * Judges one native target, a library function or family through a contract, and fails as a Java
 * property does: per property that did not pass, the clause, the shrunk counterexample and the
 * reason, then the line that replays it against the same C. Each target is its own test, so one
 * that fails does not hide the next.
 */
final class Targets {

    private Targets() {
    }

    /**
     * Runs every property of the target's contract, publishes each verdict under the target's
     * name, and throws when any did not pass.
     *
     * @throws AssertionError listing every property that did not pass
     */
    static void judge(TestReporter reporter, TestInfo test, NativeTarget judged) {
        String target = judged.label();
        Verdict verdict = Verdict.of(judged.contract()).publish(reporter, target);
        List<String> failures = new ArrayList<>();
        verdict.outcomes().forEach((property, outcome) -> {
            if (outcome.rejects()) {
                failures.add("  " + property + ": " + Verdict.describe(outcome));
            }
        });
        if (!failures.isEmpty()) {
            throw new AssertionError(target + " departs from the intent outside its declared findings:\n"
                    + String.join("\n", failures) + "\n  replay: " + replay(test));
        }
    }

    /** The command that runs {@code test} again against the same C. */
    static String replay(TestInfo test) {
        StringBuilder command = new StringBuilder("mvn test -Pnative");
        for (String option : List.of("dpdk", "ck", "linux")) {
            String value = System.getProperty("ringoracle." + option, "");
            if (!value.isBlank()) {
                command.append(" -Dringoracle.").append(option).append('=').append(value);
            }
        }
        String method = test.getTestMethod().map(java.lang.reflect.Method::getName).orElse("");
        return command.append(" -Dtest='").append(test.getTestClass().map(Class::getSimpleName).orElse(""))
                .append('#').append(method).append('\'').toString();
    }
}
