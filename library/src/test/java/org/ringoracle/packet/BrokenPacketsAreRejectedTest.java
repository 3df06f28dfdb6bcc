package org.ringoracle.packet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.packet.contract.PacketReadContract;

/** Every packet property on every flawed packet: each verdict reasoned out from the flaw; the control passes. */
class BrokenPacketsAreRejectedTest {

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
                Arguments.of(FlawedPacket.Flaw.NONE, Expected.passes()),
                // A small offset with a length near 2^32 sums to within the packet: read instead of refused.
                Arguments.of(FlawedPacket.Flaw.WRAPPING_SUM, Expected.rejectedBy("PKT-2")),
                // Every read that ends at the end, including a read of 0 bytes at the end, is refused.
                Arguments.of(FlawedPacket.Flaw.LAST_BYTE_REFUSED, Expected.rejectedBy("PKT-2")),
                // A read across a segment boundary comes back with zeros after the boundary.
                Arguments.of(FlawedPacket.Flaw.FIRST_SEGMENT_ONLY, Expected.rejectedBy("PKT-2")),
                // Empty packets and oversized segments are taken; a length of 2^32 at offset 0 is
                // no crash but a refusal by range, not by PKT-3.
                Arguments.of(FlawedPacket.Flaw.UNCHECKED_ARGUMENTS, Expected.rejectedBy("PKT-1", "PKT-3")),
                // One segment of 65535 bytes reports 32767; generated packets above 32767 bytes too.
                Arguments.of(FlawedPacket.Flaw.LENGTH_IN_15_BITS, Expected.rejectedBy("PKT-1", "PKT-1")),
                // 65535 empty segments report 65534; every generated packet of two or more segments too.
                Arguments.of(FlawedPacket.Flaw.LENGTH_COUNTS_BOUNDARIES, Expected.rejectedBy("PKT-1", "PKT-1")),
                // A copy at offset = length is drawn by the reads that end at the end with length 0.
                Arguments.of(FlawedPacket.Flaw.COPY_REFUSED_AT_THE_END, Expected.rejectedBy("PKT-4")),
                // Any copy at an offset above 0 of a packet whose bytes differ.
                Arguments.of(FlawedPacket.Flaw.COPY_FROM_THE_START, Expected.rejectedBy("PKT-4")));
    }

    /**
     * The counterexamples print the packet, its seed and the reads, and the refused values with the
     * other argument; shapes, not values, as the shrunk values depend on the seed.
     */
    @Test
    void counterexamplesNameThePacketAndTheReads() {
        Outcome.Violated wrap = Verdict.of(contract(FlawedPacket.Flaw.WRAPPING_SUM), "PKT-2").violation("PKT-2");
        assertThat(wrap.counterexample()).matches("segments \\[[0-9, ]+\\] \\(seed -?\\d+\\): \\[(read\\(offset \\d+, length \\d+\\)(, )?){8}\\]");
        assertThat(wrap.reason()).matches("PKT-2: read\\(offset \\d+, length \\d+\\) read something: true where false is required");
        Outcome.Violated order = Verdict.of(contract(FlawedPacket.Flaw.FIRST_SEGMENT_ONLY), "PKT-2").violation("PKT-2");
        assertThat(order.reason()).matches("PKT-2: read\\(offset \\d+, length \\d+\\): the first byte that differs from"
                + " the packet's is at index \\d+ where -1 is required");
        assertThat(Verdict.of(contract(FlawedPacket.Flaw.COPY_FROM_THE_START), "PKT-4").violation("PKT-4")
                .counterexample()).matches("segments \\[[0-9, ]+\\] \\(seed -?\\d+\\): \\[(copy\\(offset \\d+, limit \\d+\\)(, )?){8}\\]");
        assertThat(Verdict.of(contract(FlawedPacket.Flaw.UNCHECKED_ARGUMENTS), "PKT-3").violation("PKT-3").counterexample())
                .matches("-?\\d+ with \\d+");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedPacket.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw)).publish(reporter, "FlawedPacket " + flaw));
    }
}
