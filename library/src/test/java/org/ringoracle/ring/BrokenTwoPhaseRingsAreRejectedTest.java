package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
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
     * place, and the same ring without the two phases as its one mode that has none (TWO-6);
     * turns (TWO-4) checked, as by default.
     */
    private static class FlawedContract extends TwoPhaseContract {
        private final FlawedTwoPhaseRing.Flaw flaw;

        FlawedContract(FlawedTwoPhaseRing.Flaw flaw) {
            this.flaw = flaw;
        }

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
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedTwoPhaseRing.Flaw.NONE, Expected.passes()),
                // enqStart[1] enqFinish(0): the reserved slot is published; count and index move by 1, not 0.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FINISH_MOVES_TAIL_TO_HEAD, Expected.rejectedBy("TWO-3")),
                // enqStart[1] enqFinish(1): the element lands in the slot after the producer index's.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FINISH_WRITES_FROM_THE_HEAD, Expected.rejectedBy("TWO-3")),
                // enqZcStart[1] enqFinish(1): the element lands in the slot after the one the region names.
                Arguments.of(FlawedTwoPhaseRing.Flaw.WRITE_TO_THE_NEXT_SLOT, Expected.rejectedBy("TWO-3")),
                // a zero-copy enqueue start across the end of the slots reports its second region at slot 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.SECOND_REGION_AT_SLOT_1, Expected.rejectedBy("TWO-5")),
                // only the long runs reach a slot above 65535 (on 2^21 slots): the region starts elsewhere.
                Arguments.of(FlawedTwoPhaseRing.Flaw.REGION_SLOT_IN_16_BITS, Expected.rejectedBy("TWO-5")),
                // a zero-copy dequeue start across the end reports one region of the whole count.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FIRST_REGION_PAST_THE_END, Expected.rejectedBy("TWO-5")),
                // only TWO-4 asks for a second start; the generated runs never make one.
                Arguments.of(FlawedTwoPhaseRing.Flaw.SECOND_START_TAKEN, Expected.rejectedBy("TWO-4")),
                // deqStart(1) deqFinish(0): the count drops by 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.CANCEL_REMOVES_ONE, Expected.rejectedBy("TWO-3")),
                // deqZcStart(1) deqFinish(0): the count drops by 1.
                Arguments.of(FlawedTwoPhaseRing.Flaw.ZC_FINISH_REMOVES_ALL_SHOWN, Expected.rejectedBy("TWO-3")),
                // enqStart[1] on an empty ring of capacity 1 reports 1 free, not 0.
                Arguments.of(FlawedTwoPhaseRing.Flaw.START_LEFT_BEFORE, Expected.rejectedBy("TWO-1")),
                // enqStart[1]: the count is 1 before the finish; in TWO-4 the head equals the tail
                // again, so a second start is taken.
                Arguments.of(FlawedTwoPhaseRing.Flaw.START_PUBLISHES, Expected.rejectedBy("TWO-1", "TWO-4")),
                // an enqueue burst start of more than the free space returns what was asked, not what it reserved.
                Arguments.of(FlawedTwoPhaseRing.Flaw.START_RETURNS_ASKED, Expected.rejectedBy("TWO-1")),
                // deqZcBurstStart(1) on an empty ring returns 1; it showed nothing.
                Arguments.of(FlawedTwoPhaseRing.Flaw.ZC_SHOW_RETURNS_ASKED, Expected.rejectedBy("TWO-2")),
                // enqBulk[2] deqBulkStart(2): the two come back newest first.
                Arguments.of(FlawedTwoPhaseRing.Flaw.PEEK_NEWEST_FIRST, Expected.rejectedBy("TWO-2")),
                // enqStart[1]: the ring holds nothing and says it is not empty.
                Arguments.of(FlawedTwoPhaseRing.Flaw.EMPTY_SEES_THE_RESERVATION, Expected.rejectedBy("RING-9")),
                // only TWO-4 finishes more than was started: the finish of 2 is not refused.
                Arguments.of(FlawedTwoPhaseRing.Flaw.FINISH_OVER_START_GIVES_BACK, Expected.rejectedBy("TWO-4")),
                // deqStart(1) enqBulk(0): the enqueue throws IllegalStateException, which is no
                // refusal a clause names (those are IllegalArgumentException): a crash.
                Arguments.of(FlawedTwoPhaseRing.Flaw.OTHER_SIDE_BLOCKED, Expected.passes()
                        .crashingWith(IllegalStateException.class)),
                // only TWO-4 makes a plain dequeue beside an open dequeue start: the count drops.
                Arguments.of(FlawedTwoPhaseRing.Flaw.REFUSED_DEQUEUE_REMOVES, Expected.rejectedBy("TWO-4")),
                // without the two phases, enqBurst[1] deqStart(1) still shows the element.
                Arguments.of(FlawedTwoPhaseRing.Flaw.MODE_UNCHECKED, Expected.rejectedBy("TWO-6")),
                // without the two phases, enqBurst[1] deqStart(0) deqFinish(0) removes the element.
                Arguments.of(FlawedTwoPhaseRing.Flaw.MODE_CANCEL_REMOVES, Expected.rejectedBy("TWO-6")));
    }

    /** The control and the C-like flaw both pass once turns are the caller's: TWO-4 is then untested. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = FlawedTwoPhaseRing.Flaw.class, names = {"NONE", "SECOND_START_TAKEN"})
    void aRingThatLeavesTurnsToItsCallerIsNotAskedForThem(FlawedTwoPhaseRing.Flaw flaw) {
        Verdict verdict = Expected.passes().check(Verdict.of(new FlawedContract(flaw) {
            @Override
            protected boolean checksTurns() {
                return false;
            }
        }));
        assertThat(verdict.outcomes().get("callsOutOfTurnAreRefused")).isInstanceOf(Outcome.Untested.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedTwoPhaseRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(new FlawedContract(flaw)).publish(reporter, "FlawedTwoPhaseRing " + flaw));
    }
}
