package org.ringoracle.harness;

import java.util.List;

/**
 * A subject and its model run side by side over the steps of a generated scenario: the one
 * mechanism behind the fifo, ring and KNI runs. A domain supplies how to apply one step to both
 * and compare what it returned, and how to compare the state both can be observed in.
 *
 * <p>{@link #run} labels each step {@code step k op:}; a comparison fails with a
 * {@link ClauseViolation} naming that label, and an unexpected exception from the subject becomes a
 * {@link Crash} at that step.
 *
 * @param <O> the step type, whose {@code toString} is how a counterexample prints it
 */
public interface Lockstep<O> {

    /** Applies {@code op} to the subject and the model and compares what each returned. */
    void step(O op, String at);

    /** Compares the observable state of the subject with the model's. */
    void compare(String at);

    /**
     * Compares the new subject with the new model, then runs each step and compares again.
     *
     * @param created the label of the first comparison, such as {@code new fifo:}
     * @throws ClauseViolation at the first disagreement
     * @throws Crash at the first step that throws anything else
     */
    static <O> void run(Lockstep<O> lockstep, String created, List<? extends O> ops) {
        Crash.guard(created, () -> lockstep.compare(created));
        int step = 0;
        for (O op : ops) {
            step++;
            String at = "step " + step + " " + op + ":";
            Crash.guard(at, () -> {
                lockstep.step(op, at);
                lockstep.compare(at);
            });
        }
    }
}
