package org.ringoracle.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.align.Align;

/**
 * The seed's measured table (the June 2017 Open vSwitch patch of specs/sizing.md, facts: MTU 1500, 1920,
 * 9000 gave MBUF_SIZE 2760, 3784, 9928 before the patch and 2816, 3840, 9984 after, on a Xeon E5),
 * reproduced through the 2017 buffer path. sizeof(dp_packet) of that build is derived from the
 * table, not assumed.
 */
class SeedTableTest {

    /** A row of the seed's table: the MTU and MBUF_SIZE before and after the patch. */
    record Row(long mtu, long before, long after) {
    }

    /** The rows, copied from the seed. */
    private static final List<Row> TABLE = List.of(new Row(1500, 2760, 2816), new Row(1920, 3784, 3840),
            new Row(9000, 9928, 9984));

    /**
     * Before the patch MBUF_SIZE(m) = m + 26 + sizeof(dp_packet) + 128 with m = buf - 18, so
     * sizeof(dp_packet) = size - (buf - 18 + 26 + 128) for each row: it must be one value.
     */
    static long derivedDpPacket() {
        long headroom = 128;
        return TABLE.stream().mapToLong(row -> {
            long buf = Align.ceil(row.mtu() + Frame.HEADER_MAX + headroom, 1024);
            long m = buf - Frame.HEADER - Frame.CRC;
            return row.before() - (m + Frame.HEADER_MAX + headroom);
        }).distinct().reduce((a, b) -> {
            throw new AssertionError("the rows imply different sizes: " + a + " and " + b);
        }).orElseThrow();
    }

    @Test
    void theTableImpliesDpPacketOf576Bytes() {
        // buf for 1500: ROUND_UP(1526 + 128, 1024) = 2048, so 2760 - (2030 + 26 + 128) = 576; likewise
        // 3784 - (3054 + 154) and 9928 - (9198 + 154).
        assertThat(derivedDpPacket()).isEqualTo(576);
    }

    @Test
    void the2017PathReproducesTheTableBeforeAndAfter() {
        Platform build = Platform.x86().withDpPacket(derivedDpPacket());
        for (Row row : TABLE) {
            assertThat(new Ovs2017Sizing(build, false).mbufSize((int) row.mtu())).as("before, MTU %d", row.mtu())
                    .isEqualTo(row.before());
            assertThat(new Ovs2017Sizing(build, true).mbufSize((int) row.mtu())).as("after, MTU %d", row.mtu())
                    .isEqualTo(row.after());
        }
    }

    /**
     * The layouts at MTU 1500 on that build (sizeof(dp_packet) 576, 64-byte lines), by hand:
     * before, MBUF_SIZE 2760 with data room 2760 - 576 = 2184 and private area 576 - 128 = 448;
     * after, 2816 with data room 2240 (the 56 bytes of padding in it); the intent, data room
     * ROUND_UP(1526, 1024) + 128 = 2176 and 576 + 2176 = 2752 = 43 lines, so no padding at all.
     */
    @Test
    void theLayoutsAtMtu1500OnThatBuild() {
        Platform build = Platform.x86().withDpPacket(derivedDpPacket());
        assertThat(new Ovs2017Sizing(build, false).layout(1500)).isEqualTo(new MbufLayout(2184, 448, 2760));
        assertThat(new Ovs2017Sizing(build, true).layout(1500)).isEqualTo(new MbufLayout(2240, 448, 2816));
        assertThat(new MbufSizing(build).layout(1500)).isEqualTo(new MbufLayout(2176, 448, 2752));
    }

    /** The table cannot tell 64-byte lines from 128-byte ones: every "after" value is a multiple of 128 too. */
    @Test
    void theTableFitsBoth64And128ByteLines() {
        Platform build = Platform.x86().withDpPacket(derivedDpPacket()).withCacheLine(128);
        for (Row row : TABLE) {
            assertThat(new Ovs2017Sizing(build, true).mbufSize((int) row.mtu())).isEqualTo(row.after());
        }
    }
}
