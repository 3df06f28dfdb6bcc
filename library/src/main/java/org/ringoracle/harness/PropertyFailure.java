package org.ringoracle.harness;

/**
 * A falsified property: the clause it breaks (or, for a crash, the clause whose check crashed), the
 * shrunk counterexample as its generator writes it, the seed, and the command that replays it.
 */
public final class PropertyFailure extends AssertionError {

    private static final long serialVersionUID = 1L;

    private final String clause;
    private final boolean crashed;
    private final String counterexample;
    private final long seed;
    private final int examples;

    PropertyFailure(String clause, boolean crashed, String counterexample, long seed, int examples, String replay,
            Throwable cause) {
        super((crashed ? "crash in the check of " + clause : clause + " violated") + "\n"
                + "  counterexample (shrunk): " + counterexample + "\n"
                + "  because: " + describe(cause) + "\n"
                + "  seed " + seed + ", " + examples + " examples\n"
                + "  replay: " + replay, cause);
        this.clause = clause;
        this.crashed = crashed;
        this.counterexample = counterexample;
        this.seed = seed;
        this.examples = examples;
    }

    private static String describe(Throwable cause) {
        return reason(cause).strip().replace("\n", "\n    ");
    }

    /**
     * Why an example failed: the message of a failed check or of a {@link Crash} (or the error's
     * class when it has none), {@code threw} and the exception for anything else.
     */
    static String reason(Throwable cause) {
        String message = cause.getMessage();
        return cause instanceof AssertionError || cause instanceof Crash
                ? (message == null ? cause.getClass().getName() : message) : "threw " + cause;
    }

    /** The violated clause id, such as {@code FIFO-5}. */
    public String clause() {
        return clause;
    }

    /**
     * Whether the implementation threw an unexpected exception ({@link Crash}) rather than break a
     * clause.
     */
    public boolean crashed() {
        return crashed;
    }

    /** The shrunk counterexample, as the generator describes it. */
    public String counterexample() {
        return counterexample;
    }

    /** The seed that produced it. */
    public long seed() {
        return seed;
    }

    /** The examples setting it ran with. */
    public int examples() {
        return examples;
    }
}
