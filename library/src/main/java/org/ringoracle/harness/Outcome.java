package org.ringoracle.harness;

/**
 * What one property found: it passed, it found a clause violated, the implementation crashed, or
 * it could not be run. Every outcome but {@link Untested} counts the generated examples the
 * property ran through {@link Oracle#check} before its verdict (a falsifying one included; 0 for a
 * property of fixed cases only).
 */
public sealed interface Outcome {

    /** The generated examples run. */
    int examples();

    /** Whether the property rejects its subject: a clause violated or a crash. */
    default boolean rejects() {
        return this instanceof Violated || this instanceof Crashed;
    }

    /** Every example and fixed case met the property's clauses. */
    record Passed(int examples) implements Outcome {
    }

    /**
     * A clause was broken.
     *
     * @param clause the clause broken, such as {@code FIFO-5}
     * @param counterexample the shrunk counterexample as its generator writes it, or the fixed
     *     case; {@code ""} when the property has no input
     * @param reason what was observed and what the clause requires, naming the values
     */
    record Violated(String clause, String counterexample, String reason, int examples) implements Outcome {
    }

    /**
     * The implementation (or an observation of it) threw where no clause allows it.
     *
     * @param clause the clause whose check was running, or the property's declared clauses
     * @param input the shrunk counterexample or fixed case; {@code ""} when the property has no input
     * @param step where it threw, such as {@code step 3 put[2]:}; {@code ""} when not known
     * @param exception what was thrown, as {@link Throwable#toString()} writes it
     */
    record Crashed(String clause, String input, String step, String exception, int examples) implements Outcome {

        /** The step and the exception, as one sentence. */
        public String reason() {
            return (step.isEmpty() ? "" : step + " ") + "threw " + exception;
        }
    }

    /**
     * The property did not run its checks: an assumption it makes does not hold (for instance a
     * pinned case under a non-default seed), or what it checks cannot be observed.
     *
     * @param reason why
     */
    record Untested(String reason) implements Outcome {
        @Override
        public int examples() {
            return 0;
        }
    }
}
