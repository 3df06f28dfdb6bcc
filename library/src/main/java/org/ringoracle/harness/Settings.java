package org.ringoracle.harness;

import java.util.Properties;
import java.util.function.LongSupplier;

/**
 * How many examples a property runs and from which seed, read from system properties.
 *
 * <ul>
 *   <li>{@code QT_SEED}: the seed of every property (default {@value #DEFAULT_SEED});
 *   <li>{@code QT_EXAMPLES}: the examples of every property, replacing each property's own count;
 *   <li>{@code ringoracle.explore=true}: exploration; each property draws a fresh random seed
 *       (unless {@code QT_SEED} is given) and runs {@value #EXPLORE_FACTOR} times its examples
 *       (unless {@code QT_EXAMPLES} is given);
 *   <li>{@code ringoracle.maxExamples}: at most this many of each property's own examples; an
 *       explicit {@code QT_EXAMPLES} and exploration are not capped, so a replay line replays.
 *       This suite's tests and mutation analysis run with it (pom.xml). From a fixed seed the
 *       examples come in the same order whatever their number, so a check that fails within the
 *       cap fails at the same example, shrinks to the same counterexample and gets the same
 *       verdict; only checks that pass, or would fail later, are shortened.
 *   <li>{@code ringoracle.verdictsUnshrunk=true}: {@link Verdict#of(Object)} reports each
 *       rejection's first failing example unshrunk. Mutation analysis sets it: there only the
 *       clauses matter, and shrinking every rejection under every mutant costs time.
 *   <li>{@code ringoracle.longRunSteps}: at most this many steps in each long run
 *       ({@link LongRuns}). The C mutation analysis sets it, judging every mutant of the C on the
 *       same sizes with shorter runs; the suite's own tests never do, as some fixtures go wrong
 *       only after thousands of calls.
 * </ul>
 *
 * @param fixedSeed the seed from {@code QT_SEED}, or {@code null}
 * @param fixedExamples the count from {@code QT_EXAMPLES}, or {@code null}
 * @param explore whether exploration mode is on
 * @param maxExamples the cap from {@code ringoracle.maxExamples}, or {@code null}
 * @param shrinkVerdicts whether {@link Verdict#of(Object)} shrinks counterexamples (unless
 *     {@code ringoracle.verdictsUnshrunk=true})
 * @param longRunSteps the cap from {@code ringoracle.longRunSteps}, or {@code null}
 */
public record Settings(Long fixedSeed, Integer fixedExamples, boolean explore, Integer maxExamples,
        boolean shrinkVerdicts, Integer longRunSteps) {

    /** The seed every property uses unless told otherwise. */
    public static final long DEFAULT_SEED = 20170518L;

    /** How many times more examples exploration runs. */
    public static final int EXPLORE_FACTOR = 10;

    /** The system property that switches exploration on. */
    public static final String EXPLORE = "ringoracle.explore";

    /** The system property that fixes the seed (QuickTheories' own name). */
    public static final String SEED = "QT_SEED";

    /** The system property that fixes the number of examples (QuickTheories' own name). */
    public static final String EXAMPLES = "QT_EXAMPLES";

    /** The system property that caps the number of examples of each check. */
    public static final String MAX_EXAMPLES = "ringoracle.maxExamples";

    /** The system property that caps the steps of each long run. */
    public static final String LONG_RUN_STEPS = "ringoracle.longRunSteps";

    /** The system property that, when {@code true}, has verdicts report first failing examples unshrunk. */
    public static final String UNSHRUNK = "ringoracle.verdictsUnshrunk";

    /**
     * Checks the values.
     *
     * @throws IllegalArgumentException if {@code fixedExamples}, {@code maxExamples} or
     *     {@code longRunSteps} is given and below 1
     */
    public Settings {
        if (fixedExamples != null && fixedExamples < 1) {
            throw new IllegalArgumentException(
                    EXAMPLES + "=" + fixedExamples + ": the number of examples must be at least 1");
        }
        if (maxExamples != null && maxExamples < 1) {
            throw new IllegalArgumentException(
                    MAX_EXAMPLES + "=" + maxExamples + ": the cap on examples must be at least 1");
        }
        if (longRunSteps != null && longRunSteps < 1) {
            throw new IllegalArgumentException(
                    LONG_RUN_STEPS + "=" + longRunSteps + ": the cap on a long run's steps must be at least 1");
        }
    }

    /** The settings given by this JVM's system properties. */
    public static Settings fromSystem() {
        return from(System.getProperties());
    }

    /**
     * The settings given by {@code props}.
     *
     * @throws IllegalArgumentException naming the property and its value when a number does not
     *     parse or the examples are below 1
     */
    public static Settings from(Properties props) {
        return new Settings(
                parse(props, SEED, Long::valueOf),
                parse(props, EXAMPLES, Integer::valueOf),
                Boolean.parseBoolean(props.getProperty(EXPLORE, "false")),
                parse(props, MAX_EXAMPLES, Integer::valueOf),
                !Boolean.parseBoolean(props.getProperty(UNSHRUNK, "false")),
                parse(props, LONG_RUN_STEPS, Integer::valueOf));
    }

    private static <N> N parse(Properties props, String key, java.util.function.Function<String, N> parser) {
        String text = props.getProperty(key);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return parser.apply(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + "=" + text + ": not a decimal integer", e);
        }
    }

    /**
     * Whether these are the settings of a plain run: the fixed default seed, each property's own
     * examples, capped or not, and long runs of their full length. Tests that pin what shrinking reaches, and reports that record
     * a run, hold only for these (under a cap, for checks that fail within it).
     */
    public boolean isDefault() {
        return fixedSeed == null && fixedExamples == null && !explore && longRunSteps == null;
    }

    /**
     * The seed for the next property: {@code QT_SEED} if given, else a random one when exploring,
     * else {@link #DEFAULT_SEED}.
     */
    public long seed(LongSupplier random) {
        if (fixedSeed != null) {
            return fixedSeed;
        }
        return explore ? random.getAsLong() : DEFAULT_SEED;
    }

    /** The steps of a long run of {@code base} steps: {@code base}, capped at {@code longRunSteps}. */
    public int longRunSteps(int base) {
        return longRunSteps == null ? base : Math.min(base, longRunSteps);
    }

    /**
     * The examples a property with {@code base} examples runs: {@code QT_EXAMPLES} if given, else
     * {@code base} times {@link #EXPLORE_FACTOR} when exploring, else {@code base} capped at
     * {@code maxExamples}.
     */
    public int examples(int base) {
        if (fixedExamples != null) {
            return fixedExamples;
        }
        if (explore) {
            return Math.multiplyExact(base, EXPLORE_FACTOR);
        }
        return maxExamples == null ? base : Math.min(base, maxExamples);
    }
}
