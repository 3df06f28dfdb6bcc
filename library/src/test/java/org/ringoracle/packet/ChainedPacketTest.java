package org.ringoracle.packet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Refusal;
import org.ringoracle.packet.contract.PacketReadContract;

/** The chained packet through the packet-read contract, its refusals naming value and clause. */
class ChainedPacketTest extends PacketReadContract {

    @Override
    protected Packet packet(List<byte[]> segments) {
        return ChainedPacket.of(segments);
    }

    @Override
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT.naming();
    }

    /** By hand over segments [1 2] [] [3 4 5] (length 5). */
    @Test
    void readsAcrossSegmentsByName() {
        ChainedPacket packet = ChainedPacket.of(List.of(new byte[] {1, 2}, new byte[0], new byte[] {3, 4, 5}));
        assertThat(packet.read(1, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(2, 3, 4));
        assertThat(packet.read(2, 3)).hasValueSatisfying(b -> assertThat(b).containsExactly(3, 4, 5));
        assertThat(packet.read(5, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(packet.read(5, 1)).isEmpty();
        assertThat(packet.read(1, 0xFFFF_FFFFL)).as("1 + 4294967295 wraps to 0 in 32 bits").isEmpty();
        assertThatThrownBy(() -> packet.read(0, 1L << 32)).hasMessage(
                "length 4294967296 refused (PKT-3): it must be in [0, 2^32)");
        assertThatThrownBy(() -> ChainedPacket.of(List.of(new byte[65_536]))).hasMessage(
                "segment 0 of 65536 bytes refused (PKT-1): at most 65535");
        assertThat(packet).hasToString("ChainedPacket[segments=3, length=5]");
        assertThat(ChainedPacket.of(List.of(new byte[0])).read(0, 0)).hasValueSatisfying(b -> assertThat(b).isEmpty());
        assertThat(ChainedPacket.of(List.of(new byte[] {7}, new byte[0])).read(1, 0))
                .hasValueSatisfying(b -> assertThat(b).isEmpty());
    }

    /**
     * PKT-1 at the top: 32768 segments of 65535 bytes and one of 32767 make 2^31 - 1 bytes, the most
     * an array holds (65535 x 32768 = 2147450880, + 32767 = 2147483647); the same array stands for
     * every full segment, so no memory is needed for the bytes.
     */
    @Test
    void aPacketOfTheMostBytesAnArrayHoldsIsTaken() {
        List<byte[]> segments = new java.util.ArrayList<>(java.util.Collections.nCopies(32_768, new byte[65_535]));
        segments.add(new byte[32_767]);
        assertThat(ChainedPacket.of(segments).length()).isEqualTo(Integer.MAX_VALUE);
        segments.add(new byte[1]);
        assertThatThrownBy(() -> ChainedPacket.of(segments)).hasMessage(
                "a packet of 2147483648 bytes refused (PKT-1): at most 2147483647");
    }
}
