package org.ringoracle.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Set;

/**
 * The property running on a thread: its name, the clauses it declares and the checks it has run
 * so far.
 */
final class Running {

    private static final ThreadLocal<Running> CURRENT = new ThreadLocal<>();

    private final String name;
    private final boolean replayable;
    private final Set<String> clauses;
    private final List<Check> checks = new ArrayList<>();
    private final Map<String, Integer> setAside = new TreeMap<>();
    private boolean shrinking = true;
    private long firstFailure;
    private boolean failed;

    /**
     * @param name the property as {@code fully.qualified.Class#method}
     * @param replayable whether {@code mvn test -Dtest=} can run the property by that name (a JUnit
     *     test), or not (a contract method run by {@link Verdict})
     * @param clauses the clauses the property declares
     */
    Running(String name, boolean replayable, String... clauses) {
        this.name = name;
        this.replayable = replayable;
        this.clauses = new LinkedHashSet<>(Arrays.asList(clauses));
    }

    /** The property running on this thread, or {@code null} outside one. */
    static Running current() {
        return CURRENT.get();
    }

    /** Makes {@code running} (or none, for {@code null}) the current property; returns the one it replaces. */
    static Running enter(Running running) {
        Running previous = CURRENT.get();
        CURRENT.set(running);
        return previous;
    }

    /** Whether a failing check shrinks its counterexample (the default) or reports the first failing example. */
    boolean shrinks() {
        return shrinking;
    }

    /** Makes failing checks report their first failing example, unshrunk. */
    void stopShrinking() {
        shrinking = false;
    }

    /** The name under which {@code mvn test -Dtest=} replays the property, or {@code null}. */
    String replayName() {
        return replayable ? name : null;
    }

    /**
     * Requires every clause in the comma-separated {@code clause} to be declared, unless the
     * property declares none.
     *
     * @throws IllegalStateException naming the property, the clause and the declared ones otherwise
     */
    void requireDeclared(String clause) {
        for (String id : clause.split(",\\s*")) {
            if (!clauses.isEmpty() && !clauses.contains(id)) {
                throw new IllegalStateException(name + " checks " + id + " but its @Property declares "
                        + clauses + "; add the clause to the annotation or check a declared one");
            }
        }
    }

    /** Notes that an example failed at {@code nanoTime} ({@link System#nanoTime}); only the first is kept. */
    void failedAt(long nanoTime) {
        if (!failed) {
            failed = true;
            firstFailure = nanoTime;
        }
    }

    /** The {@link System#nanoTime} of the first failing example, or {@code orElse} when none failed. */
    long firstFailure(long orElse) {
        return failed ? firstFailure : orElse;
    }

    void record(Check check) {
        checks.add(check);
    }

    /** Counts one example or fixed case set aside for {@code finding}. */
    void setAside(String finding) {
        setAside.merge(finding, 1, Integer::sum);
    }

    /** The examples and fixed cases set aside so far, by finding. */
    Map<String, Integer> setAside() {
        return Map.copyOf(setAside);
    }

    /** The checks run so far, in order. */
    List<Check> checks() {
        return List.copyOf(checks);
    }

    /** The examples the checks so far ran, in total. */
    int examples() {
        return checks.stream().mapToInt(Check::ran).sum();
    }

    /**
     * What the property found when its body, started at {@code start} and ended at {@code end}
     * ({@link System#nanoTime}), threw {@code failure} ({@code null} when it returned).
     */
    Verdict.Judged judged(Throwable failure, long start, long end) {
        Outcome outcome = failure == null ? new Outcome.Passed(examples())
                : Verdict.outcome(failure, examples(), String.join(", ", clauses));
        return new Verdict.Judged(outcome, (failure == null ? end : firstFailure(end)) - start, end - start, setAside());
    }

    /**
     * One {@link Oracle#check}.
     *
     * @param clause the clause checked
     * @param asked the examples asked for (after {@link Settings})
     * @param ran the examples run: all of them when the property held, up to and including the
     *     falsifying one when it did not
     * @param result whether it passed, found a clause violated, or crashed
     * @param violated the clause a violation named (for a crash, the clause checked); {@code ""}
     *     when it passed
     */
    record Check(String clause, int asked, int ran, Result result, String violated) {

        /** How a check ended. */
        enum Result { PASSED, VIOLATED, CRASHED }

        static Check passed(String clause, int asked, int ran) {
            return new Check(clause, asked, ran, Result.PASSED, "");
        }

        /** The result as a report entry writes it: {@code passed}, {@code crash} or the clause violated. */
        String label() {
            return result == Result.VIOLATED ? violated : result == Result.PASSED ? "passed" : "crash";
        }
    }
}
