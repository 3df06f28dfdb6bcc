package org.ringoracle.harness;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.junit.jupiter.api.TestReporter;
import org.opentest4j.TestAbortedException;

/**
 * What every {@link Property} method of a contract instance found, run outside {@code mvn test}:
 * how the suite judges its own flawed fixtures, the C and other libraries, and how a user asks which
 * clauses an implementation breaks ({@code System.out.println(Verdict.of(contract))}).
 *
 * <p>A contract of a class JUnit runs (named, concrete, not private, static if nested) runs through
 * the JUnit Platform Launcher on the instance given, so its {@code @BeforeEach}, {@code @AfterEach},
 * extensions and conditions apply as under {@code mvn test}. JUnit refuses anonymous and local
 * classes, so a contract of one runs by reflection: each public property method is called in turn
 * on the instance, with no lifecycle methods around it.
 *
 * @param subject the contract's class name
 * @param properties each property's outcome and times, by method name in name order
 */
public record Verdict(String subject, SortedMap<String, Judged> properties) {

    /** Keeps an unmodifiable copy. */
    public Verdict {
        properties = Collections.unmodifiableSortedMap(new TreeMap<>(properties));
    }

    /**
     * One property's outcome with the time it took ({@link System#nanoTime}).
     *
     * @param outcome what the property found
     * @param nanosToFailure from the property's start to its first failing example (or, for a
     *     failure outside generated examples, to the failure); to its end when it passed
     * @param nanos from the property's start to its verdict, shrinking included
     * @param setAside the examples and fixed cases set aside ({@link SetAside}), by finding
     */
    public record Judged(Outcome outcome, long nanosToFailure, long nanos, Map<String, Integer> setAside) {
    }

    /**
     * Runs each {@link Property} method of {@code contract}, one after the other; shrinking each
     * counterexample unless {@link Settings#UNSHRUNK} is set.
     */
    public static Verdict of(Object contract) {
        return run(contract, method -> true, Settings.fromSystem().shrinkVerdicts());
    }

    /**
     * Runs only the properties of {@code contract} that declare {@code clause}, shrinking every
     * counterexample whatever {@link Settings#UNSHRUNK} says: the way to read the smallest counterexample
     * of a clause.
     *
     * @throws IllegalArgumentException naming the clause and the contract when no property declares it
     */
    public static Verdict of(Object contract, String clause) {
        Verdict verdict = run(contract, method -> Arrays.asList(method.getAnnotation(Property.class).value())
                .contains(clause), true);
        if (verdict.properties().isEmpty()) {
            throw new IllegalArgumentException("no property of " + contract.getClass().getName() + " declares "
                    + clause + "; @Property names the clauses each verifies");
        }
        return verdict;
    }

    /** The properties {@code which} selects, shrinking each counterexample or not. */
    static Verdict run(Object contract, Predicate<Method> which, boolean shrink) {
        if (JUnitRun.runs(contract.getClass())) {
            return new Verdict(contract.getClass().getName(), JUnitRun.run(contract, which, shrink));
        }
        SortedMap<String, Judged> judged = new TreeMap<>();
        for (Method method : contract.getClass().getMethods()) {
            if (method.isAnnotationPresent(Property.class) && !Modifier.isStatic(method.getModifiers())
                    && which.test(method)) {
                judged.put(method.getName(), judge(contract, method, shrink));
            }
        }
        return new Verdict(contract.getClass().getName(), judged);
    }

    /** Each property's outcome, by method name. */
    public SortedMap<String, Outcome> outcomes() {
        SortedMap<String, Outcome> outcomes = new TreeMap<>();
        properties.forEach((property, judged) -> outcomes.put(property, judged.outcome()));
        return outcomes;
    }

    /** Whether no property rejects the subject. */
    public boolean passes() {
        return outcomes().values().stream().noneMatch(Outcome::rejects);
    }

    /** The clauses violated, in order. */
    public SortedSet<String> violated() {
        SortedSet<String> clauses = new TreeSet<>();
        outcomes().values().forEach(o -> {
            if (o instanceof Outcome.Violated v) {
                clauses.add(v.clause());
            }
        });
        return clauses;
    }

    /** The violations of {@code clause}, in property-name order. */
    public List<Outcome.Violated> violations(String clause) {
        return outcomes().values().stream().filter(o -> o instanceof Outcome.Violated v && v.clause().equals(clause))
                .map(Outcome.Violated.class::cast).toList();
    }

