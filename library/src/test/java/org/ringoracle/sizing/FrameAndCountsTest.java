package org.ringoracle.sizing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.sizing.contract.SizingGenerators;

/** Frame lengths, the MTU window, counts and memory, with their edges pinned by hand. */
class FrameAndCountsTest {

    /** SIZE-6: frame = MTU + 18, largest frame = MTU + 26, and the MTU of a frame takes the 18 back. */
    @Property("SIZE-6")
    void frameLengthsConvertBothWays() {
        Oracle.check("SIZE-6", 1000, SizingGenerators.mtus(), mtu -> {
            assertThat(Frame.frameLength(mtu)).isEqualTo(mtu + 18);
            assertThat(Frame.maxFrameLength(mtu)).isEqualTo(mtu + 26);
            assertThat(Frame.mtuOf(Frame.frameLength(mtu))).isEqualTo(mtu);
        });
    }

    /** SIZE-7: the window is [68, 9702]: 9702 + 26 = 9728, the largest packet. */
    @Test
    void theMtuWindowEdges() {
        assertThat(Frame.requireMtu(68)).isEqualTo(68);
        assertThat(Frame.requireMtu(9702)).isEqualTo(9702);
        assertThat(Frame.isValidMtu(67)).isFalse();
        assertThat(Frame.isValidMtu(9703)).isFalse();
        assertThatThrownBy(() -> Frame.requireMtu(67)).hasMessageContaining("MTU 67 refused (SIZE-7)");
        assertThatThrownBy(() -> Frame.mtuOf(17)).hasMessageContaining("frame length 17 refused (SIZE-6)");
        assertThat(Frame.mtuOf(18)).isZero();
        assertThatThrownBy(() -> Frame.mtuOf(1L << 31)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Frame.mtuOf(Integer.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE - 18);
    }

    /** SIZE-11: shared pools by MTU, halving while at least 16384, and the per-port formula. */
    @Test
    void mbufCountsByHand() {
        assertThat(MbufCounts.shared(1499)).isEqualTo(16_384);
        assertThat(MbufCounts.shared(1500)).isEqualTo(262_144);
        assertThat(MbufCounts.attempts(262_144)).containsExactly(262_144L, 131_072L, 65_536L, 32_768L, 16_384L);
        assertThat(MbufCounts.attempts(16_384)).containsExactly(16_384L);
        assertThat(MbufCounts.attempts(16_383)).isEmpty();
        assertThat(MbufCounts.attempts(50_000)).containsExactly(50_000L, 25_000L);
        // 1 x 2048 + 2 x 2048 + min(128, 1) x 32 + 16384
        assertThat(MbufCounts.perPort(1, 2, Platform.x86())).isEqualTo(22_560);
        // 200 x 2048 + 1024 x 2048 + min(128, 200) x 32 + 16384
        assertThat(MbufCounts.perPort(200, 1024, Platform.x86())).isEqualTo(2_527_232);
        assertThatThrownBy(() -> MbufCounts.perPort(1, 1025, Platform.x86())).hasMessage(
                "tx queues 1025 refused (SIZE-11): a port has 1 to 1024");
    }

    /**
     * SIZE-11: the attempts start at the first count, each is half the one before (rounded
     * down), all are at least 16384, and halving the last would fall below it.
     */
    @Property("SIZE-11")
    void attemptsHalveDownToTheFloor() {
        Oracle.check("SIZE-11", 500, longs().between(0, 1L << 40), first -> {
            List<Long> attempts = MbufCounts.attempts(first);
            assertThat(attempts).allMatch(n -> n >= MbufCounts.MIN_NB_MBUF);
            for (int i = 1; i < attempts.size(); i++) {
                assertThat(attempts.get(i)).isEqualTo(attempts.get(i - 1) / 2);
            }
            long next = attempts.isEmpty() ? first : attempts.get(attempts.size() - 1) / 2;
            assertThat(next).as("the first count not tried").isLessThan(MbufCounts.MIN_NB_MBUF);
            assertThat(attempts.isEmpty() || attempts.get(0).equals(first)).as("starts at %d", first).isTrue();
        });
    }

    /** SIZE-12: memory is count x object size exactly, or refused when that leaves a long. */
    @Property("SIZE-12")
    void memoryIsTheExactProduct() {
        record Pool(long count, long objectSize) {
        }
        Oracle.check("SIZE-12", 500, longs().between(0, Long.MAX_VALUE).zip(longs().between(0, 1L << 20), Pool::new),
                c -> {
                    BigInteger exact = BigInteger.valueOf(c.count()).multiply(BigInteger.valueOf(c.objectSize()));
                    if (exact.bitLength() < 64) {
                        assertThat(MbufCounts.memory(c.count(), c.objectSize())).isEqualTo(exact.longValueExact());
                    } else {
                        assertThat(catchThrowable(() -> MbufCounts.memory(c.count(), c.objectSize())))
                                .isInstanceOf(ArithmeticException.class);
                    }
                });
    }

    /** SIZE-12: memory is count x object size, refused when it leaves a long. */
    @Test
    void memoryByHand() {
        assertThat(MbufCounts.memory(262_144, 3008)).isEqualTo(788_529_152L);
        assertThatThrownBy(() -> MbufCounts.memory(Long.MAX_VALUE, 2)).isInstanceOf(ArithmeticException.class);
    }

    @Test
    void platformValuesAreCheckedByName() {
        assertThatThrownBy(() -> Platform.x86().withCacheLine(8192))
                .hasMessage("cache line 8192 refused: it must be a power of two from 8 to 4096");
        assertThatThrownBy(() -> Platform.x86().withCacheLine(4)).hasMessageStartingWith("cache line 4 refused");
        assertThatThrownBy(() -> Platform.x86().withCacheLine(96)).hasMessageStartingWith("cache line 96 refused");
        assertThatThrownBy(() -> Platform.x86().withDpPacket(100))
                .hasMessage("sizeof(dp_packet) 100 refused: it must be a multiple of 8 from 0 to 2^20");
        assertThatThrownBy(() -> Platform.x86().withDpPacket(120))
                .hasMessage("sizeof(dp_packet) 120 refused: it must be at least sizeof(rte_mbuf) = 128");
        assertThatThrownBy(() -> new Platform(64, -8, 128, 704, 64, 4, 1, true, 128, 2048, 2048))
                .hasMessageStartingWith("headroom -8 refused");
        assertThat(new Platform(64, 128, 128, 704, 64, 4, 1 << 20, false, 128, 2048, 2048).ranks()).isEqualTo(1 << 20);
        assertThat(Platform.x86()).hasToString("line 64, headroom 128, rte_mbuf 128, dp_packet 704, object header 64,"
                + " 4x1 channels x ranks spread");
        assertThat(new Platform(64, 128, 128, 704, 64, 4, 2, false, 128, 2048, 2048)).hasToString("line 64, headroom"
                + " 128, rte_mbuf 128, dp_packet 704, object header 64, 4x2 channels x ranks not spread");
        assertThatThrownBy(() -> Platform.x86().withDpPacket((1 << 20) + 8))
                .hasMessageStartingWith("sizeof(dp_packet) 1048584");
        assertThatThrownBy(() -> new Platform(64, 4, 128, 704, 64, 4, 1, true, 128, 2048, 2048))
                .hasMessageStartingWith("headroom 4 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 12, 704, 64, 4, 1, true, 128, 2048, 2048))
                .hasMessageStartingWith("sizeof(rte_mbuf) 12 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 65, 4, 1, true, 128, 2048, 2048))
                .hasMessageStartingWith("object header 65 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 64, 0, 1, true, 128, 2048, 2048))
                .hasMessage("channels 0 refused: it must be from 1 to 2^20");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 64, 4, (1 << 20) + 1, true, 128, 2048, 2048))
                .hasMessageStartingWith("ranks 1048577 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 64, 4, 1, true, 0, 2048, 2048))
                .hasMessageStartingWith("RTE_MAX_LCORE 0 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 64, 4, 1, true, 128, 0, 2048))
                .hasMessageStartingWith("rx queue size 0 refused");
        assertThatThrownBy(() -> new Platform(64, 128, 128, 704, 64, 4, 1, true, 128, 2048, 0))
                .hasMessageStartingWith("tx queue size 0 refused");
        assertThat(Platform.x86().withCacheLine(4096).cacheLine()).isEqualTo(4096);
        assertThat(Platform.x86().withCacheLine(8).cacheLine()).isEqualTo(8);
        assertThat(Platform.x86().withDpPacket(128).dpPacket()).isEqualTo(128);
        assertThat(Platform.x86().withDpPacket(1 << 20).dpPacket()).isEqualTo(1 << 20);
    }
}
