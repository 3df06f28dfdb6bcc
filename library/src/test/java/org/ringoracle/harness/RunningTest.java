package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.quicktheories.generators.SourceDSL.integers;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;

class RunningTest {

    private static final Settings FIXED = Settings.from(new Properties());

    @Property({"T-1", "T-2"})
    void aPropertyChecksOnlyTheClausesItDeclares() {
        Oracle.check(FIXED, "T-1, T-2", 3, integers().between(0, 9), x -> { });
        IllegalStateException refused = catchThrowableOfType(IllegalStateException.class,
                () -> Oracle.check(FIXED, "T-2, T-3", 3, integers().between(0, 9), x -> { }));
        assertThat(refused).hasMessage(RunningTest.class.getName() + "#aPropertyChecksOnlyTheClausesItDeclares"
                + " checks T-3 but its @Property declares [T-1, T-2];"
                + " add the clause to the annotation or check a declared one");
    }

    @Test
    void onlyTheFirstFailingExampleIsKept() {
        Running running = new Running("p", false);
        assertThat(running.firstFailure(7L)).isEqualTo(7L);
        running.failedAt(5L);
        running.failedAt(9L);
        assertThat(running.firstFailure(7L)).isEqualTo(5L);
    }

    @Test
    void everyCheckIsRecordedWithTheExamplesItRan() {
        Running running = new Running("a.B#c", false, "T-1", "T-2");
        Running outer = Running.enter(running);
        try {
            int ran = Oracle.check(FIXED, "T-1", 40, integers().between(0, 1_000_000), x -> { });
            catchThrowableOfType(PropertyFailure.class, () -> Oracle.check(FIXED, "T-1", 50,
                    integers().between(0, 1_000_000), x -> {
                        if (x > 0) {
                            throw new ClauseViolation("T-2", "positive");
                        }
                    }));
            assertThat(running.checks()).hasSize(2);
            assertThat(running.checks().get(0)).isEqualTo(Running.Check.passed("T-1", 40, ran));
            Running.Check failed = running.checks().get(1);
            assertThat(List.of(failed.clause(), failed.asked(), failed.label())).isEqualTo(List.of("T-1", 50, "T-2"));
            // The seed's first positive draw falsifies: the count stops there, shrinking not included.
            assertThat(failed.ran()).isBetween(1, 50);
            assertThat(running.examples()).isEqualTo(ran + failed.ran());
            catchThrowableOfType(PropertyFailure.class, () -> Oracle.check(FIXED, "T-1", 5,
                    integers().between(0, 1_000_000), x -> {
                        throw new IllegalStateException("not a check");
                    }));
            assertThat(running.checks().get(2).result()).as("a crash is recorded as one")
                    .isEqualTo(Running.Check.Result.CRASHED);
        } finally {
            Running.enter(outer);
        }
    }

    @Test
    void onlyAJUnitTestIsNamedForReplay() {
        assertThat(new Running("a.B#c", true).replayName()).isEqualTo("a.B#c");
        assertThat(new Running("a.B#c", false).replayName()).isNull();
    }

    @Test
    void outsideAPropertyNothingIsRecordedOrRefused() {
        assertThat(Running.current()).isNull();
        assertThat(Oracle.check(FIXED, "ANY-1", 5, integers().between(0, 1_000_000), x -> { })).isPositive();
        assertThat(Running.current()).isNull();
    }

    @Test
    void aSampleIsNeitherRecordedNorHeldToTheClauses() {
        Running running = new Running("a.B#c", true, "T-1");
        Running outer = Running.enter(running);
        try {
            assertThat(Oracle.sample(integers().between(0, 9), 5)).isNotEmpty();
            assertThat(running.checks()).isEmpty();
        } finally {
            Running.enter(outer);
        }
    }

    /** An extension context of this class's {@code method} that keeps the entries published to it. */
    private static ExtensionContext context(String method, List<Map<String, String>> published) throws Exception {
        return context(method, published, Map.of());
    }

