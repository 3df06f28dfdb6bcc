package org.ringoracle.report;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Verdict;

/** Runs a contract on a broken (or C-faithful) fixture and publishes the verdict for reports/index.md. */
public final class Fixtures {

    /**
     * The system property that, when {@code true}, has verdicts report first failing examples
     * unshrunk: set for mutation analysis, where only the clauses matter and shrinking every
     * rejection under every mutant costs time. The clauses the tests require are those of shrunk
     * counterexamples; a fixture whose first failing example broke another clause would fail PIT's
     * first, unmutated run.
     */
    public static final String UNSHRUNK = "ringoracle.verdictsUnshrunk";

    private Fixtures() {
    }

    /**
     * Runs every property of {@code contract} ({@link Verdict#timedOutcomes}, shrinking unless
     * {@link #UNSHRUNK} is set) and publishes one report
     * entry per property: {@code fixture}, {@code property}, {@code clause}, {@code examples},
     * {@code toFailureNanos} and {@code nanos} (see {@link Verdict.Timed}), when there is one,
     * {@code counterexample} (JUnit takes no blank value), and when a finding set cases aside,
     * {@code setAside} (such as {@code F-13 x2}).
     *
     * @return the clause of each property that did not pass, by property name
     */
    public static Map<String, String> rejections(TestReporter reporter, String fixture, Object contract) {
        Map<String, String> rejections = new TreeMap<>();
        verdicts(reporter, fixture, contract).forEach((property, timed) -> {
            if (!timed.outcome().clause().equals(Verdict.PASSED)) {
                rejections.put(property, timed.outcome().clause());
            }
        });
        return rejections;
    }

    /** As {@link #rejections}, returning every property's timed outcome, by property name. */
    public static Map<String, Verdict.Timed> verdicts(TestReporter reporter, String fixture, Object contract) {
        Map<String, Verdict.Timed> verdicts = Verdict.timedOutcomes(contract, !Boolean.getBoolean(UNSHRUNK));
        verdicts.forEach((property, timed) -> {
            Verdict.Outcome outcome = timed.outcome();
            Map<String, String> entry = new TreeMap<>(Map.of("fixture", fixture, "property", property,
                    "clause", outcome.clause(), "examples", Integer.toString(outcome.examples()),
                    "toFailureNanos", Long.toString(timed.nanosToFailure()), "nanos", Long.toString(timed.nanos())));
            if (!outcome.counterexample().isBlank()) {
                entry.put("counterexample", outcome.counterexample());
            }
            if (!timed.setAside().isEmpty()) {
                entry.put("setAside", setAside(timed.setAside()));
            }
            reporter.publishEntry(entry);
        });
        return verdicts;
    }

    /** Cases set aside by finding, as {@code F-13 x2, F-10 x1}. */
    public static String setAside(Map<String, Integer> byFinding) {
        return String.join(", ", new TreeMap<>(byFinding).entrySet().stream()
                .map(e -> e.getKey() + " x" + e.getValue()).toList());
    }
}
