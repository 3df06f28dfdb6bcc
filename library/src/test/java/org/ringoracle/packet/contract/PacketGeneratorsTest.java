package org.ringoracle.packet.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Oracle;

/** Each kind of read the contract draws stays in its kind and reaches its extremes (counted over 300 draws). */
class PacketGeneratorsTest {

    private static final long WRAP = 1L << 32;
    private static final long LENGTH = 3;

    @Test
    void withinReadsEndWithinThePacketAndReachItsEnd() {
        List<PacketReadContract.Read> reads = Oracle.sample(PacketReadContract.within(LENGTH), 300);
        assertThat(reads).allSatisfy(r -> assertThat(r.offset() + r.length()).isBetween(0L, LENGTH));
        assertThat(reads).anySatisfy(r -> assertThat(r.offset() + r.length()).isEqualTo(LENGTH));
    }

    @Test
    void endReadsEndAtTheEndOrOnePast() {
        List<PacketReadContract.Read> reads = Oracle.sample(PacketReadContract.atTheEnd(LENGTH), 300);
        assertThat(reads).allSatisfy(r -> assertThat(r.offset() + r.length()).isBetween(LENGTH, LENGTH + 1));
        assertThat(reads).anySatisfy(r -> assertThat(r.offset() + r.length()).isEqualTo(LENGTH + 1));
        assertThat(reads).anySatisfy(r -> assertThat(r).isEqualTo(new PacketReadContract.Read(LENGTH, 0)));
    }

    /** Offsets 1 to 4 with lengths whose sum is 2^32 plus 0 to 3, never beyond 32 bits. */
    @Test
    void wrappingReadsSumToWithinThePacketModulo2e32() {
        List<PacketReadContract.Read> reads = Oracle.sample(PacketReadContract.wrapsToWithin(LENGTH), 300);
        assertThat(reads).allSatisfy(r -> {
            assertThat(r.length()).isLessThan(WRAP);
            assertThat(r.offset() + r.length() - WRAP).isBetween(0L, LENGTH);
        });
        assertThat(reads).anySatisfy(r -> assertThat(r.offset()).isEqualTo(LENGTH + 1));
    }

    /** Offsets 2^32 - 4 to 2^32 - 1, sums 2^32 plus 0 to 3. */
    @Test
    void farReadsStartNear2e32() {
        List<PacketReadContract.Read> reads = Oracle.sample(PacketReadContract.farOffset(LENGTH), 300);
        assertThat(reads).allSatisfy(r -> {
            assertThat(r.offset()).isBetween(WRAP - LENGTH - 1, WRAP - 1);
            assertThat(r.offset() + r.length() - WRAP).isBetween(0L, LENGTH);
        });
        assertThat(reads).anySatisfy(r -> assertThat(r.offset()).isEqualTo(WRAP - LENGTH - 1));
    }
}
