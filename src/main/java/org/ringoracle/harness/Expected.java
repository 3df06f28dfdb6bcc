package org.ringoracle.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a contract must find in a subject, as a row of a fixture table: the clauses that must
 * reject it, and the exception it must crash with if it must crash. Every other property passes:
 * a violated clause not listed, a crash not declared, or a listed clause nobody violated fails
 * {@link #check}.
 *
 * @param clauses the clauses some property must find violated; empty for a subject that passes
 * @param crash the exception a crashing property must report, or {@code null} when none may crash
 */
public record Expected(SortedSet<String> clauses, Class<? extends Throwable> crash) {

    /** Clause ids in spec order: by prefix, then by number ({@code RING-9} before {@code RING-12}). */
    static final Comparator<String> SPEC_ORDER = Comparator.comparing((String id) -> id.replaceAll("-\\d+$", ""))
            .thenComparingInt(id -> id.matches(".*-\\d+") ? Integer.parseInt(id.replaceAll(".*-", "")) : 0)
            .thenComparing(Comparator.naturalOrder());

    /** Keeps an unmodifiable copy of the clauses, in spec order. */
    public Expected {
        SortedSet<String> ordered = new TreeSet<>(SPEC_ORDER);
        ordered.addAll(clauses);
        clauses = Collections.unmodifiableSortedSet(ordered);
    }

    /** Rejected by exactly {@code clauses} (none: passes every property), and no crash. */
    public static Expected rejectedBy(String... clauses) {
        return new Expected(new TreeSet<>(Arrays.asList(clauses)), null);
    }

    /** Passes every property. */
    public static Expected passes() {
        return rejectedBy();
    }

    /** These clauses, and crashes with {@code exception} (where no clause allows it). */
    public Expected crashingWith(Class<? extends Throwable> exception) {
        return new Expected(clauses, exception);
    }

    /**
     * Requires {@code verdict} to be this.
     *
     * @return the verdict
     * @throws AssertionError naming each property that departs, with the verdict in full
     */
    public Verdict check(Verdict verdict) {
        List<String> wrong = new ArrayList<>();
        verdict.outcomes().forEach((property, outcome) -> {
            if (outcome instanceof Outcome.Violated v && !clauses.contains(v.clause())) {
                wrong.add(property + " found " + v.clause() + " violated, which is not expected");
            }
            if (outcome instanceof Outcome.Crashed c && (crash == null || !c.exception().startsWith(crash.getName()))) {
                wrong.add(property + " crashed with " + c.exception() + " where "
                        + (crash == null ? "no crash" : "a crash with " + crash.getName()) + " is expected");
            }
        });
        SortedSet<String> missing = new TreeSet<>(SPEC_ORDER);
        missing.addAll(clauses);
        missing.removeAll(verdict.violated());
        missing.forEach(clause -> wrong.add("no property found " + clause + " violated"));
        if (crash != null && verdict.crashes().isEmpty()) {
            wrong.add("no property crashed with " + crash.getName());
        }
        if (!wrong.isEmpty()) {
            throw new AssertionError("expected " + this + ", but " + String.join("; ", wrong) + "\n" + verdict);
        }
        return verdict;
    }

    /** As {@code rejected by [FIFO-2, FIFO-7]}, {@code passes every property} or with its crash. */
    @Override
    public String toString() {
        String rejected = clauses.isEmpty() ? "" : "rejected by " + clauses;
        String crashes = crash == null ? "" : "a crash with " + crash.getSimpleName();
        return rejected.isEmpty() && crashes.isEmpty() ? "passes every property"
                : rejected + (rejected.isEmpty() || crashes.isEmpty() ? "" : " and ") + crashes;
    }
}
