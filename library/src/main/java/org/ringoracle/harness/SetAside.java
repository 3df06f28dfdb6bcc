package org.ringoracle.harness;

/**
 * Thrown by an adapter for an input that a declared finding covers: the implementation is known to
 * depart from a clause there, in the way the finding states and pins. The harness counts the
 * example as set aside (neither passed nor failed) and goes on with the rest of the clause's
 * domain, so a second departure under the same clause is still reported.
 *
 * <p>Only {@link Oracle#check}, {@link Oracle#each}, {@link LongRuns#check} and {@link Clause#holds}
 * set a case aside; one thrown anywhere else is a crash, so no input is skipped silently.
 */
public final class SetAside extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String finding;

    private SetAside(String finding, String input) {
        super(input + " is set aside: finding " + finding + " covers it", null, false, false);
        this.finding = finding;
    }

    /**
     * Sets the current example aside when {@code covered}.
     *
     * @param covered whether the input is of the finding's declared shape
     * @param finding the finding's id, such as {@code F-13}
     * @param input the input, as a person reads it
     * @throws SetAside when {@code covered}
     */
    public static void when(boolean covered, String finding, String input) {
        if (covered) {
            throw new SetAside(finding, input);
        }
    }

    /**
     * What {@code action} threw, or {@code null} when it returned: for contracts that look at a
     * refusal themselves. A {@link SetAside} is not caught, so the case stays set aside.
     */
    public static Throwable thrownBy(Runnable action) {
        try {
            action.run();
            return null;
        } catch (SetAside s) {
            throw s;
        } catch (RuntimeException | Error e) {
            return e;
        }
    }

    /** The finding that covers the input. */
    public String finding() {
        return finding;
    }
}
