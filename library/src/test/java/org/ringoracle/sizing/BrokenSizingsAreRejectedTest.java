package org.ringoracle.sizing;

import org.junit.jupiter.api.TestReporter;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Assumptions;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;
import org.ringoracle.sizing.contract.SizingContract;

/**
 * Every sizing property on every flawed sizing and on the C paths of Open vSwitch: each verdict
 * reasoned out from the flaw or the C formula; the control passes everything.
 */
class BrokenSizingsAreRejectedTest {

    private static SizingContract contract(Function<Platform, Sizing> factory) {
        return new SizingContract() {
            @Override
            protected Sizing sizing(Platform platform) {
                return factory.apply(platform);
            }
        };
    }

    /** The verdict on {@code fixture}, published for reports/index.md. */
    private static Verdict verdict(TestReporter reporter, String fixture, Function<Platform, Sizing> factory) {
        return Verdict.of(contract(factory)).publish(reporter, fixture);
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedSizing.Flaw.NONE, Expected.passes()),
                // The data room grows by the padding, so it is no longer the buffer nor the model's;
                // the private area keeps no padding (0 is allowed); sizes still add up to whole lines.
                Arguments.of(FlawedSizing.Flaw.PADDING_IN_DATA_ROOM, Expected.rejectedBy("SIZE-9", "SIZE-9")),
                // After the headroom the buffer is 1024k - headroom: not whole kilobytes when headroom > 0.
                Arguments.of(FlawedSizing.Flaw.HEADROOM_BEFORE_ALIGNMENT, Expected.rejectedBy("SIZE-8", "SIZE-9")),
                // MTU 1000: the untagged frame 1018 rounds to 1024, but the largest frame is 1026.
                Arguments.of(FlawedSizing.Flaw.UNTAGGED_FRAME, Expected.rejectedBy("SIZE-8", "SIZE-9")),
                // The element is header + private + data room but not padded to the line.
                Arguments.of(FlawedSizing.Flaw.NO_CACHE_LINE_ROUNDING, Expected.rejectedBy("SIZE-9", "SIZE-9")),
                // One header of cache lines too few.
                Arguments.of(FlawedSizing.Flaw.OBJECT_WITHOUT_HEADER, Expected.rejectedBy("SIZE-10")),
                // Only a data room over 65535 meets it: the 16-bit property, which wants SIZE-9 named.
                Arguments.of(FlawedSizing.Flaw.ROOM_OVERFLOW_UNNAMED, Expected.rejectedBy("SIZE-9")),
                // Whole lines still, but not the sum of its parts: the element property and the model.
                Arguments.of(FlawedSizing.Flaw.ELEMENT_A_LINE_TOO_LARGE, Expected.rejectedBy("SIZE-9", "SIZE-9")),
                // Only the MTUs outside the window see it: 9800 is sized, -1 refused without SIZE-7.
                Arguments.of(FlawedSizing.Flaw.MTU_UNCHECKED, Expected.rejectedBy("SIZE-7")),
                // The padding equals a cache line (the private-area property), the element is whole
                // lines only where no padding was due (the element property), and the model.
                Arguments.of(FlawedSizing.Flaw.PADDING_OF_A_WHOLE_LINE, Expected.rejectedBy("SIZE-9", "SIZE-9", "SIZE-9")),
                // Where less than 8 bytes of padding were due it goes negative (the private-area
                // property); the element is 8 short of whole lines (the element property); the model.
                Arguments.of(FlawedSizing.Flaw.PRIVATE_AREA_SHORT, Expected.rejectedBy("SIZE-9", "SIZE-9", "SIZE-9")),
                // The private area is no multiple of 8, the element no whole lines, nor the model's.
                Arguments.of(FlawedSizing.Flaw.PRIVATE_AREA_UNALIGNED, Expected.rejectedBy("SIZE-9", "SIZE-9", "SIZE-9")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedSizing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(verdict(reporter, "FlawedSizing " + flaw, platform -> new FlawedSizing(platform, flaw)));
    }

    /**
     * 2017 before the patch: the buffer includes the headroom before rounding (after it, 1024k -
     * headroom: not whole kilobytes); the data room is MBUF_SIZE - sizeof(dp_packet) = buf + 8 +
     * headroom, not the buffer; nothing pads the element to a cache line; a data room over 65535
     * is truncated to 16 bits.
     */
    @Test
    void ovs2017BeforeThePatch(TestReporter reporter) {
        Expected.rejectedBy("SIZE-8", "SIZE-9", "SIZE-9", "SIZE-9", "SIZE-9").check(verdict(reporter,
                "Ovs2017Sizing (OVS 2017, before the seed patch)", platform -> new Ovs2017Sizing(platform, false)));
    }

    /** 2017 after the patch: whole cache lines now, the padding in the data room; the rest as before. */
    @Test
    void ovs2017AfterThePatch(TestReporter reporter) {
        Expected.rejectedBy("SIZE-8", "SIZE-9", "SIZE-9", "SIZE-9").check(verdict(reporter,
                "Ovs2017Sizing (OVS 2017, with the seed patch)", platform -> new Ovs2017Sizing(platform, true)));
    }

    /**
     * The smallest counterexample of the 2017 data room: the smallest MTU on the smallest platform
     * the generators draw (line 8, no headroom, rte_mbuf and dp_packet 64, header 8, one channel,
     * no spreading), since buf + 8 + headroom is never the buffer: 1032 where 1024 is required.
     */
    @Test
    void the2017DataRoomOnTheSmallestPlatform() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        String smallest = "MTU 68 on line 8, headroom 0, rte_mbuf 64, dp_packet 64, object header 8, 1x1 channels"
                + " x ranks not spread";
        assertThat(Verdict.of(contract(platform -> new Ovs2017Sizing(platform, false)), "SIZE-9").violations("SIZE-9"))
                .filteredOn(v -> v.counterexample().equals(smallest))
                .anySatisfy(v -> assertThat(v.reason()).isEqualTo("SIZE-9: the data room is 1032 where 1024 is required"));
    }

    /** The 16-bit property says what the layout did: returned a truncated room, or threw the wrong refusal. */
    @Test
    void theSixteenBitPropertySaysWhatTheLayoutDid() {
        assertThat(Verdict.of(contract(OvsCurrentSizing::new), "SIZE-9").violation("SIZE-9").reason())
                .matches("SIZE-9: the layout for a data room of \\d+ bytes was returned where an ArithmeticException"
                        + " naming SIZE-9 is required");
        assertThat(Verdict.of(contract(platform -> new FlawedSizing(platform, FlawedSizing.Flaw.ROOM_OVERFLOW_UNNAMED)),
                "SIZE-9").violation("SIZE-9").reason()).matches("SIZE-9: the layout for a data room of \\d+ bytes threw"
                + " java.lang.ArithmeticException: overflow where an ArithmeticException naming SIZE-9 is required");
    }

    /** The mempool property shows the element and the platform. */
    @Test
    void aMissingObjectHeaderShowsTheElementAndPlatform() {
        assertThat(Verdict.of(contract(platform -> new FlawedSizing(platform, FlawedSizing.Flaw.OBJECT_WITHOUT_HEADER)),
                "SIZE-10").violation("SIZE-10").counterexample()).matches("element \\d+ on line \\d+, headroom .*");
    }

    /** Current Open vSwitch: right everywhere, but a data room above 65535 is truncated to 16 bits. */
    @Test
    void ovsCurrent(TestReporter reporter) {
        Expected.rejectedBy("SIZE-9").check(verdict(reporter, "OvsCurrentSizing (OVS today)", OvsCurrentSizing::new));
    }
}
