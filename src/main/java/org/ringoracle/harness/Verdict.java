package org.ringoracle.harness;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs every {@link Property} method of a contract instance outside JUnit and tells what each one
 * found. This is how the suite checks itself against deliberately broken implementations, and how
 * a user can ask which clauses an implementation breaks.
 */
public final class Verdict {

    /** The clause of an outcome that passed. */
    public static final String PASSED = "passed";

    /** The clause of an outcome whose implementation threw an unexpected exception (a {@link Crash}). */
    public static final String CRASH = "crash";

    private Verdict() {
    }

    /**
     * What one property found.
     *
     * @param clause {@link #PASSED}, the clause the failure named, {@link #CRASH} when the
     *     implementation threw an unexpected exception, or the error's class name when a check
     *     outside {@link Oracle#check} failed without naming a clause
     * @param counterexample the shrunk counterexample, or {@code ""} when there is none
     * @param reason why the counterexample fails, or {@code ""} when it passed
     * @param examples the generated examples the property ran through {@link Oracle#check} before
     *     its verdict, a falsifying one included; 0 when it checks fixed cases only
     */
    public record Outcome(String clause, String counterexample, String reason, int examples) {

        static Outcome of(Throwable failure, int examples) {
            if (failure instanceof PropertyFailure f) {
                return new Outcome(f.crashed() ? CRASH : f.clause(), f.counterexample(),
                        PropertyFailure.reason(f.getCause()), examples);
            }
            if (failure instanceof ClauseViolation v) {
                return new Outcome(v.clause(), "", v.getMessage(), examples);
            }
            if (!(failure instanceof AssertionError)) {
                return new Outcome(CRASH, "", PropertyFailure.reason(failure), examples);
            }
            return new Outcome(failure.getClass().getName(), "", String.valueOf(failure.getMessage()), examples);
        }
    }

    /**
     * An outcome with the time it took, measured with {@link System#nanoTime}.
     *
     * @param outcome what the property found
     * @param nanosToFailure from the property's start to its first failing example (or, for a
     *     failure outside generated examples, to the failure); to its end when it passed
     * @param nanos from the property's start to its verdict, shrinking included
     * @param setAside the examples and fixed cases set aside ({@link SetAside}), by finding
     */
    public record Timed(Outcome outcome, long nanosToFailure, long nanos, Map<String, Integer> setAside) {
    }

    /**
     * Runs each public {@link Property} method of {@code contract}.
     *
     * @return the outcome of each, by method name in name order
     */
    public static Map<String, Outcome> outcomes(Object contract) {
        Map<String, Outcome> outcomes = new TreeMap<>();
        timedOutcomes(contract).forEach((method, timed) -> outcomes.put(method, timed.outcome()));
        return outcomes;
    }

    /**
     * Runs the one public {@link Property} method of {@code contract} named {@code property}, as
     * {@link #outcomes} would, without running the others.
     *
     * @throws IllegalArgumentException naming {@code property} and the contract's class when the
     *     contract has no such property
     */
    public static Outcome outcome(Object contract, String property) {
        for (Method method : contract.getClass().getMethods()) {
            if (method.getName().equals(property) && isProperty(method)) {
                return outcome(contract, method, true).outcome();
            }
        }
        throw new IllegalArgumentException("no property " + property + " in " + contract.getClass().getName()
                + ": a property is a public instance method annotated @Property");
    }

    private static boolean isProperty(Method method) {
        return method.isAnnotationPresent(Property.class) && !Modifier.isStatic(method.getModifiers());
    }

    /**
     * Runs each public {@link Property} method of {@code contract}, one after the other.
     *
     * @return the timed outcome of each, by method name in name order
     */
    public static Map<String, Timed> timedOutcomes(Object contract) {
        return timedOutcomes(contract, true);
    }

    /**
     * As {@link #timedOutcomes(Object)}, shrinking each counterexample or not: unshrunk, a
     * rejection shows the first failing example, and its clause is the clause that example broke,
     * which shrinking may change.
     */
    public static Map<String, Timed> timedOutcomes(Object contract, boolean shrink) {
        Map<String, Timed> outcomes = new TreeMap<>();
        for (Method method : contract.getClass().getMethods()) {
            if (isProperty(method)) {
                outcomes.put(method.getName(), outcome(contract, method, shrink));
            }
        }
        return outcomes;
    }

    /**
     * Runs each public {@link Property} method of {@code contract}.
     *
     * @return for each method name, in name order, the clause of its {@link Outcome}:
     *     {@link #PASSED}, the clause broken, or {@link #CRASH}
     */
    public static Map<String, String> of(Object contract) {
        Map<String, String> clauses = new TreeMap<>();
        outcomes(contract).forEach((method, outcome) -> clauses.put(method, outcome.clause()));
        return clauses;
    }

    /**
     * Runs each public {@link Property} method of {@code contract}.
     *
     * @return the clause of each property that did not pass, by method name in name order; every
     *     property not named passed
     */
    public static Map<String, String> rejections(Object contract) {
        Map<String, String> rejections = new TreeMap<>(of(contract));
        rejections.values().removeIf(PASSED::equals);
        return rejections;
    }

    private static Timed outcome(Object contract, Method method, boolean shrink) {
        Running running = new Running(method.getDeclaringClass().getName() + "#" + method.getName(), false,
                method.getAnnotation(Property.class).value());
        if (!shrink) {
            running.stopShrinking();
        }
        Running outer = Running.enter(running);
        long start = System.nanoTime();
        try {
            method.invoke(contract);
            long end = System.nanoTime();
            return new Timed(new Outcome(PASSED, "", "", running.examples()), end - start, end - start,
                    running.setAside());
        } catch (InvocationTargetException e) {
            long end = System.nanoTime();
            return new Timed(Outcome.of(e.getCause(), running.examples()), running.firstFailure(end) - start,
                    end - start, running.setAside());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot run " + method, e);
        } finally {
            Running.enter(outer);
        }
    }
}
