package org.ringoracle.descriptor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
                Arguments.of(FlawedTxRing.Flaw.THRESHOLD_ON_THE_WRONG_SIDE, Expected.rejectedBy("DESC-5", "DESC-5")),
                // 65600 & 0xFFFF = 64: the edge (65600, 32, 32) is accepted (DESC-1); the generated sizes
                // that are any int are refused or truncated to a size the rule refuses too.
                Arguments.of(FlawedTxRing.Flaw.TRUNCATES_THE_SIZE_TO_16_BITS, Expected.rejectedBy("DESC-1")),
                // The edge (264, 33, 33) is accepted (DESC-1).
                Arguments.of(FlawedTxRing.Flaw.RS_THRESH_UP_TO_33, Expected.rejectedBy("DESC-1")),
                // Only the bad-argument property posts a negative count.
                Arguments.of(FlawedTxRing.Flaw.NEGATIVE_POST_AS_ZERO, Expected.rejectedBy("DESC-6")),
                // Only the bad-argument property completes more than is pending (the runs complete at most that).
                Arguments.of(FlawedTxRing.Flaw.COMPLETION_BEYOND_CLAMPED, Expected.rejectedBy("DESC-6")),
                // The bad-argument property's ring has 0 free and a completed batch: the refused post(-n)
                // reclaims it first, and the state has changed (DESC-6).
                Arguments.of(FlawedTxRing.Flaw.REFUSES_AFTER_RECLAIMING, Expected.rejectedBy("DESC-6")),
                // The runs post more than is free, and so does the last pinned run's post(64) on (128,
                // 32, 32), with 32 free after its reclaim (DESC-3 twice); the bad-argument fill never does.
                Arguments.of(FlawedTxRing.Flaw.POST_RETURNS_ASKED, Expected.rejectedBy("DESC-3", "DESC-3")),
                // The runs post 0 (allowed by DESC-3); nothing else does.
                Arguments.of(FlawedTxRing.Flaw.REFUSES_AN_EMPTY_POST, Expected.rejectedBy("DESC-3")),
                // The runs complete 0 (allowed by DESC-6) whenever none is pending or 0 is drawn.
                Arguments.of(FlawedTxRing.Flaw.REFUSES_AN_EMPTY_COMPLETION, Expected.rejectedBy("DESC-6")),
                // 72 gives 128 descriptors: the size reported (DESC-1, generated and the edge (72, 8, 8)),
                // the new ring's 127 free (DESC-2, and the runs' first comparison, DESC-4); the pinned
                // runs are on 64, a power of two, and the bad-argument property's refusals do not
                // depend on the size.
                Arguments.of(FlawedTxRing.Flaw.ROUNDS_UP_TO_A_POWER_OF_TWO,
                        Expected.rejectedBy("DESC-1", "DESC-1", "DESC-2", "DESC-4")),
                // done(63) with 63 pending is refused: the pinned runs' second step, the runs whenever
                // they complete all that is pending, the bad-argument property's last completion.
                Arguments.of(FlawedTxRing.Flaw.COMPLETION_CHECK_OFF_BY_ONE,
                        Expected.rejectedBy("DESC-6", "DESC-6", "DESC-6")),
                // Only a fill that crosses the end shows it, by the packets in its descriptors: the
                // generated runs and the last pinned run (DESC-3 twice); the bad-argument fill starts
                // at 0 and stops before the end.
                Arguments.of(FlawedTxRing.Flaw.SECOND_SEGMENT_FROM_ONE, Expected.rejectedBy("DESC-3", "DESC-3")),
                // Only the bad-argument property offers fewer packets than it asks to post.
                Arguments.of(FlawedTxRing.Flaw.POST_BEYOND_THE_PACKETS_CLAMPED, Expected.rejectedBy("DESC-6")),
                // Only a ring posted to 5,000 times: the long runs (a generated run has at most 40 steps).
                Arguments.of(FlawedTxRing.Flaw.FREE_COUNT_DRIFTS_FROM_POST_5000, Expected.rejectedBy("DESC-4")),
                // Every post that fills shows it at the descriptor after the fill: the generated and the
                // pinned runs (DESC-3 twice); the bad-argument property compares no descriptor.
                Arguments.of(FlawedTxRing.Flaw.WRITES_ONE_PAST_THE_FILL, Expected.rejectedBy("DESC-3", "DESC-3")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedTxRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contractFor(flaw)).publish(reporter, "FlawedTxRing " + flaw));
    }

    /**
     * The pinned runs fail where worked out by hand (the tail after the third step, the pointer
     * after the fifth, the packet in descriptor 0 after a fill across the end), and every failure names the shape, the step and the values, whatever the
     * settings.
     */
    @Test
    void failuresNameWhereAndWhatWhateverTheSettings() {
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.TAIL_LEFT_AT_SIZE), "DESC-3").violations("DESC-3"))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo("DESC-3: step 3 post(1): the tail 64 where 0 is required"));
        // The last pinned run: packet 65 belongs in descriptor 0, which still holds packet 1 from the first post.
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.SECOND_SEGMENT_FROM_ONE), "DESC-3").violations("DESC-3"))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo(
                        "DESC-3: step 3 post(40): descriptor 0 holds packet 1 where 65 is required"));
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.RECLAIM_WITHOUT_WRAP), "DESC-5").violations("DESC-5"))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo(
                        "DESC-5: step 5 post(31): nextDone 95 where 31 is required"));
        Verdict unused = Verdict.of(contractFor(FlawedTxRing.Flaw.FREE_FORGETS_THE_UNUSED_DESCRIPTOR), "DESC-2");
        assertThat(unused.violation("DESC-2").reason()).matches("DESC-2: \\(tail, nextDone, free\\) of a new ring of"
                + " size=(\\d+) rs=(\\d+) free=\\d+ \\[0, \\d+, \\1\\] where \\[0, \\d+, \\d+\\] is required");
        assertThat(Verdict.of(contractFor(FlawedTxRing.Flaw.REFUSES_AN_EMPTY_COMPLETION), "DESC-6").violation("DESC-6")
                .reason()).matches("DESC-6: step \\d+ done\\(\\d+\\): .*refused.*");
        String bad = Verdict.of(contractFor(FlawedTxRing.Flaw.NEGATIVE_POST_AS_ZERO), "DESC-6").violation("DESC-6")
                .counterexample();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("size=(\\d+) rs=(\\d+) free=\\d+: post\\((\\d+)\\)"
                + " done\\((\\d+)\\), then post\\(-\\d+\\), post\\((\\d+)\\) of 2 packets, done\\(-\\d+\\),"
                + " done\\((\\d+)\\)").matcher(bad);
        assertThat(m.matches()).as(bad).isTrue();
        int size = Integer.parseInt(m.group(1));
        int rs = Integer.parseInt(m.group(2));
        assertThat(List.of(Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)))).as("the fill and the"
                + " completion of %s", bad).containsExactly(size - 1, rs);
        assertThat(Integer.parseInt(m.group(5))).as("a post of more than the 2 packets given").isGreaterThan(2);
        assertThat(Integer.parseInt(m.group(6))).as("a completion above the %d pending", size - 1 - rs)
                .isGreaterThan(size - 1 - rs);
    }

    private static TxRingContract contractFor(FlawedTxRing.Flaw flaw) {
        return new TxRingContract() {
            @Override
            protected TxRing create(int size, int rsThresh, int freeThresh) {
                return flaw.create(size, rsThresh, freeThresh);
            }
        };
    }
}
