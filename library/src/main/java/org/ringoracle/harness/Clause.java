package org.ringoracle.harness;

import java.util.Objects;

/** Checks that charge a failure to a named spec clause. */
public final class Clause {

    private Clause() {
    }

    /**
     * Requires {@code actual} to equal {@code expected}.
     *
     * @param clause the clause id, such as {@code FIFO-7}
     * @param what what was observed, written so that the value can follow it
     * @throws ClauseViolation naming {@code clause}, the observed and the required value otherwise
     */
    public static void require(String clause, String what, Object actual, Object expected) {
        if (!Objects.equals(actual, expected)) {
            throw new ClauseViolation(clause, what + " " + actual + " where " + expected + " is required");
        }
    }

    /**
     * Requires {@code condition}.
     *
     * @param detail what was observed, naming the values, and what the clause requires
     * @throws ClauseViolation naming {@code clause} and {@code detail} otherwise
     */
    public static void require(String clause, boolean condition, String detail) {
        if (!condition) {
            throw new ClauseViolation(clause, detail);
        }
    }

    /**
     * Runs {@code check} and charges any {@link AssertionError} it throws to {@code clause} (a
     * {@link ClauseViolation} keeps its own); a check whose case a finding covers is set aside
     * ({@link SetAside}), as {@link Oracle#each} sets a case aside.
     *
     * @throws ClauseViolation for a failed check
     */
    public static void holds(String clause, Runnable check) {
        try {
            check.run();
        } catch (SetAside s) {
            Oracle.setAside(Running.current(), s);
        } catch (ClauseViolation v) {
            throw v;
        } catch (AssertionError e) {
            throw new ClauseViolation(clause, String.valueOf(e.getMessage()).strip());
        }
    }
}
