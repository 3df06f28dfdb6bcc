package org.ringoracle.ring;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.TwoPhaseContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * Every property of the two-phase contract (and of the ring contract it extends) on every flawed
 * two-phase ring: each verdict reasoned out from the flaw; the control passes everything. The
 * plain steps of every fixture are right, so only the two-phase clauses reject.
 */
class BrokenTwoPhaseRingsAreRejectedTest {

    /**
     * The normal rte_ring's two-phase contract on counts up to 2^12, with the flawed ring in its
     * place, and the same ring without the two phases as its one mode that has none (TWO-6).
     */
    private static TwoPhaseContract contract(FlawedTwoPhaseRing.Flaw flaw) {
        return new TwoPhaseContract() {
            @Override
            protected RingDesign design() {
                return RingDesign.RTE_RING;
            }

            @Override
            protected int largestCount() {
                return 1 << 12;
            }

            @Override
            protected <E> TwoPhaseRing<E> create(int count, long start) {
                return new FlawedTwoPhaseRing<>(count, start, flaw);
            }

            @Override
            protected List<ModeWithoutTwoPhase> modesWithoutTwoPhase() {
                return List.of(new ModeWithoutTwoPhase("multi-thread",
                        (count, start) -> FlawedTwoPhaseRing.withoutTwoPhase(count, start, flaw)));
            }
        };
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedTwoPhaseRing.Flaw.NONE, Expected.passes()),
                // enqStart[2] enqFinish(1): the count and the producer index move by 2, not 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FINISH_MOVES_TAIL_TO_HEAD, Expected.rejectedBy("TWO-3")),
                // enqStart[1] enqFinish(1): the element lands in the slot after the producer index's.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FINISH_WRITES_FROM_THE_HEAD, Expected.rejectedBy("TWO-3")),
                // a zero-copy start across the end of the slots reports its second region at slot 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.SECOND_REGION_AT_SLOT_1, Expected.rejectedBy("TWO-5")),
                // a zero-copy start across the end reports one region of the whole count.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FIRST_REGION_PAST_THE_END, Expected.rejectedBy("TWO-5")),
                // only TWO-4 asks for a second start; the generated runs never make one.
                Arguments.of(FlawedTwoPhaseRing.Flaw.SECOND_START_TAKEN, Expected.rejectedBy("TWO-4")),
                // deqStart(1) deqFinish(0): the count drops by 1; TWO-4's own finish is of 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.CANCEL_REMOVES_ONE, Expected.rejectedBy("TWO-3")),
                // enqStart[1] on an empty ring of capacity 1 reports 1 free, not 0.
                Arguments.of(FlawedTwoPhaseRing.Flaw.START_LEFT_BEFORE, Expected.rejectedBy("TWO-1")),
                // enqStart[1]: the count is 1 before the finish; in TWO-4 the head equals the tail
                // again, so a second start is taken.
                Arguments.of(FlawedTwoPhaseRing.Flaw.START_PUBLISHES, Expected.rejectedBy("TWO-1", "TWO-4")),
                // enqBulk[2] deqStart(2): the two come back newest first.
                Arguments.of(FlawedTwoPhaseRing.Flaw.PEEK_NEWEST_FIRST, Expected.rejectedBy("TWO-2")),
                // without the two phases, enqStart[1] on an empty ring still reserves 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.MODE_UNCHECKED, Expected.rejectedBy("TWO-6")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedTwoPhaseRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw)).publish(reporter, "FlawedTwoPhaseRing " + flaw));
    }
}
