package org.ringoracle.harness;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs every {@link Property} method of a contract instance outside JUnit and tells which clause
 * each one found broken. This is how the suite checks itself against deliberately broken
 * implementations, and how a user can ask which clauses an implementation breaks.
 */
public final class Verdict {

    /** The outcome of a property that passed. */
    public static final String PASSED = "passed";

    private Verdict() {
    }

    /**
     * Runs each public {@link Property} method of {@code contract}.
     *
     * @return for each method name, in name order: {@link #PASSED}, the clause a {@link PropertyFailure} or
     *     {@link ClauseViolation} named, or the exception's class name when the failure names no
     *     clause
     */
    public static Map<String, String> of(Object contract) {
        Map<String, String> outcomes = new TreeMap<>();
        for (Method method : contract.getClass().getMethods()) {
            if (method.isAnnotationPresent(Property.class) && !Modifier.isStatic(method.getModifiers())) {
                outcomes.put(method.getName(), outcome(contract, method));
            }
        }
        return outcomes;
    }

    private static String outcome(Object contract, Method method) {
        try {
            method.invoke(contract);
            return PASSED;
        } catch (InvocationTargetException e) {
            return clauseOf(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot run " + method, e);
        }
    }

    /** The clause a failure names, or its class name when it names none. */
    static String clauseOf(Throwable failure) {
        if (failure instanceof PropertyFailure f) {
            return f.clause();
        }
        if (failure instanceof ClauseViolation v) {
            return v.clause();
        }
        return failure.getClass().getName();
    }
}
