package org.ringoracle.kni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
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
        assertThat(loop.view(KniQueue.TX_Q).count()).isEqualTo(32);
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
        assertThat(loop.view(KniQueue.TX_Q).count()).isEqualTo(96);
        RefillReport report = loop.rxBurst(70);
        assertThat(loop.applicationHeld()).isEqualTo(70);
        assertThat(loop.view(KniQueue.TX_Q).count()).isEqualTo(26);
        assertThat(report).isEqualTo(new RefillReport(127, 0, 104, 32, 32, 32, 0));
    }

    /**
     * len 8 (7 free slots per fifo), pool 20: the application allocates mbufs 0..9; tx(10) sends
     * 0..6 (rx_q's room) and keeps 7..9; free_q is empty, so nothing is freed. The kernel asks
     * min(7, 32) = 7 and takes 0..6 in order, delivers and returns them; tx(0) frees all 7.
     */
    @Test
    void packetsGoOutThroughRxQAndTheirMbufsComeBackThroughFreeQ() {
        KniLoop loop = new KniLoop(8, 20, new IntentRefill());
        loop.applicationAllocates(10);
        assertThat(loop.txBurst(10)).isEqualTo(new KniLoop.Sent(7, 0));
        assertThat(loop.applicationHeld()).isEqualTo(3);
        assertThat(loop.view(KniQueue.RX_Q).count()).isEqualTo(7);
        List<Integer> first = List.of(0, 1, 2, 3, 4, 5, 6);
        assertThat(loop.kernelReceives()).isEqualTo(new ReceiveReport(7, first, first, first));
        assertThat(loop.view(KniQueue.RX_Q).count()).isZero();
        assertThat(loop.view(KniQueue.FREE_Q).count()).isEqualTo(7);
        assertThat(loop.txBurst(0)).isEqualTo(new KniLoop.Sent(0, 7));
        assertThat(loop.poolAvailable()).isEqualTo(10 + 7);
    }

    /**
     * len 64, pool 100: 40 sent; the kernel takes min(63, 32) = 32, then the other 8; tx_burst
     * frees at most 32 from free_q per call, so 32 then 8.
     */
    @Test
    void theKernelAndTxBurstEachMoveAtMostOneBurst() {
        KniLoop loop = new KniLoop(64, 100, new IntentRefill());
        loop.applicationAllocates(40);
        assertThat(loop.txBurst(40)).isEqualTo(new KniLoop.Sent(40, 0));
        assertThat(loop.kernelReceives().taken()).hasSize(32);
        assertThat(loop.kernelReceives().taken()).hasSize(8);
        assertThat(loop.kernelReceives().wanted()).as("free_q holds 40 of 63").isEqualTo(23);
        assertThat(loop.txBurst(0)).isEqualTo(new KniLoop.Sent(0, 32));
        assertThat(loop.txBurst(0)).isEqualTo(new KniLoop.Sent(0, 8));
        assertThat(loop.poolAvailable()).isEqualTo(100);
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
        loop.preload(KniQueue.ALLOC_Q, 13, 7);
        assertThat(loop.allocQ().readIndex()).isEqualTo(5);
        assertThat(loop.allocQ().writeIndex()).isEqualTo(4);
        assertThat(loop.poolAvailable()).isEqualTo(3);
        assertThat(loop).hasToString("pool 3, alloc_q 7 (read 5, write 4), tx_q 0 (read 0, write 0),"
                + " rx_q 0 (read 0, write 0), free_q 0 (read 0, write 0), application 0");
    }

    @Test
    void badCountsAreRefusedByName() {
        KniLoop loop = new KniLoop(8, 10, new IntentRefill());
        assertThatThrownBy(() -> loop.preload(KniQueue.ALLOC_Q, -1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("preload(alloc_q, offset -1, count 0) refused: offset must be at least 0 and count in [0, 7]"
                        + " (alloc_q free slots and pool)");
        assertThatThrownBy(() -> loop.preload(KniQueue.ALLOC_Q, 0, 8)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count 8");
        assertThatThrownBy(() -> new KniLoop(8, 3, new IntentRefill()).preload(KniQueue.ALLOC_Q, 0, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count in [0, 3]");
        assertThatThrownBy(() -> loop.preload(KniQueue.ALLOC_Q, 0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> loop.kernelSends(-1)).hasMessage(
                "kernelSends(-1) refused: a count of packets or mbufs is at least 0");
        assertThatThrownBy(() -> loop.rxBurst(-2)).hasMessageContaining("rxBurst(-2)");
        assertThatThrownBy(() -> loop.applicationFrees(-3)).hasMessageContaining("applicationFrees(-3)");
        assertThatThrownBy(() -> loop.txBurst(-5)).hasMessageContaining("txBurst(-5)");
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

    @Test
    void theKernelAsksForWhatFreeQCanTakeBackUpToABurst() {
        KniLoop loop = new KniLoop(64, 40, new IntentRefill());
        loop.preload(KniQueue.FREE_Q, 0, 40);
        IntentReceive intent = new IntentReceive();
        assertThat(intent.wanted(loop.view(KniQueue.FREE_Q))).as("63 - 40 free").isEqualTo(23);
        assertThat(intent.wanted(new KniLoop(64, 0, new IntentRefill()).view(KniQueue.FREE_Q))).isEqualTo(32);
        assertThat(intent).hasToString("intent");
    }

    /**
     * What a receive policy sees and is told: rx_q and free_q read only, and put's return value.
     * len 4, rx_q holding mbufs 0, 1, 2 and free_q holding 3 and 4 (one free slot): the policy reads
     * rx_q's count, takes all three and puts them; free_q takes one.
     */
    @Test
    void aReceivePolicyIsToldWhatFreeQAccepted() {
        KniLoop loop = new KniLoop(4, 5, new IntentRefill(), new ReceivePolicy() {
            @Override
            public int wanted(FifoView freeQ) {
                return 3;
            }

            @Override
            public void receive(Receive receive) {
                Integer[] batch = new Integer[3];
                int taken = receive.take(batch, receive.rxQ().count());
                assertThat(receive.put(batch, taken)).as("free_q's one free slot").isEqualTo(1);
            }
        });
        loop.preload(KniQueue.RX_Q, 0, 3);
        loop.preload(KniQueue.FREE_Q, 0, 2);
        ReceiveReport report = loop.kernelReceives();
        assertThat(report.taken()).containsExactly(0, 1, 2);
        assertThat(report.put()).containsExactly(0);
        assertThat(report.delivered()).isEmpty();
    }
}
