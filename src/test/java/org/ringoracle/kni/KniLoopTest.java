package org.ringoracle.kni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The steps of the loop model, each worked by hand from its javadoc. */
class KniLoopTest {

    /** len 64, pool 100: the first refill puts 32 (min(63, 32, 100)); 68 stay in the pool. */
    private static KniLoop refilled() {
        KniLoop loop = new KniLoop(64, 100, new IntentRefill());
        loop.refill();
        return loop;
    }

    @Test
    void theKernelSendsAtMostOneBurstAndOnlyWithBuffers() {
        KniLoop loop = refilled();
        assertThat(loop.kernelSends(40)).isEqualTo(32);
        assertThat(loop.allocQ().count()).isZero();
        assertThat(loop.txQueued()).isEqualTo(32);
        assertThat(loop.kernelSends(5)).isZero();
    }

    @Test
    void theKernelStopsWhenTxQIsFull() {
        KniLoop loop = new KniLoop(4, 10, new IntentRefill());
        loop.refill();
        assertThat(loop.kernelSends(3)).isEqualTo(3);
        loop.refill();
        assertThat(loop.kernelSends(3)).as("tx_q of length 4 is full with 3").isZero();
    }

    @Test
    void rxBurstTakesAcrossSeveralChunksThenRefills() {
        KniLoop loop = new KniLoop(128, 200, new IntentRefill());
        for (int i = 0; i < 3; i++) {
            loop.refill();
            loop.kernelSends(32);
        }
        assertThat(loop.txQueued()).isEqualTo(96);
        RefillReport report = loop.rxBurst(70);
        assertThat(loop.applicationHeld()).isEqualTo(70);
        assertThat(loop.txQueued()).isEqualTo(26);
        assertThat(report).isEqualTo(new RefillReport(127, 0, 104, 32, 32, 32, 0));
    }

    @Test
    void theApplicationFreesAndAllocatesWhatItCan() {
        KniLoop loop = refilled();
        assertThat(loop.applicationAllocates(100)).isEqualTo(68);
        assertThat(loop.poolAvailable()).isZero();
        assertThat(loop.applicationFrees(50)).isEqualTo(50);
        assertThat(loop.applicationFrees(50)).isEqualTo(18);
        assertThat(loop.applicationHeld()).isZero();
        assertThat(loop.poolAvailable()).isEqualTo(68);
        assertThat(loop.poolSize()).isEqualTo(100);
    }

    @Test
    void preloadMovesTheIndicesThenFills() {
        KniLoop loop = new KniLoop(8, 10, new IntentRefill());
        loop.preload(13, 7);
        assertThat(loop.allocQ().readIndex()).isEqualTo(5);
        assertThat(loop.allocQ().writeIndex()).isEqualTo(4);
        assertThat(loop.poolAvailable()).isEqualTo(3);
        assertThat(loop).hasToString("pool 3, alloc_q 7 (read 5, write 4), tx_q 0, application 0");
    }

    @Test
    void badCountsAreRefusedByName() {
        KniLoop loop = new KniLoop(8, 10, new IntentRefill());
        assertThatThrownBy(() -> loop.preload(-1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("preload(offset -1, count 0) refused: offset must be at least 0 and count in [0, 7]"
                        + " (alloc_q free slots and pool)");
        assertThatThrownBy(() -> loop.preload(0, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count 8");
        assertThatThrownBy(() -> new KniLoop(8, 3, new IntentRefill()).preload(0, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count in [0, 3]");
        assertThatThrownBy(() -> loop.preload(0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> loop.kernelSends(-1)).hasMessage(
                "kernelSends(-1) refused: a count of packets or mbufs is at least 0");
        assertThatThrownBy(() -> loop.rxBurst(-2)).hasMessageContaining("rxBurst(-2)");
        assertThatThrownBy(() -> loop.applicationFrees(-3)).hasMessageContaining("applicationFrees(-3)");
        assertThatThrownBy(() -> loop.applicationAllocates(-4)).hasMessageContaining("applicationAllocates(-4)");
        assertThat(loop.applicationAllocates(0)).isZero();
        assertThatThrownBy(() -> new MbufPool(-1)).hasMessage("pool size -1 refused: a pool holds 0 or more mbufs");
        assertThat(new MbufPool(0).allocate()).isNull();
    }

    @Test
    void theIntentAsksForWhatFitsUpToABurstAndRefillsEveryTime() {
        KniLoop loop = new KniLoop(16, 0, new IntentRefill());
        IntentRefill intent = new IntentRefill();
        assertThat(intent.wanted(loop.allocQ())).isEqualTo(15);
        assertThat(intent.refillsAfter(0, loop.allocQ())).isTrue();
        assertThat(intent).hasToString("intent");
    }
}
