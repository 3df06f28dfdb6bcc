package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class OracleTest {

    private static final Settings FIXED = Settings.from(new Properties());

    @Property
    void aHoldingPropertyRunsEveryExample() {
        int[] calls = {0};
        int runs = Oracle.check(FIXED, "T-1", 37, integers().between(0, 1_000_000), x -> calls[0]++);
        // QuickTheories skips a value it has already tried, so a run may be a little short of 37.
        assertThat(runs).isEqualTo(calls[0]).isBetween(30, 37);
    }

    @Property
    void aFailureNamesTheClauseTheShrunkValueTheSeedAndTheReplayOfThisTest() {
        PropertyFailure failure = catchThrowableOfType(PropertyFailure.class,
                () -> Oracle.check(FIXED, "T-1", 100, integers().between(0, 1000).describedAs(x -> "x=" + x), x -> {
                    if (x >= 10) {
                        throw new AssertionError("too big");
                    }
                }));
        assertThat(failure.clause()).isEqualTo("T-1");
        assertThat(failure.counterexample()).isEqualTo("x=10");
        assertThat(failure.seed()).isEqualTo(Settings.DEFAULT_SEED);
        assertThat(failure.examples()).isEqualTo(100);
        assertThat(failure).hasMessage("T-1 violated\n"
                + "  counterexample (shrunk): x=10\n"
                + "  because: too big\n"
                + "  seed 20170518, 100 examples\n"
                + "  replay: mvn test -Dtest='OracleTest#aFailureNamesTheClauseTheShrunkValueTheSeedAndTheReplayOfThisTest'"
                + " -DQT_SEED=20170518 -DQT_EXAMPLES=100");
    }

    @Property
    void aClauseViolationNamesItsOwnClause() {
        PropertyFailure failure = catchThrowableOfType(PropertyFailure.class,
                () -> Oracle.check(FIXED, "T-1, T-2", 50, integers().between(0, 1000), x -> {
                    throw new ClauseViolation("T-2", "line one\nline two");
                }));
        assertThat(failure.clause()).isEqualTo("T-2");
        assertThat(failure.getMessage()).contains("  because: T-2: line one\n    line two\n");
        assertThat(failure.getCause()).isInstanceOf(ClauseViolation.class);
    }

    @Property
    void theSystemSettingsRunTheGivenExamplesFromTheDefaultSeed() {
        // Maven runs the suite without QT_SEED or QT_EXAMPLES unless a replay sets them.
        int runs = Oracle.check("T-5", 5, integers().between(0, 1_000_000), x -> { });
        assertThat(runs).isBetween(1, Settings.fromSystem().examples(5));
    }

    @Test
    void aSampleIsTheSameWhateverTheSystemPropertiesSay() {
        List<Integer> sample = Oracle.sample(integers().between(0, 1_000_000), 20);
        assertThat(sample).hasSizeBetween(15, 20).isEqualTo(Oracle.sample(integers().between(0, 1_000_000), 20));
    }

    @Test
    void outsideAPropertyTestTheReplayLeavesTheTestToBeFilledIn() {
        assertThat(Running.current()).isNull();
        assertThat(Oracle.replay(null, 3, 4)).isEqualTo("mvn test -Dtest='<TestClass>#<method>' -DQT_SEED=3 -DQT_EXAMPLES=4");
        assertThat(Oracle.replay("a.b.C#m", -3, 4)).isEqualTo("mvn test -Dtest='C#m' -DQT_SEED=-3 -DQT_EXAMPLES=4");
    }

    @Test
    void anErrorWithoutMessageIsDescribedByItsClass() {
        PropertyFailure failure = new PropertyFailure("T-3", false, "x", 1, 2, "r", new AssertionError());
        assertThat(failure.getMessage()).startsWith("T-3 violated\n")
                .contains("  because: java.lang.AssertionError\n");
    }

    @Test
    void aViolationNamesItsOwnClause() {
        PropertyFailure failure = catchThrowableOfType(PropertyFailure.class, () -> Oracle.check(Settings.from(
                new java.util.Properties()), "T-7", 20, integers().between(0, 100), x -> {
                    throw new ClauseViolation("T-8", "x is " + x);
                }));
        assertThat(failure.clause()).isEqualTo("T-8");
        assertThat(failure.crashed()).isFalse();
        assertThat(failure.getMessage()).startsWith("T-8 violated\n").contains("because: T-8: x is 0\n");
    }

    @Test
    void anUnexpectedExceptionIsACrashNotAViolation() {
        PropertyFailure failure = catchThrowableOfType(PropertyFailure.class, () -> Oracle.check(Settings.from(
                new java.util.Properties()), "T-5", 50, integers().between(0, 100), x -> {
                    Crash.guard("step 1 get(" + x + "):", () -> {
                        if (x > 10) {
                            throw new ArrayIndexOutOfBoundsException("Index " + x + " out of bounds for length 10");
                        }
                    });
                }));
        assertThat(failure.crashed()).isTrue();
        assertThat(failure.clause()).isEqualTo("T-5");
        assertThat(failure.counterexample()).isEqualTo("11");
        assertThat(failure.getMessage()).startsWith("crash in the check of T-5\n").contains("  because: step 1 get(11):"
                + " threw java.lang.ArrayIndexOutOfBoundsException: Index 11 out of bounds for length 10\n");
        PropertyFailure unguarded = new PropertyFailure("T-6", true, "x", 1, 2, "r", new NoClassDefFoundError("a/B"));
        assertThat(unguarded.getMessage()).contains("  because: threw java.lang.NoClassDefFoundError: a/B\n");
    }

    /** A lazy label is built for the crash only: a value passes through without asking for it. */
    @Test
    void aLazyLabelIsBuiltOnlyForACrash() {
        List<String> asked = new java.util.ArrayList<>();
        assertThat(Crash.guarded(() -> { asked.add("label"); return "step 1 get:"; }, () -> 7)).isEqualTo(7);
        assertThat(asked).as("labels built for a value").isEmpty();
        Crash crash = catchThrowableOfType(Crash.class, () -> Crash.guarded(() -> { asked.add("label");
            return "step 2 get:"; }, () -> { throw new IllegalStateException("gone"); }));
        assertThat(crash.at()).isEqualTo("step 2 get:");
        assertThat(asked).containsExactly("label");
    }

    @Test
    void aPredicateThatReturnsFalseAndExhaustedGenerationAreReportedToo() {
        Oracle.FailureReporter reporter = new Oracle.FailureReporter("T-4", 9, null);
        PropertyFailure failure = catchThrowableOfType(PropertyFailure.class,
                () -> reporter.falisification(5, 1, 7, List.of(), Object::toString));
        assertThat(failure.clause()).isEqualTo("T-4");
        assertThat(failure.getMessage()).contains("because: the property returned false");
        IllegalStateException exhausted = catchThrowableOfType(IllegalStateException.class,
                () -> reporter.valuesExhausted(3));
        assertThat(exhausted).hasMessage(
                "T-4: only 3 examples could be generated; the generator's assumptions are too strict");
    }
}
