package org.ringoracle.harness;

import java.util.function.Supplier;

/**
 * An implementation threw where no spec clause allows it: an unexpected exception, reported as a
 * crash at the step that threw rather than as a clause violation. Still shrunk and replayable.
 */
public final class Crash extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String at;

    /**
     * @param at where it was thrown, such as {@code step 3 put[2]:}
     * @param cause what the implementation threw
     */
    public Crash(String at, Throwable cause) {
        super(at + " threw " + cause, cause);
        this.at = at;
    }

    /** Where it was thrown, such as {@code step 3 put[2]:} or {@code step 3 put[2]: observing}. */
    public String at() {
        return at;
    }

    /** As {@link #guard}, for an action that returns a value: the value, or the crash. */
    public static <T> T guarded(String at, Supplier<T> action) {
        return guarded(() -> at, action);
    }

    /**
     * As {@link #guarded(String, Supplier)}, the label built only for a crash: for an observation
     * repeated per element, where building every label would cost more than the observation.
     */
    public static <T> T guarded(Supplier<String> at, Supplier<T> action) {
        try {
            return action.get();
        } catch (AssertionError | Crash | SetAside e) {
            throw e;
        } catch (RuntimeException | Error e) {
            throw new Crash(at.get(), e);
        }
    }

    /**
     * Runs {@code action} at {@code at}: an {@link AssertionError} (a failed check) passes through,
     * any other throwable becomes a {@link Crash} there.
     */
    public static void guard(String at, Runnable action) {
        guarded(at, () -> {
            action.run();
            return null;
        });
    }
}
