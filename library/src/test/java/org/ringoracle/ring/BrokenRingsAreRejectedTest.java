package org.ringoracle.ring;

import org.junit.jupiter.api.TestReporter;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Assumptions;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * Every ring property on every flawed ring: each verdict reasoned out from the flaw; the control
 * passes everything.
 */
class BrokenRingsAreRejectedTest {

    /**
     * The normal rte_ring's contract (as RteRingTest, without the two phases) on counts up to
     * 2^12, the virtio ring's for {@code WIDE_INDICES}, with the flawed ring in its place.
     */
    private static RingContract contract(FlawedRing.Flaw flaw) {
        return new RingContract() {
            @Override
            protected RingDesign design() {
                return flaw == FlawedRing.Flaw.WIDE_INDICES ? RingDesign.VIRTIO : RingDesign.RTE_RING;
            }

            @Override
            protected int largestCount() {
                return 1 << 12;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return flaw.create(count, start);
            }
        };
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedRing.Flaw.NONE, Expected.passes()),
                // Capacity count, not count - 1: a new ring shows one free slot too many; a full
                // enqueue leaves 1 free where 0 is required.
                Arguments.of(FlawedRing.Flaw.CAPACITY_IS_SLOTS, Expected.rejectedBy("RING-1", "RING-8", "RING-9")),
                // An over-sized bulk moves part; a bulk of exactly the capacity is unaffected.
                Arguments.of(FlawedRing.Flaw.BULK_IS_BURST, Expected.rejectedBy("RING-6")),
                // Any move of at least one element reports the wrong "left".
                Arguments.of(FlawedRing.Flaw.LEFT_BEFORE_MOVE, Expected.rejectedBy("RING-8", "RING-8")),
                // Once prod has wrapped and cons has not, the ring holding elements looks empty, so
                // a bulk dequeue of what it holds moves nothing.
                Arguments.of(FlawedRing.Flaw.UNSIGNED_DIFFERENCE, Expected.rejectedBy("RING-6", "RING-9")),
                // Near 2^32 the int index is negative, and so is its remainder: no such slot, so the
                // ring throws where no clause allows it, a crash rather than a clause's violation.
                Arguments.of(FlawedRing.Flaw.MODULO_SLOT,
                        Expected.passes().crashingWith(ArrayIndexOutOfBoundsException.class)
                                .crashingWith(ArrayIndexOutOfBoundsException.class)),
                // Only bursts are short; the full-ring check moves in bulk.
                Arguments.of(FlawedRing.Flaw.BURST_ONE_SHORT, Expected.rejectedBy("RING-7")),
                // The right elements in the wrong order, as soon as two come out together.
                Arguments.of(FlawedRing.Flaw.NEWEST_FIRST, Expected.rejectedBy("RING-11", "RING-12")),
                // After a dequeue of at least one element, "available after" is too large.
                Arguments.of(FlawedRing.Flaw.DEQUEUE_LEFT_BEFORE, Expected.rejectedBy("RING-8", "RING-8")),
                // Bad batches are taken.
                Arguments.of(FlawedRing.Flaw.CLAMPS_BATCH, Expected.rejectedBy("RING-10")),
                // A batch beyond the array throws ArrayIndexOutOfBoundsException, not a refusal naming RING-10.
                Arguments.of(FlawedRing.Flaw.UNCHECKED_UPPER, Expected.rejectedBy("RING-10")),
                // The refusal comes, but after elements went in.
                Arguments.of(FlawedRing.Flaw.REFUSES_AFTER_MOVING, Expected.rejectedBy("RING-10")),
                // The indices a new ring reports are 0, not the start it was given.
                Arguments.of(FlawedRing.Flaw.IGNORES_START, Expected.rejectedBy("RING-15")),
                // Everything a caller sees is right; the slot an element was written to is not.
                Arguments.of(FlawedRing.Flaw.WRONG_SLOT, Expected.rejectedBy("RING-15")),
                // Past 2^16 the producer index reads 65536 and up where virtio's has wrapped to 0;
                // and a start from 2^16 to 2^32 - 1, outside virtio's width, is taken (RING-17).
                Arguments.of(FlawedRing.Flaw.WIDE_INDICES, Expected.rejectedBy("RING-15", "RING-17")),
                // A bulk that exactly fills the ring moves nothing: the run (RING-6) and the full
                // ring's enqueue of its capacity (RING-6); a burst is unaffected.
                Arguments.of(FlawedRing.Flaw.BULK_NEEDS_A_SPARE_SLOT, Expected.rejectedBy("RING-6", "RING-6")),
                // A new ring says it is not empty: the new-ring property and the run, both at the
                // new ring's state (RING-9).
                Arguments.of(FlawedRing.Flaw.FRESH_RING_NOT_EMPTY, Expected.rejectedBy("RING-9", "RING-9")),
                // Every start outside [0, 2^32) is taken (cut to 32 bits) instead of refused.
                Arguments.of(FlawedRing.Flaw.START_CUT_TO_THE_WIDTH, Expected.rejectedBy("RING-17")),
                // Only a ring moved a thousand times meets it: a long run, never a generated one (at
                // most 40 moves) nor the full ring across the wrap (two).
                Arguments.of(FlawedRing.Flaw.THROWS_ON_MOVE_1000,
                        Expected.passes().crashingWith(IllegalStateException.class)));
    }

    /**
     * Smallest counterexamples, worked out by hand: a ring of count 2 (capacity 1) shows each of
     * these; a new ring already shows the wrong capacity, and the failing step is the first that
     * moves an element. Steps shrink to the lowest kind: enqBulk (kind 0) and deqBulk (kind 2).
     */
    @org.junit.jupiter.api.Test
    void shrinkingReachesTheSmallestCounterexamples() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        RingContract capacity = contract(FlawedRing.Flaw.CAPACITY_IS_SLOTS);
        assertThat(Verdict.of(capacity, "RING-1").violation("RING-1").counterexample()).matches("count=2 start=\\d+");
        Outcome.Violated lockstep = Verdict.of(capacity, "RING-7").violation("RING-9");
        assertThat(lockstep.counterexample()).matches("count=2 start=\\d+: ");
        assertThat(lockstep.reason()).isEqualTo(
                "RING-9: new ring: the state is (count 0, free 2, empty) where (count 0, free 1, empty) is required");
        assertThat(Verdict.of(capacity, "RING-12").violation("RING-8").counterexample())
                .matches("count=2 start=\\d+: enqBulk\\[capacity\\] deqBulk\\(capacity\\)");
        Outcome.Violated left = lockstep(FlawedRing.Flaw.LEFT_BEFORE_MOVE).violation("RING-8");
        assertThat(left.counterexample()).matches("count=2 start=\\d+: enqBulk\\[1\\]");
        assertThat(left.reason()).isEqualTo("RING-8: step 1 enqBulk[1]: left 1 where 0 is required");
        Outcome.Violated order = lockstep(FlawedRing.Flaw.NEWEST_FIRST).violation("RING-11");
        assertThat(order.counterexample()).matches("count=4 start=\\d+: enqBulk\\[2\\] deqBulk\\(2\\)");
        Outcome.Violated dequeue = lockstep(FlawedRing.Flaw.DEQUEUE_LEFT_BEFORE).violation("RING-8");
        assertThat(dequeue.counterexample()).matches("count=2 start=\\d+: enqBulk\\[1\\] deqBulk\\(1\\)");
        assertThat(Verdict.of(contract(FlawedRing.Flaw.CLAMPS_BATCH), "RING-10").violation("RING-10").counterexample())
                .matches("count=2: batches of \\d+ and -\\d+ with arrays of \\d");
    }

    /** The verdict of the lockstep run alone: the one property that declares burst moves (RING-7). */
    private static Verdict lockstep(FlawedRing.Flaw flaw) {
        return Verdict.of(contract(flaw), "RING-7");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw)).publish(reporter, "FlawedRing " + flaw));
    }
}