    /** The same, with these configuration parameters. */
    @SuppressWarnings("unchecked")
    private static ExtensionContext context(String method, List<Map<String, String>> published,
            Map<String, String> parameters) throws Exception {
        java.lang.reflect.Method testMethod = RunningTest.class.getDeclaredMethod(method);
        return (ExtensionContext) Proxy.newProxyInstance(RunningTest.class.getClassLoader(),
                new Class<?>[] {ExtensionContext.class}, (proxy, called, args) -> {
                    switch (called.getName()) {
                        case "getRequiredTestMethod": return testMethod;
                        case "getRequiredTestClass": return RunningTest.class;
                        case "getConfigurationParameter":
                            java.util.Optional<String> value = java.util.Optional.ofNullable(parameters.get((String) args[0]));
                            return args.length == 1 ? value
                                    : value.map((java.util.function.Function<String, Object>) args[1]);
                        case "publishReportEntry":
                            Map<String, String> copy = new java.util.TreeMap<>();
                            ((Map<?, ?>) args[0]).forEach((k, v) -> copy.put((String) k, (String) v));
                            published.add(copy);
                            return null;
                        default: throw new UnsupportedOperationException(called.getName());
                    }
                });
    }

    @Test
    void theInterceptorRunsTheMethodAsItsPropertyThenPublishesItsChecksAndRestoresTheOuterOne() throws Throwable {
        List<Map<String, String>> published = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        Running outer = new Running("outer.O#o", true);
        Running before = Running.enter(outer);
        try {
            new PropertyExtension().interceptTestMethod(() -> {
                seen.add(Running.current().replayName());
                Running.current().record(Running.Check.passed("T-1", 4, 4));
                return null;
            }, null, context("aPropertyChecksOnlyTheClausesItDeclares", published));
            assertThat(Running.current()).isSameAs(outer);
        } finally {
            Running.enter(before);
        }
        assertThat(seen).containsExactly(RunningTest.class.getName() + "#aPropertyChecksOnlyTheClausesItDeclares");
        assertThat(published).containsExactly(
                Map.of("kind", "check", "clause", "T-1", "asked", "4", "ran", "4", "result", "passed"));
    }

    /**
     * In a run Verdict.of starts, the interceptor also publishes the property's outcome, and stops
     * shrinking when the run asks it to.
     */
    @Test
    void inAVerdictsRunTheInterceptorPublishesTheOutcome() throws Throwable {
        List<Map<String, String>> published = new ArrayList<>();
        List<Boolean> shrinks = new ArrayList<>();
        AssertionError failure = new AssertionError("wrong");
        assertThatThrownBy(() -> new PropertyExtension().interceptTestMethod(() -> {
            shrinks.add(Running.current().shrinks());
            Running.current().record(Running.Check.passed("T-1", 4, 4));
            throw failure;
        }, null, context("aPropertyChecksOnlyTheClausesItDeclares", published, Map.of(JUnitRun.SHRINK, "false"))))
                .isSameAs(failure);
        assertThat(shrinks).containsExactly(false);
        Entry.PropertyVerdict verdict = (Entry.PropertyVerdict) Entry.of(published.get(0));
        assertThat(verdict.fixture()).isEqualTo(RunningTest.class.getName());
        assertThat(verdict.property()).isEqualTo("aPropertyChecksOnlyTheClausesItDeclares");
        assertThat(verdict.judged().outcome()).isEqualTo(new Outcome.Violated("T-1, T-2", "", "wrong", 4));
        assertThat(verdict.judged().nanos()).isGreaterThanOrEqualTo(verdict.judged().nanosToFailure())
                .isGreaterThanOrEqualTo(0);
        assertThat(published).hasSize(2).last().isEqualTo(
                Map.of("kind", "check", "clause", "T-1", "asked", "4", "ran", "4", "result", "passed"));
    }

    @Test
    void theExtensionPublishesOneEntryPerCheckAndForgetsTheProperty() throws Exception {
        List<Map<String, String>> published = new ArrayList<>();
        ExtensionContext context = context("theExtensionPublishesOneEntryPerCheckAndForgetsTheProperty", published);
        Running running = new Running("a.B#c", true);
        running.record(Running.Check.passed("T-1", 10, 9));
        running.record(new Running.Check("T-2", 20, 3, Running.Check.Result.VIOLATED, "T-3"));
        running.record(new Running.Check("T-4", 5, 1, Running.Check.Result.CRASHED, ""));
        Running outer = Running.enter(running);
        new PropertyExtension().finish(context);
        assertThat(Running.current()).isNull();
        Running.enter(outer);
        assertThat(published).containsExactly(
                Map.of("kind", "check", "clause", "T-1", "asked", "10", "ran", "9", "result", "passed"),
                Map.of("kind", "check", "clause", "T-2", "asked", "20", "ran", "3", "result", "T-3"),
                Map.of("kind", "check", "clause", "T-4", "asked", "5", "ran", "1", "result", "crash"));
    }
}
