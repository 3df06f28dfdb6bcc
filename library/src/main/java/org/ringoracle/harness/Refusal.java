package org.ringoracle.harness;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * How an implementation refuses an argument a clause rules out: the exception type it throws, and
 * whether its message must name the refused value and the clause.
 *
 * <p>Contracts accept {@link #ILLEGAL_ARGUMENT} by default: any {@link IllegalArgumentException}.
 * Naming the value and the clause ({@link #naming()}) is recommended; this project's own
 * implementations do it and are held to it.
 *
 * @param type the exception type a refusal throws (subtypes included)
 * @param named whether the message must contain the refused value and the clause id
 */
public record Refusal(Class<? extends RuntimeException> type, boolean named) {

    /** Any {@link IllegalArgumentException}. */
    public static final Refusal ILLEGAL_ARGUMENT = new Refusal(IllegalArgumentException.class, false);

    /** Checks the type. */
    public Refusal {
        Objects.requireNonNull(type, "type");
    }

    /** Refusals by {@code type}, message free. */
    public static Refusal by(Class<? extends RuntimeException> type) {
        return new Refusal(type, false);
    }

    /** The same refusals, with messages that name the refused value and the clause. */
    public Refusal naming() {
        return new Refusal(type, true);
    }

    /**
     * A call that must be refused.
     *
     * @param what the call, such as {@code put of -1}
     * @param action the call
     */
    public record Call(String what, Runnable action) {
    }

    /**
     * Runs {@code call}, whose arguments {@code clause} allows: a refusal (of this type) is that
     * clause's violation, not a crash; anything else it throws passes through.
     *
     * @param what the call, such as {@code put[0]}
     * @return what the call returned
     * @throws ClauseViolation naming {@code clause}, the call and the refusal's message
     */
    public <T> T allowed(String clause, String what, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            if (type.isInstance(e) && !(e instanceof SetAside)) {
                throw new ClauseViolation(clause, what + " was refused (" + e.getMessage() + ") where " + clause
                        + " allows it");
            }
            throw e;
        }
    }

    /** As {@link #allowed(String, String, Supplier)}, for a call that returns nothing. */
    public void allow(String clause, String what, Runnable call) {
        allowed(clause, what, () -> {
            call.run();
            return null;
        });
    }

    /**
     * Runs each call, which {@code clause} requires to refuse {@code value}.
     *
     * @throws ClauseViolation for the first call that is not refused as declared
     */
    public void requireEach(String clause, Object value, List<Call> calls) {
        for (Call call : calls) {
            require(clause, call.what(), value, call.action());
        }
    }

    /**
     * Runs {@code action}, which {@code clause} requires to refuse {@code value}.
     *
     * @param what the call, such as {@code put of -1}
     * @throws ClauseViolation naming {@code clause} when the action returns, throws another type, or
     *     (for {@link #named}) its message omits the value or the clause
     */
    public void require(String clause, String what, Object value, Runnable action) {
        Throwable thrown;
        try {
            action.run();
            thrown = null;
        } catch (SetAside s) {
            throw s;
        } catch (RuntimeException | Error e) {
            thrown = e;
        }
        if (thrown == null) {
            throw new ClauseViolation(clause, what + " was accepted where it must be refused");
        }
        if (!type.isInstance(thrown)) {
            throw new ClauseViolation(clause, what + " threw " + thrown + " where the refusal is a "
                    + type.getName());
        }
        String message = String.valueOf(thrown.getMessage());
        if (named && !(message.contains(String.valueOf(value)) && message.contains(clause))) {
            throw new ClauseViolation(clause, what + " was refused with \"" + message + "\", which does not name "
                    + value + " and " + clause);
        }
    }
}
