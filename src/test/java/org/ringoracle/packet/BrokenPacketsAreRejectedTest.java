package org.ringoracle.packet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Verdict;
import org.ringoracle.packet.contract.PacketReadContract;
import org.ringoracle.report.Fixtures;

/** Every packet property on every flawed packet: each verdict reasoned out from the flaw; the control passes. */
class BrokenPacketsAreRejectedTest {

    private static final String READS = "readsAreTheModelsBytesOrNothing";
    private static final String SHAPES = "shapesAtTheEdgesFollowTheRule";
    private static final String OUTSIDE = "valuesOutsideUint32AreRefused";
    private static final String COPIES = "copiesAreTheModelsBytesOrNothing";

    private static PacketReadContract contract(FlawedPacket.Flaw flaw) {
        return new PacketReadContract() {
            @Override
            protected Packet packet(List<byte[]> segments) {
                return new FlawedPacket(segments, flaw);
            }
        };
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedPacket.Flaw.NONE, Map.of()),
                // A small offset with a length near 2^32 sums to within the packet: read instead of refused.
                Arguments.of(FlawedPacket.Flaw.WRAPPING_SUM, Map.of(READS, "PKT-2")),
                // Every read that ends at the end, including a read of 0 bytes at the end, is refused.
                Arguments.of(FlawedPacket.Flaw.LAST_BYTE_REFUSED, Map.of(READS, "PKT-2")),
                // A read across a segment boundary comes back with zeros after the boundary.
                Arguments.of(FlawedPacket.Flaw.FIRST_SEGMENT_ONLY, Map.of(READS, "PKT-2")),
                // Empty packets and oversized segments are taken; a length of 2^32 at offset 0 is
                // no crash but a refusal by range, not by PKT-3.
                Arguments.of(FlawedPacket.Flaw.UNCHECKED_ARGUMENTS, Map.of(SHAPES, "PKT-1", OUTSIDE, "PKT-3")),
                // One segment of 65535 bytes reports 32767; generated packets above 32767 bytes too.
                Arguments.of(FlawedPacket.Flaw.LENGTH_IN_15_BITS, Map.of(READS, "PKT-1", SHAPES, "PKT-1")),
                // 65535 empty segments report 65534; every generated packet of two or more segments too.
                Arguments.of(FlawedPacket.Flaw.LENGTH_COUNTS_BOUNDARIES, Map.of(READS, "PKT-1", SHAPES, "PKT-1")),
                // A copy at offset = length is drawn by the reads that end at the end with length 0.
                Arguments.of(FlawedPacket.Flaw.COPY_REFUSED_AT_THE_END, Map.of(COPIES, "PKT-4")),
                // Any copy at an offset above 0 of a packet whose bytes differ.
                Arguments.of(FlawedPacket.Flaw.COPY_FROM_THE_START, Map.of(COPIES, "PKT-4")));
    }

    /**
     * The counterexamples print the packet, its seed and the reads, and the refused values with the
     * other argument; shapes, not values, as the shrunk values depend on the seed.
     */
    @Test
    void counterexamplesNameThePacketAndTheReads() {
        Verdict.Outcome wrap = Verdict.outcome(contract(FlawedPacket.Flaw.WRAPPING_SUM), READS);
        assertThat(wrap.counterexample()).matches("segments \\[[0-9, ]+\\] \\(seed -?\\d+\\): \\[(read\\(offset \\d+, length \\d+\\)(, )?){8}\\]");
        assertThat(wrap.reason()).matches("PKT-2: read\\(offset \\d+, length \\d+\\) read something: true where false is required");
        Verdict.Outcome order = Verdict.outcome(contract(FlawedPacket.Flaw.FIRST_SEGMENT_ONLY), READS);
        assertThat(order.reason()).matches("PKT-2: read\\(offset \\d+, length \\d+\\): the first byte that differs from"
                + " the packet's is at index \\d+ where -1 is required");
        assertThat(Verdict.outcome(contract(FlawedPacket.Flaw.UNCHECKED_ARGUMENTS), OUTSIDE).counterexample())
                .matches("-?\\d+ with \\d+");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedPacket.Flaw flaw, Map<String, String> rejections,
            TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "FlawedPacket " + flaw, contract(flaw))).isEqualTo(rejections);
    }
}
