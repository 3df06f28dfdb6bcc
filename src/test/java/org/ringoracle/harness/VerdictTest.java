package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class VerdictTest {

    /** A contract-shaped class: two properties, a plain method, a static one. */
    public static class Sample {
        @Property
        public void bPasses() {
        }

        @Property
        public void aViolates() {
            throw new ClauseViolation("S-1", "no");
        }

        @Property
        public void cThrowsPlainly() {
            throw new IllegalStateException("no clause");
        }

        public void notAProperty() {
            throw new IllegalStateException("must not run");
        }

        @Property
        public static void staticOnesAreSkipped() {
            throw new IllegalStateException("must not run");
        }
    }

    @Test
    void runsEveryPropertyInNameOrderAndNamesTheClauseEachBroke() {
        assertThat(Verdict.of(new Sample())).containsExactly(
                java.util.Map.entry("aViolates", "S-1"),
                java.util.Map.entry("bPasses", Verdict.PASSED),
                java.util.Map.entry("cThrowsPlainly", Verdict.CRASH));
    }

    @Test
    void rejectionsLeaveOutWhatPassed() {
        assertThat(Verdict.rejections(new Sample())).containsExactly(
                java.util.Map.entry("aViolates", "S-1"),
                java.util.Map.entry("cThrowsPlainly", Verdict.CRASH));
    }

    @Test
    void anOutcomeCarriesTheCounterexampleAndTheReason() {
        assertThat(Verdict.outcomes(new Sample())).containsExactly(
                java.util.Map.entry("aViolates", new Verdict.Outcome("S-1", "", "S-1: no", 0)),
                java.util.Map.entry("bPasses", new Verdict.Outcome(Verdict.PASSED, "", "", 0)),
                java.util.Map.entry("cThrowsPlainly",
                        new Verdict.Outcome(Verdict.CRASH, "", "threw java.lang.IllegalStateException: no clause", 0)));
        assertThat(Verdict.Outcome.of(new PropertyFailure("S-2", false, "x=1", 1, 1, "r", new AssertionError("why")), 3))
                .isEqualTo(new Verdict.Outcome("S-2", "x=1", "why", 3));
        assertThat(Verdict.Outcome.of(new PropertyFailure("S-2", true, "x=1", 1, 1, "r",
                new Crash("step 1 put[1]:", new ArithmeticException("/ by zero"))), 3))
                .isEqualTo(new Verdict.Outcome(Verdict.CRASH, "x=1",
                        "step 1 put[1]: threw java.lang.ArithmeticException: / by zero", 3));
        assertThat(Verdict.Outcome.of(new Error("linkage"), 0))
                .isEqualTo(new Verdict.Outcome(Verdict.CRASH, "", "threw java.lang.Error: linkage", 0));
        assertThat(Verdict.Outcome.of(new PropertyFailure("S-3", true, "x=2", 1, 1, "r",
                new IllegalStateException("unguarded")), 4))
                .isEqualTo(new Verdict.Outcome(Verdict.CRASH, "x=2", "threw java.lang.IllegalStateException: unguarded", 4));
        assertThat(Verdict.Outcome.of(new Crash("step 2 get(1):", new IllegalStateException("x")), 0))
                .isEqualTo(new Verdict.Outcome(Verdict.CRASH, "", "step 2 get(1): threw java.lang.IllegalStateException: x", 0));
        assertThat(Verdict.Outcome.of(new AssertionError("plain"), 0))
                .isEqualTo(new Verdict.Outcome("java.lang.AssertionError", "", "plain", 0));
    }

    @Test
    void aContractItCannotRunIsReported() {
        assertThatThrownBy(() -> Verdict.of(org.ringoracle.harness.hidden.Hidden.contract())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot run");
    }
}
