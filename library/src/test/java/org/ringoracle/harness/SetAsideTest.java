package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Cases a finding covers are set aside, counted by finding, and the rest of the clause is still judged. */
class SetAsideTest {

    /** An implementation that departs from "n is even" at 3 (the declared finding F-9) and, unless told not to, at 5. */
    public static class Contract {
        final List<Integer> judged = new ArrayList<>();
        final boolean departsAtFive;

        Contract(boolean departsAtFive) {
            this.departsAtFive = departsAtFive;
        }

        int doubled(int n) {
            SetAside.when(n == 3, "F-9", "n " + n);
            judged.add(n);
            return departsAtFive && n == 5 ? 11 : 2 * n;
        }

        @Property("E-1")
        public void generated() {
            Oracle.check("E-1", 50, integers().between(3, 5), n -> Clause.require("E-1", "doubled(" + n + ") is",
                    doubled(n) % 2, 0));
        }

        @Property("E-1")
        public void edges() {
            Oracle.each(List.of(3, 4, 3, 5), n -> Clause.require("E-1", "doubled(" + n + ") is", doubled(n) % 2, 0));
        }

        @Property("E-1")
        public void held() {
            Clause.holds("E-1", () -> doubled(3));
            Clause.holds("E-1", () -> assertThat(doubled(5) % 2).isZero());
        }

        @Property("E-1")
        public void refused() {
            Oracle.each(List.of(3), n -> Refusal.ILLEGAL_ARGUMENT.require("E-1", "doubled(3)", 3, () -> doubled(n)));
        }

        @Property("E-1")
        public void guarded() {
            Oracle.each(List.of(3), n -> Crash.guard("step 1", () -> doubled(n)));
        }

        /** Long runs of one step from 3 and from 4: the first is set aside, the second still runs. */
        @Property("E-1")
        public void longRuns() {
            LongRuns.check(List.of(3, 4), 1, start -> random -> start, s -> doubled(s.start()));
        }

        @Property("E-1")
        public void unguarded() {
            doubled(3);
        }
    }

    @Test
    void aCoveredCaseIsCountedAndTheNextCasesStillRun() {
        Contract correct = new Contract(false);
        Map<String, Verdict.Judged> verdicts = Verdict.of(correct).properties();
        assertThat(verdicts.get("edges").outcome()).isInstanceOf(Outcome.Passed.class);
        assertThat(verdicts.get("edges").setAside()).isEqualTo(Map.of("F-9", 2));
        assertThat(verdicts.get("held").setAside()).isEqualTo(Map.of("F-9", 1));
        assertThat(verdicts.get("refused").setAside()).isEqualTo(Map.of("F-9", 1));
        assertThat(verdicts.get("guarded").setAside()).isEqualTo(Map.of("F-9", 1));
        assertThat(verdicts.get("longRuns").outcome()).isInstanceOf(Outcome.Passed.class);
        assertThat(verdicts.get("longRuns").setAside()).isEqualTo(Map.of("F-9", 1));
        assertThat(verdicts.get("generated").outcome()).isInstanceOf(Outcome.Passed.class);
        assertThat(verdicts.get("generated").setAside()).containsOnlyKeys("F-9");
        assertThat(verdicts.get("generated").setAside().get("F-9")).isPositive();
        assertThat(correct.judged).doesNotContain(3).contains(4, 5);
    }

    /** A second departure under the same clause is reported beside the finding's. */
    @Test
    void anotherDepartureUnderTheSameClauseIsStillRejected() {
        Map<String, Outcome> outcomes = Verdict.of(new Contract(true)).outcomes();
        assertThat(outcomes.get("edges")).isEqualTo(new Outcome.Violated("E-1", "", "E-1: doubled(5) is 1 where 0 is required", 0));
        assertThat(outcomes.get("generated")).isInstanceOfSatisfying(Outcome.Violated.class,
                v -> assertThat(List.of(v.clause(), v.counterexample())).containsExactly("E-1", "5"));
        assertThat(outcomes.get("held")).isInstanceOfSatisfying(Outcome.Violated.class,
                v -> assertThat(v.clause()).isEqualTo("E-1"));
    }

    /** Outside a check, a set-aside is a crash: no case is skipped without being counted. */
    @Test
    void outsideACheckItIsACrash() {
        Outcome.Crashed outcome = Verdict.of(new Contract(false)).crashes().get(0);
        assertThat(Verdict.of(new Contract(false)).crashes()).hasSize(1);
        assertThat(outcome.reason()).contains("n 3 is set aside: finding F-9 covers it");
        assertThatThrownBy(() -> SetAside.when(true, "F-1", "x 1")).isInstanceOf(SetAside.class)
                .hasMessage("x 1 is set aside: finding F-1 covers it").extracting(t -> ((SetAside) t).finding())
                .isEqualTo("F-1");
        SetAside.when(false, "F-1", "x 1");
    }

    /** Outside a property run there is nothing to count in, and the next cases still run. */
    @Test
    void outsideAPropertyRunACoveredCaseIsSkipped() {
        List<Integer> judged = new ArrayList<>();
        Oracle.each(List.of(3, 4), n -> {
            SetAside.when(n == 3, "F-9", "n " + n);
            judged.add(n);
        });
        Clause.holds("E-1", () -> SetAside.when(true, "F-9", "n 3"));
        assertThat(judged).containsExactly(4);
    }

    @Test
    void thrownByReturnsWhatWasThrownAndLetsASetAsidePass() {
        assertThat(SetAside.thrownBy(() -> { })).isNull();
        IllegalStateException e = new IllegalStateException("no");
        assertThat(SetAside.thrownBy(() -> {
            throw e;
        })).isSameAs(e);
        assertThatThrownBy(() -> SetAside.thrownBy(() -> SetAside.when(true, "F-2", "y"))).isInstanceOf(SetAside.class);
    }
}
