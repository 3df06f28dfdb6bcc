package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a lockstep run reports when its subject refuses a step, throws, or cannot be observed. */
class LockstepTest {

    /** A subject that throws {@code thrown} at {@code op} "bad", observed by {@code observe}. */
    record Subject(RuntimeException thrown, String granted, Runnable observe) implements Lockstep<String> {
        @Override
        public void step(String op, String at) {
            if (op.equals("bad")) {
                throw thrown;
            }
        }

        @Override
        public void compare(String at) {
            observe.run();
        }

        @Override
        public String grantedBy(String op) {
            return granted;
        }
    }

    private static Throwable run(Subject subject) {
        return catchThrowable(() -> Lockstep.run(subject, "new:", List.of("good", "bad")));
    }

    @Test
    void aRefusedStepViolatesTheClauseThatAllowsIt() {
        Throwable refused = run(new Subject(new IllegalArgumentException("no"), "T-1", () -> { }));
        assertThat(refused).isInstanceOf(ClauseViolation.class)
                .hasMessage("T-1: step 2 bad: was refused (no) where T-1 allows it");
    }

    @Test
    void withoutAGrantingClauseARefusalIsACrash() {
        assertThat(new Subject(null, "", () -> { }).grantedBy("x")).isEmpty();
        Throwable refused = run(new Subject(new IllegalArgumentException("no"), "", () -> { }));
        assertThat(refused).isInstanceOf(Crash.class).hasMessage("step 2 bad: threw java.lang.IllegalArgumentException: no");
        assertThat(((Crash) refused).at()).isEqualTo("step 2 bad:");
    }

    @Test
    void anotherExceptionIsACrashAtItsStep() {
        Throwable thrown = run(new Subject(new IllegalStateException("broken"), "T-1", () -> { }));
        assertThat(thrown).isInstanceOf(Crash.class).hasMessage("step 2 bad: threw java.lang.IllegalStateException: broken");
    }

    @Test
    void anObservationThatThrowsIsReportedAsSuch() {
        Throwable thrown = catchThrowable(() -> Lockstep.run(new Subject(null, "T-1", () -> {
            throw new IndexOutOfBoundsException("slot 9");
        }), "new:", List.of("good")));
        assertThat(thrown).isInstanceOf(Crash.class)
                .hasMessage("new: observing threw java.lang.IndexOutOfBoundsException: slot 9");
    }

    @Test
    void aCaseSetAsideByAFindingPassesThroughAnAllowedCall() {
        SetAside aside = catchThrowableOfSetAside(() -> Refusal.by(RuntimeException.class).allow("T-1", "call",
                () -> SetAside.when(true, "F-1", "x 1")));
        assertThat(aside.finding()).isEqualTo("F-1");
        assertThat(Refusal.ILLEGAL_ARGUMENT.allowed("T-1", "call", () -> 7)).isEqualTo(7);
    }

    private static SetAside catchThrowableOfSetAside(Runnable call) {
        Throwable thrown = catchThrowable(call::run);
        assertThat(thrown).isInstanceOf(SetAside.class);
        return (SetAside) thrown;
    }
}
