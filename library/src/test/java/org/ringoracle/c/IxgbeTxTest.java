package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.descriptor.TxRing;
import org.ringoracle.descriptor.contract.TxRingContract;
import org.ringoracle.descriptor.model.TxPath;

/**
 * DPDK's ixgbe transmit queue, compiled from the source tree judged ({@link IxgbeTxRing}), through
 * the descriptor-ring contract in the simple path's bursts (DESC-7). Only a DPDK source tree has the
 * driver's source (mvn test -Pnative -Dringoracle.dpdk=TREE): against an installed DPDK these tests
 * are skipped, saying so. Expected values are worked by hand from specs/descriptor.md.
 */
@Tag("native")
class IxgbeTxTest {

    static TxRingContract contract() {
        return new TxRingContract() {
            @Override
            protected TxPath path() {
                return TxPath.IXGBE_SIMPLE;
            }

            @Override
            protected TxRing create(int size, int rsThresh, int freeThresh) {
                return IxgbeTxRing.create(size, rsThresh, freeThresh);
            }
        };
    }

    @BeforeEach
    void needsASourceTree() {
        JudgedC.assumeDriverSource("the ixgbe driver");
    }

    /** Every property of the contract, on the driver's own setup, reset and simple transmit path. */
    @Test
    void transmitQueue(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.IXGBE_TX);
    }

    /** (tail register, tx_next_dd, nb_tx_free). */
    private static List<Integer> state(TxRing ring) {
        return List.of(ring.tail(), ring.nextDone(), ring.freeCount());
    }

    /**
     * On (64, 32, 32): post(63) of packets 1 to 63 is two bursts, 32 then 31, filling descriptors 0
     * to 62; the first burst's tail, 32, passes descriptor 31, which gets the report-status bit.
     * The device completes all 63, writing the done bit to 31 only. post(1) of packet 64 then finds
     * 0 free, below 32, reclaims the batch ending at 31 and fills descriptor 63, whose report-status
     * bit it sets as its tail passes it: the tail register wraps to 0, the batch pointer is 63 and 31
     * are free. The device completes descriptor 63, and a second post(1) of packet 65 finds 31 free,
     * reclaims the batch ending at 63 (the batch pointer wraps to 31, 63 free) and fills descriptor
     * 0: tail 1, 62 free.
     */
    @Test
    void theTailRegisterWrapsToZeroAndOnlyMarkedDescriptorsAreReclaimed() {
        TxRing ring = IxgbeTxRing.create(64, 32, 32);
        assertThat(state(ring)).containsExactly(0, 31, 63);
        assertThat(ring.post(LongStream.rangeClosed(1, 63).toArray(), 63)).isEqualTo(63);
        assertThat(state(ring)).containsExactly(63, 31, 0);
        assertThat(List.of(ring.packet(0), ring.packet(31), ring.packet(62), ring.packet(63)))
                .containsExactly(1L, 32L, 63L, 0L);
        ring.complete(63);
        assertThat(ring.post(new long[] {64}, 1)).isEqualTo(1);
        assertThat(state(ring)).containsExactly(0, 63, 31);
        assertThat(ring.packet(63)).isEqualTo(64);
        ring.complete(1);
        assertThat(ring.post(new long[] {65}, 1)).isEqualTo(1);
        assertThat(state(ring)).containsExactly(1, 31, 62);
        assertThat(ring.packet(0)).isEqualTo(65);
    }

    /**
     * The driver's setup refuses (64, 32, 33), whose sum exceeds the size, and chooses another path
     * for (64, 16, 32), which is created but takes no post; a ring set up before is released.
     */
    @Test
    void refusedShapesAndTheOtherPath() {
        assertThatThrownBy(() -> IxgbeTxRing.create(64, 32, 33)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-EINVAL");
        assertThatThrownBy(() -> IxgbeTxRing.create(64, 0, 32)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 cannot be passed");
        TxRing first = IxgbeTxRing.create(64, 32, 32);
        TxRing other = IxgbeTxRing.create(64, 16, 32);
        assertThat(state(other)).containsExactly(0, 15, 63);
        assertThatThrownBy(() -> other.post(new long[1], 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("full-featured");
        assertThatThrownBy(first::tail).isInstanceOf(IllegalStateException.class).hasMessageContaining("released");
    }
}