    /**
     * The one violation of {@code clause}.
     *
     * @throws IllegalStateException listing the verdict when no property or more than one violates it
     */
    public Outcome.Violated violation(String clause) {
        List<Outcome.Violated> found = violations(clause);
        if (found.size() != 1) {
            throw new IllegalStateException(found.size() + " properties violate " + clause + ", where one is asked"
                    + " for; use violations(clause):\n" + this);
        }
        return found.get(0);
    }

    /** The crashes, in property-name order. */
    public List<Outcome.Crashed> crashes() {
        return outcomes().values().stream().filter(Outcome.Crashed.class::isInstance)
                .map(Outcome.Crashed.class::cast).toList();
    }

    /**
     * Publishes one JUnit report entry per property, an {@link Entry.PropertyVerdict} of
     * {@code fixture}: the record of the run carries each outcome whole (reports/index.md reads it).
     *
     * @return this verdict
     */
    public Verdict publish(TestReporter reporter, String fixture) {
        properties.forEach((property, judged) -> reporter.publishEntry(
                new Entry.PropertyVerdict(fixture, property, judged).fields()));
        return this;
    }

    /** Cases set aside by finding, as {@code F-10 x1, F-13 x2}. */
    public static String setAside(Map<String, Integer> byFinding) {
        return String.join(", ", new TreeMap<>(byFinding).entrySet().stream()
                .map(e -> e.getKey() + " x" + e.getValue()).toList());
    }

    /** One line per property: its name, what it found, the counterexample and the reason. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(subject + ": " + properties.size() + " properties\n");
        outcomes().forEach((property, outcome) -> text.append("  ").append(property).append(": ")
                .append(describe(outcome)).append('\n'));
        return text.toString();
    }

    /** What {@code outcome} found, in one line: the clause, the counterexample and the reason. */
    public static String describe(Outcome outcome) {
        if (outcome instanceof Outcome.Violated v) {
            return v.clause() + " violated by (" + v.counterexample() + "): " + v.reason();
        }
        if (outcome instanceof Outcome.Crashed c) {
            return "crashed in the check of " + c.clause() + " on (" + c.input() + "): " + c.reason();
        }
        if (outcome instanceof Outcome.Untested u) {
            return "untested: " + u.reason();
        }
        return "passed (" + outcome.examples() + " examples)";
    }

    private static Judged judge(Object contract, Method method, boolean shrink) {
        Running running = new Running(method.getDeclaringClass().getName() + "#" + method.getName(), false,
                method.getAnnotation(Property.class).value());
        if (!shrink) {
            running.stopShrinking();
        }
        Running outer = Running.enter(running);
        long start = System.nanoTime();
        try {
            method.invoke(contract);
            return running.judged(null, start, System.nanoTime());
        } catch (InvocationTargetException e) {
            return running.judged(e.getCause(), start, System.nanoTime());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot run " + method, e);
        } finally {
            Running.enter(outer);
        }
    }

    /**
     * The outcome of a property that threw {@code failure} after {@code examples} examples: a
     * failure outside a check that names no clause is charged to the property's {@code declared}
     * clauses (comma-separated).
     */
    static Outcome outcome(Throwable failure, int examples, String declared) {
        if (failure instanceof PropertyFailure f) {
            Throwable cause = f.getCause();
            if (f.crashed()) {
                return cause instanceof Crash c
                        ? new Outcome.Crashed(f.clause(), f.counterexample(), c.at(), String.valueOf(c.getCause()), examples)
                        : new Outcome.Crashed(f.clause(), f.counterexample(), "", String.valueOf(cause), examples);
            }
            return new Outcome.Violated(f.clause(), f.counterexample(), PropertyFailure.reason(cause), examples);
        }
        if (failure instanceof TestAbortedException aborted) {
            return new Outcome.Untested(String.valueOf(aborted.getMessage()));
        }
        if (failure instanceof ClauseViolation v) {
            return new Outcome.Violated(v.clause(), "", v.getMessage(), examples);
        }
        if (failure instanceof AssertionError e) {
            return new Outcome.Violated(declared, "", String.valueOf(e.getMessage()).strip(), examples);
        }
        if (failure instanceof Crash c) {
            return new Outcome.Crashed(declared, "", c.at(), String.valueOf(c.getCause()), examples);
        }
        return new Outcome.Crashed(declared, "", "", failure.toString(), examples);
    }
}
