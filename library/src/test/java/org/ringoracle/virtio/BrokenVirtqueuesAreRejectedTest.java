package org.ringoracle.virtio;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.virtio.contract.VirtqueueContract;

/** Each flawed virtqueue is rejected by the clause its flaw breaks, and only by it. */
class BrokenVirtqueuesAreRejectedTest {

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedVirtqueue.Flaw.WINDOW_WITHOUT_WRAP, Expected.rejectedBy("VIRTIO-1")),
                Arguments.of(FlawedVirtqueue.Flaw.WINDOW_INCLUDES_NEW, Expected.rejectedBy("VIRTIO-1")),
                // 18 num + 4 and 18 num + 6 round to the same multiple unless align is at most 2 or
                // a multiple of it falls between them.
                Arguments.of(FlawedVirtqueue.Flaw.LAYOUT_WITHOUT_USED_EVENT, Expected.rejectedBy("VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.SIZE_WITHOUT_AVAIL_EVENT, Expected.rejectedBy("VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.USED_OFFSET_UNALIGNED, Expected.rejectedBy("VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.NO_UPPER_BOUND, Expected.rejectedBy("VIRTIO-3")),
                Arguments.of(FlawedVirtqueue.Flaw.UNCHECKED, Expected.rejectedBy("VIRTIO-3", "VIRTIO-3")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void eachFlawIsRejectedByItsClause(FlawedVirtqueue.Flaw flaw, Expected expected, TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw, true)).publish(reporter, "FlawedVirtqueue " + flaw));
    }

    /**
     * Declared without a layout, a queue is judged by its decision alone: a wrong layout passes, the
     * layout properties untested (not passed), and a wrong decision is still rejected.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withoutALayout")
    void withoutALayoutOnlyTheDecisionIsJudged(FlawedVirtqueue.Flaw flaw, Expected expected, TestReporter reporter) {
        Verdict verdict = expected.check(Verdict.of(contract(flaw, false)).publish(reporter, "FlawedVirtqueue " + flaw
                + " without a layout"));
        Outcome untested = new Outcome.Untested("the implementation declares no layout (VirtqueueContract.laysOut()):"
                + " it only decides when to notify");
        assertThat(verdict.outcomes()).containsEntry("theLayoutIsTheSpecifications", untested)
                .containsEntry("badLayoutsAreRefused", untested);
    }

    static Stream<Arguments> withoutALayout() {
        return Stream.of(Arguments.of(FlawedVirtqueue.Flaw.LAYOUT_WITHOUT_USED_EVENT, Expected.passes()),
                Arguments.of(FlawedVirtqueue.Flaw.NO_UPPER_BOUND, Expected.passes()),
                Arguments.of(FlawedVirtqueue.Flaw.WINDOW_WITHOUT_WRAP, Expected.rejectedBy("VIRTIO-1")),
                // Its indices are unchecked too: a layout refusal is no longer asked, the index one is.
                Arguments.of(FlawedVirtqueue.Flaw.UNCHECKED, Expected.rejectedBy("VIRTIO-3")));
    }

    /** The contract on {@code flaw}'s queue: with the default layout, or declared without one. */
    private static VirtqueueContract contract(FlawedVirtqueue.Flaw flaw, boolean layout) {
        return new VirtqueueContract() {
            @Override
            protected Virtqueue virtqueue() {
                return new FlawedVirtqueue(flaw);
            }

            @Override
            protected boolean laysOut() {
                return layout && super.laysOut();
            }
        };
    }
}
