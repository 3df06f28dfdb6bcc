package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.SetAside;
import org.ringoracle.packet.Packet;
import org.ringoracle.packet.contract.PacketReadContract;

/**
 * The DPDK judged: rte_pktmbuf_read and rte_pktmbuf_copy through the packet-read contract unchanged
 * (mvn verify -Pnative), the inputs of F-20 to F-22 set aside ({@link CFindingsTest} pins them).
 * Expected values are worked by hand from the facts of specs/packet.md.
 */
@Tag("native")
class InstalledMbufTest {

    /** The chain of {@code segments}, with the findings' reads and copies set aside before C is called. */
    private static Packet judged(List<byte[]> segments) {
        DpdkPacket c = DpdkPacket.of(segments);
        long first = segments.get(0).length;
        return new Packet() {
            @Override
            public long length() {
                return c.length();
            }

            @Override
            public Optional<byte[]> read(long offset, long n) {
                String input = "read(off " + offset + ", len " + n + ") of " + c.length() + " bytes";
                SetAside.when(offset >= 0 && n >= 0 && offset + n > Packet.MAX_UINT32, CFinding.F20.id, input);
                SetAside.when(n == 0 && offset == c.length() && offset > first, CFinding.F21.id, input);
                return c.read(offset, n);
            }

            @Override
            public Optional<byte[]> copy(long offset, long limit) {
                SetAside.when(offset == c.length(), CFinding.F22.id, "copy(off " + offset + ") of " + c.length() + " bytes");
                return c.copy(offset, limit);
            }
        };
    }

    static PacketReadContract contract() {
        return new PacketReadContract() {
            @Override
            protected Packet packet(List<byte[]> segments) {
                return judged(segments);
            }
        };
    }

    /** Every generated read and copy outside the findings is the model's, bytes included. */
    @Test
    void readsAndCopies(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.PKTMBUF);
    }

    /**
     * By hand over segments [1 2 3 4] [5 6 7 8] (pkt_len 8): a read across the boundary is copied;
     * a read past the end is NULL; a read of 0 bytes inside the first segment or of a one-segment
     * packet at its end returns no bytes. A copy of at most 3 bytes at 2 is 3 4 5; at 6 it is clipped
     * to 7 8; with a limit of 2^32 - 1 at 2 it is the rest; at 9, past the end, NULL.
     */
    @Test
    void readsAndCopiesByHand() {
        DpdkPacket packet = DpdkPacket.of(List.of(new byte[] {1, 2, 3, 4}, new byte[] {5, 6, 7, 8}));
        assertThat(packet.length()).isEqualTo(8);
        assertThat(packet.read(2, 4)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5, 6));
        assertThat(packet.read(0, 8)).hasValueSatisfying(b -> assertThat(b).containsExactly(1, 2, 3, 4, 5, 6, 7, 8));
        assertThat(packet.read(4, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(DpdkPacket.of(List.of(new byte[] {9})).read(1, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(packet.read(7, 2)).isEmpty();
        assertThat(packet.read(9, 0)).isEmpty();
        assertThat(packet.copy(2, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5));
        assertThat(packet.copy(6, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(7, 8));
        assertThat(packet.copy(2, 0xFFFF_FFFFL)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5, 6, 7, 8));
        assertThat(packet.copy(9, 0)).isEmpty();
    }
}
