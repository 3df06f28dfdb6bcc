package org.ringoracle.harness;

/**
 * Thrown by a property to say which spec clause an example breaks, when a property checks more
 * than one (a lockstep run compares several observables at every step).
 */
public final class ClauseViolation extends AssertionError {

    private static final long serialVersionUID = 1L;

    private final String clause;

    private final String detail;

    /**
     * @param clause the clause id, such as {@code FIFO-5}
     * @param detail what was observed and what the clause requires
     */
    public ClauseViolation(String clause, String detail) {
        super(clause + ": " + detail);
        this.clause = clause;
        this.detail = detail;
    }

    /** What was observed and what the clause requires, without the clause id. */
    public String detail() {
        return detail;
    }

    /** The clause id. */
    public String clause() {
        return clause;
    }
}
