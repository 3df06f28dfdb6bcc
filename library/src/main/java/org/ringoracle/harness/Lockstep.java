package org.ringoracle.harness;

import java.util.List;

/**
 * A subject and its model run side by side over the steps of a generated scenario: the one
 * mechanism behind the fifo, ring and KNI runs. A domain supplies how to apply one step to both
 * and compare what it returned, and how to compare the state both can be observed in.
 *
 * <p>{@link #run} labels each step {@code step k op:}; a comparison fails with a
 * {@link ClauseViolation} naming that label. An exception from the step is a {@link Crash} at that
 * step, or, when it is a refusal ({@link Refusal#ILLEGAL_ARGUMENT}) of a step whose clause grants it
 * ({@link #grantedBy}), that clause's violation; an exception from an observation (the state
 * compared afterwards) is a crash at {@code step k op: observing}.
 *
 * @param <O> the step type, whose {@code toString} is how a counterexample prints it
 */
public interface Lockstep<O> {

    /** Applies {@code op} to the subject and the model and compares what each returned. */
    void step(O op, String at);

    /** Compares the observable state of the subject with the model's. */
    void compare(String at);

    /**
     * The clause that allows {@code op}, so that a subject refusing it violates that clause; by
     * default none, and a refusal is a crash.
     */
    default String grantedBy(O op) {
        return "";
    }

    /**
     * Compares the new subject with the new model, then runs each step and compares again.
     *
     * @param created the label of the first comparison, such as {@code new fifo:}
     * @throws ClauseViolation at the first disagreement, or for a refused step its clause grants
     * @throws Crash at the first step or observation that throws anything else
     */
    static <O> void run(Lockstep<O> lockstep, String created, List<? extends O> ops) {
        Crash.guard(created + " observing", () -> lockstep.compare(created));
        int step = 0;
        for (O op : ops) {
            step++;
            String at = "step " + step + " " + op + ":";
            String granted = lockstep.grantedBy(op);
            if (granted.isEmpty()) {
                Crash.guard(at, () -> lockstep.step(op, at));
            } else {
                Crash.guard(at, () -> Refusal.ILLEGAL_ARGUMENT.allow(granted, at, () -> lockstep.step(op, at)));
            }
            Crash.guard(at + " observing", () -> lockstep.compare(at));
        }
    }
}
