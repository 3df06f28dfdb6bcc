package org.ringoracle.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * What a contract must find in a subject, as a row of a fixture table: one clause for each
 * property that must reject it (a clause twice when two properties find it violated), and the
 * exception of each property that must crash. Every other property passes or is untested.
 *
 * @param clauses the clause each rejecting property names, in spec order; empty for a subject
 *     that passes
 * @param crashes the exception each crashing property reports, by class name
 */
public record Expected(List<String> clauses, List<String> crashes) {

    /** Clause ids in spec order: by prefix, then by number ({@code RING-9} before {@code RING-12}). */
    static final Comparator<String> SPEC_ORDER = Comparator.comparing((String id) -> id.replaceAll("-\\d+$", ""))
            .thenComparingInt(Expected::number).thenComparing(Comparator.naturalOrder());

    private static int number(String id) {
        return id.matches(".*-\\d+") ? Integer.parseInt(id.substring(id.lastIndexOf('-') + 1)) : 0;
    }

    /** Keeps sorted, unmodifiable copies. */
    public Expected {
        List<String> ordered = new ArrayList<>(clauses);
        ordered.sort(SPEC_ORDER);
        clauses = Collections.unmodifiableList(ordered);
        List<String> thrown = new ArrayList<>(crashes);
        Collections.sort(thrown);
        crashes = Collections.unmodifiableList(thrown);
    }

    /** Rejected by one property per clause given (none: passes every property), and no crash. */
    public static Expected rejectedBy(String... clauses) {
        return new Expected(Arrays.asList(clauses), List.of());
    }

    /** Passes every property. */
    public static Expected passes() {
        return rejectedBy();
    }

    /** These rejections, and one more property that crashes with {@code exception}. */
    public Expected crashingWith(Class<? extends Throwable> exception) {
        List<String> more = new ArrayList<>(crashes);
        more.add(exception.getName());
        return new Expected(clauses, more);
    }

    /**
     * Requires {@code verdict} to be this: its violated clauses, one per rejecting property, and the
     * exception class of each crash.
     *
     * @return the verdict
     * @throws AssertionError naming what was expected and what was found, with the verdict in full
     */
    public Verdict check(Verdict verdict) {
        List<String> violated = new ArrayList<>();
        List<String> crashed = new ArrayList<>();
        verdict.outcomes().values().forEach(outcome -> {
            if (outcome instanceof Outcome.Violated v) {
                violated.add(v.clause());
            } else if (outcome instanceof Outcome.Crashed c) {
                crashed.add(c.exception().replaceAll(":.*", ""));
            }
        });
        Expected found = new Expected(violated, crashed);
        if (!found.equals(this)) {
            throw new AssertionError("expected " + this + ", found " + found + "\n" + verdict);
        }
        return verdict;
    }

    /** As {@code rejected by [FIFO-2, FIFO-2, FIFO-7]}, with the crashes, or {@code passes every property}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        if (!clauses.isEmpty()) {
            parts.add("rejected by " + clauses);
        }
        if (!crashes.isEmpty()) {
            parts.add("crashes with " + crashes);
        }
        return parts.isEmpty() ? "passes every property" : String.join(" and ", parts);
    }
}
