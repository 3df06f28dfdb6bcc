package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.packet.Packet;
import org.ringoracle.packet.contract.PacketReadContract;
import org.ringoracle.packet.model.PacketModel;
import org.ringoracle.report.Fixtures;

/**
 * DPDK 22.11's rte_pktmbuf_read as installed, judged by the packet-read contract unchanged (mvn
 * verify -Pnative). Expected values are worked by hand from the facts of specs/packet.md;
 * reports/findings.md F-20 to F-22 describe the departures.
 */
@Tag("native")
class InstalledMbufTest {

    private static final String READS = "readsAreTheModelsBytesOrNothing";
    private static final String COPIES = "copiesAreTheModelsBytesOrNothing";

    static PacketReadContract contract() {
        return new PacketReadContract() {
            @Override
            protected Packet packet(List<byte[]> segments) {
                return DpdkPacket.of(segments);
            }
        };
    }

    private static DpdkPacket twoSegments() {
        return DpdkPacket.of(List.of(new byte[] {1, 2, 3, 4}, new byte[] {5, 6, 7, 8}));
    }

    /**
     * F-20: {@code off + len} is a 32-bit sum. Of an empty packet (one segment of 0 bytes), a read
     * of 4294967295 bytes at offset 1 sums to 0, which is within the first segment's 0 bytes, so the
     * inline part returns a pointer one byte past the segment's data for 4294967295 bytes: the first
     * generated example already shows it, and it is the smallest packet.
     */
    @Test
    void aWrappingSumIsReadInsteadOfRefused(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "rte_pktmbuf_read and rte_pktmbuf_copy (DPDK 22.11 as installed)", contract()))
                .isEqualTo(Map.of(READS, Verdict.CRASH, COPIES, "PKT-4"));
        Verdict.Outcome reads = Verdict.outcome(contract(), READS);
        assertThat(reads.reason()).isEqualTo("threw java.lang.IllegalStateException: rte_pktmbuf_read(off 1, len"
                + " 4294967295) of a packet of 0 bytes returned a pointer to 4294967295 bytes that are not in the packet's data");
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        assertThat(reads.counterexample()).startsWith("segments [0] (seed 0): ");
    }

    /**
     * By hand over segments [1 2 3 4] [5 6 7 8] (pkt_len 8): a read across the boundary is copied;
     * a read past the end is NULL; off 6 with len 4294967295 sums to 5, past the first segment, so
     * the library skips to the second (off 2), where 2 + 4294967295 wraps to 1, within its 4 bytes:
     * a pointer for 4294967295 bytes. Off 10 with len 4294967291 also sums to 5; the library skips
     * both segments and reads the data length of the NULL after the last: the child dies of SIGSEGV.
     * F-21: a read of 0 bytes at the end, off 8, is within the packet, but 8 + 0 exceeds the first
     * segment's 4, and the skip loop passes the second segment too (4 >= 4) to the NULL after it;
     * so does off 1 of segments [] [9] (1 >= 0, then 1 >= 1).
     */
    @Test
    void theWrapReturnsPointersAndRunsOffTheChain() {
        DpdkPacket packet = twoSegments();
        assertThat(packet.length()).isEqualTo(8);
        assertThat(packet.read(2, 4)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5, 6));
        assertThat(packet.read(0, 8)).hasValueSatisfying(b -> assertThat(b).containsExactly(1, 2, 3, 4, 5, 6, 7, 8));
        assertThatThrownBy(() -> packet.read(8, 0)).hasMessage(
                "rte_pktmbuf_read(off 8, len 0) of a packet of 8 bytes crashed: signal 11");
        assertThatThrownBy(() -> DpdkPacket.of(List.of(new byte[0], new byte[] {9})).read(1, 0))
                .hasMessageEndingWith("crashed: signal 11");
        assertThat(packet.read(4, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(DpdkPacket.of(List.of(new byte[] {9})).read(1, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(packet.read(7, 2)).isEmpty();
        assertThat(packet.read(9, 0)).isEmpty();
        assertThatThrownBy(() -> packet.read(6, 4_294_967_295L)).hasMessageEndingWith("that are not in the packet's data");
        assertThatThrownBy(() -> packet.read(10, 4_294_967_291L)).hasMessageEndingWith("crashed: signal 11");
    }

    /**
     * F-22, by hand over segments [1 2 3 4] [5 6 7 8]: a copy of at most 3 bytes at 2 is 3 4 5; at
     * 6 it is clipped to 7 8; with a limit of 2^32 - 1 at 2 it is the rest, 6 bytes; at 8, the end,
     * the documentation's "does not have that many bytes" does not hold (8 bytes are there to skip)
     * but the library returns NULL, as it does at 9.
     */
    @Test
    void aCopyAtTheEndIsRefused() {
        DpdkPacket packet = twoSegments();
        assertThat(packet.copy(2, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5));
        assertThat(packet.copy(6, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(7, 8));
        assertThat(packet.copy(2, 0xFFFF_FFFFL)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5, 6, 7, 8));
        assertThat(packet.copy(8, 0)).isEmpty();
        assertThat(packet.copy(8, 5)).isEmpty();
        assertThat(packet.copy(9, 0)).isEmpty();
        Verdict.Outcome copies = Verdict.outcome(contract(), COPIES);
        assertThat(copies.reason()).matches("PKT-4: copy\\(offset (\\d+), limit \\d+\\) copied something: false where true is required");
    }

    /**
     * Outside the findings the library is the model: every generated read whose 32-bit sum does
     * not wrap (F-20), other than one of 0 bytes at the packet's end (F-21), and every generated
     * copy not at the end (F-22) agrees with the model, bytes included.
     */
    @Test
    void everyReadAndCopyOutsideTheFindingsIsTheModels() {
        Oracle.check("PKT-2", PacketReadContract.EXAMPLES, PacketReadContract.cases(), c -> {
            List<byte[]> bytes = c.bytes();
            DpdkPacket packet = DpdkPacket.of(bytes);
            PacketModel model = PacketModel.of(bytes);
            for (PacketReadContract.Read r : c.reads()) {
                boolean atTheEnd = r.offset() == model.length();
                if (r.offset() + r.length() <= Packet.MAX_UINT32 && !(r.length() == 0 && atTheEnd)) {
                    Clause.require("PKT-2", r + " gave", shown(packet.read(r.offset(), r.length())),
                            shown(model.read(r.offset(), r.length())));
                }
                if (!atTheEnd) {
                    Clause.require("PKT-4", "copy(offset " + r.offset() + ", limit " + r.length() + ") gave",
                            shown(packet.copy(r.offset(), r.length())), shown(model.copy(r.offset(), r.length())));
                }
            }
        });
    }

    private static String shown(Optional<byte[]> read) {
        return read.map(java.util.Arrays::toString).orElse("nothing");
    }
}
