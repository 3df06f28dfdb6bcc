package org.ringoracle.harness;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.opentest4j.TestAbortedException;
import org.quicktheories.QuickTheory;
import org.quicktheories.api.AsString;
import org.quicktheories.core.Gen;
import org.quicktheories.core.Reporter;

/**
 * Checks properties with the suite's settings ({@link Settings}) and turns a falsification into a
 * {@link PropertyFailure} that names the clause.
 */
public final class Oracle {

    /** How many shrink steps a falsified property may take to find a smaller counterexample. */
    public static final int SHRINK_CYCLES = 2_000;

    private Oracle() {
    }

    /**
     * Checks {@code property} on {@code examples} cases drawn from {@code cases}.
     *
     * <p>The property fails an example by throwing: a {@link ClauseViolation} names its own clause,
     * any other {@link AssertionError} is charged to {@code clause}, and any other throwable is a
     * crash (see {@link Crash}), reported apart from violations.
     *
     * @param clause the clause (or comma-separated clauses) the property verifies
     * @param examples the examples to run by default (see {@link Settings#examples})
     * @param cases the generator; its {@code describedAs} text is the counterexample shown
     * @param property the property, throwing on a failed example
     * @return the number of examples the property was run on
     * @throws PropertyFailure for the shrunk counterexample when the property is falsified
     */
    public static <T> int check(String clause, int examples, Gen<T> cases, Consumer<T> property) {
        return check(Settings.fromSystem(), clause, examples, cases, property);
    }

    /**
     * The values {@code gen} draws in {@code examples} examples from the default seed, whatever
     * the system properties say: for tests of what a generator promises. Not a check: it is
     * neither held to the running property's clauses nor reported.
     */
    public static <T> List<T> sample(Gen<T> gen, int examples) {
        List<T> values = new java.util.ArrayList<>();
        run(Settings.DEFAULT_SEED, examples, gen, values::add, new FailureReporter("sample", examples, null), null);
        return values;
    }

    static <T> int check(Settings settings, String clause, int examples, Gen<T> cases, Consumer<T> property) {
        Running running = Running.current();
        if (running != null) {
            running.requireDeclared(clause);
        }
        int count = settings.examples(examples);
        int runs = run(settings.seed(ThreadLocalRandom.current()::nextLong), count, cases, property,
                new FailureReporter(clause, count, running), running);
        if (running != null) {
            running.record(Running.Check.passed(clause, count, runs));
        }
        return runs;
    }

    private static <T> int run(long seed, int examples, Gen<T> cases, Consumer<T> property, Reporter reporter,
            Running running) {
        AtomicInteger runs = new AtomicInteger();
        QuickTheory.qt()
                .withFixedSeed(seed)
                .withExamples(examples)
                .withShrinkCycles(running == null || running.shrinks() ? SHRINK_CYCLES : 0)
                .withReporter(reporter)
                .forAll(cases)
                .checkAssert(value -> {
                    runs.incrementAndGet();
                    try {
                        property.accept(value);
                    } catch (SetAside s) {
                        setAside(running, s);
                    } catch (RuntimeException | Error e) {
                        if (running != null) {
                            running.failedAt(System.nanoTime());
                        }
                        throw e;
                    }
                });
        return runs.get();
    }

    /**
     * Checks {@code property} on each of {@code cases}, fixed cases such as edges pinned by name:
     * a case a finding covers ({@link SetAside}) is set aside and the others still run; an
     * unexpected exception is a {@link Crash} at {@code case <value>:}.
     */
    public static <T> void each(Iterable<T> cases, Consumer<T> property) {
        for (T value : cases) {
            try {
                Crash.guard("case " + value + ":", () -> property.accept(value));
            } catch (SetAside s) {
                setAside(Running.current(), s);
            }
        }
    }

    /**
     * Ends the running property as untested: what it checks cannot be reached or observed for this
     * subject. Under JUnit the test is aborted (not failed, not passed); a {@link Verdict} reports it
     * as {@link Outcome.Untested} with {@code reason}, and reports/index.md lists it as trusted,
     * never as verified.
     *
     * @throws TestAbortedException always
     */
    public static void untested(String reason) {
        throw new TestAbortedException(reason);
    }

    static void setAside(Running running, SetAside s) {
        if (running != null) {
            running.setAside(s.finding());
        }
    }

    /** The command that replays one property with the given seed and examples. */
    static String replay(String test, long seed, int examples) {
        String selector = test == null ? "<TestClass>#<method>" : test.substring(test.lastIndexOf('.') + 1);
        return "mvn test -Dtest='" + selector + "' -D" + Settings.SEED + "=" + seed
                + " -D" + Settings.EXAMPLES + "=" + examples;
    }

    static final class FailureReporter implements Reporter {
        private final String clause;
        private final int examples;
        private final Running running;

        /** A reporter for a check of {@code clause} on {@code examples} examples, recorded in {@code running} if not null. */
        FailureReporter(String clause, int examples, Running running) {
            this.clause = clause;
            this.examples = examples;
            this.running = running;
        }

        @Override
        public void falisification(long seed, int examplesUsed, Object smallest, Throwable cause,
                List<Object> others, AsString<Object> toString) {
            boolean crashed = !(cause instanceof AssertionError);
            String violated = cause instanceof ClauseViolation v ? v.clause() : clause;
            if (running != null) {
                running.record(new Running.Check(clause, examples, examplesUsed,
                        crashed ? Running.Check.Result.CRASHED : Running.Check.Result.VIOLATED, violated));
            }
            throw new PropertyFailure(violated, crashed, toString.asString(smallest), seed, examples,
                    replay(running == null ? null : running.replayName(), seed, examples), cause);
        }

        @Override
        public void falisification(long seed, int examplesUsed, Object smallest, List<Object> others,
                AsString<Object> toString) {
            falisification(seed, examplesUsed, smallest,
                    new AssertionError("the property returned false"), others, toString);
        }

        @Override
        public void valuesExhausted(int found) {
            throw new IllegalStateException(clause + ": only " + found
                    + " examples could be generated; the generator's assumptions are too strict");
        }
    }
}
