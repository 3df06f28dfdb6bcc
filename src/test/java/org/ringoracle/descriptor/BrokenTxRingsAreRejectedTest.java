package org.ringoracle.descriptor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.descriptor.contract.TxRingContract;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;

/**
 * Every property of the descriptor-ring contract on every flawed ring: each verdict is the one
 * reasoned out below from the flaw, and the control passes everything.
 */
class BrokenTxRingsAreRejectedTest {

    static Stream<Arguments> flaws() {
        return Stream.of(
                // The same code without a flaw.
                Arguments.of(FlawedTxRing.Flaw.NONE, Expected.passes()),
                // A fill ending at the last descriptor leaves the tail at the size: the generated runs
                // and the first pinned run (post(63) done(63) post(1) on 64) show it (DESC-3 twice).
                Arguments.of(FlawedTxRing.Flaw.TAIL_LEFT_AT_SIZE, Expected.rejectedBy("DESC-3", "DESC-3")),
                // A new ring has size free: the new-ring property (DESC-2), and the first comparison
                // of every run, generated and pinned (DESC-4 twice).
                Arguments.of(FlawedTxRing.Flaw.FREE_FORGETS_THE_UNUSED_DESCRIPTOR,
                        Expected.rejectedBy("DESC-2", "DESC-4", "DESC-4")),
                // After the last batch of a lap is reclaimed the pointer is size + rs - 1 where rs - 1
                // is required: the generated runs and the second pinned run (DESC-5 twice).
                Arguments.of(FlawedTxRing.Flaw.RECLAIM_WITHOUT_WRAP, Expected.rejectedBy("DESC-5", "DESC-5")),
                // post(1) with 0 free does not reclaim where the rule does (pinned), and the generated
                // runs reclaim early or late (DESC-5 twice).
                Arguments.of(FlawedTxRing.Flaw.THRESHOLD_ON_THE_WRONG_SIDE, Expected.rejectedBy("DESC-5", "DESC-5")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedTxRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contractFor(flaw)).publish(reporter, "FlawedTxRing " + flaw));
    }

    /** The pinned runs fail where worked out by hand: the tail after the third step, the pointer after the fifth. */
    @Test
    void thePinnedRunsFailAtTheStepWorkedOutByHand() {
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.TAIL_LEFT_AT_SIZE), "DESC-3").violations("DESC-3"))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo(
                        "DESC-3: step 3 post(1): the tail 64 must lie in [0, 64)"));
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.RECLAIM_WITHOUT_WRAP), "DESC-5").violations("DESC-5"))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo(
                        "DESC-5: step 5 post(31): nextDone 95 where 31 is required"));
    }

    private static TxRingContract contractFor(FlawedTxRing.Flaw flaw) {
        return new TxRingContract() {
            @Override
            protected TxRing create(int size, int rsThresh, int freeThresh) {
                return new FlawedTxRing(size, rsThresh, freeThresh, flaw);
            }
        };
    }
}
