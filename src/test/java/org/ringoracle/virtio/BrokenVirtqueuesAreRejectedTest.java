package org.ringoracle.virtio;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.report.Fixtures;
import org.ringoracle.virtio.contract.VirtqueueContract;

/** Each flawed virtqueue is rejected by the clause its flaw breaks, and only by it. */
class BrokenVirtqueuesAreRejectedTest {

    private static final String WINDOW = "notifiesExactlyWhenTheEventIndexWasPassed";
    private static final String LAYOUT = "theLayoutIsTheSpecifications";
    private static final String BAD_LAYOUTS = "badLayoutsAreRefused";
    private static final String BAD_INDICES = "indicesOutsideSixteenBitsAreRefused";

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedVirtqueue.Flaw.WINDOW_WITHOUT_WRAP, Map.of(WINDOW, "VIRTIO-1")),
                Arguments.of(FlawedVirtqueue.Flaw.WINDOW_INCLUDES_NEW, Map.of(WINDOW, "VIRTIO-1")),
                // 18 num + 4 and 18 num + 6 round to the same multiple unless align is at most 2 or
                // a multiple of it falls between them.
                Arguments.of(FlawedVirtqueue.Flaw.LAYOUT_WITHOUT_USED_EVENT, Map.of(LAYOUT, "VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.SIZE_WITHOUT_AVAIL_EVENT, Map.of(LAYOUT, "VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.USED_OFFSET_UNALIGNED, Map.of(LAYOUT, "VIRTIO-2")),
                Arguments.of(FlawedVirtqueue.Flaw.NO_UPPER_BOUND, Map.of(BAD_LAYOUTS, "VIRTIO-3")),
                Arguments.of(FlawedVirtqueue.Flaw.UNCHECKED, Map.of(BAD_LAYOUTS, "VIRTIO-3", BAD_INDICES, "VIRTIO-3")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void eachFlawIsRejectedByItsClause(FlawedVirtqueue.Flaw flaw, Map<String, String> rejections, TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "FlawedVirtqueue " + flaw, new VirtqueueContract() {
            @Override
            protected Virtqueue virtqueue() {
                return new FlawedVirtqueue(flaw);
            }
        })).isEqualTo(rejections);
    }
}
