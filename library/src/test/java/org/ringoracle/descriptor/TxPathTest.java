package org.ringoracle.descriptor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.descriptor.contract.TxRingContract;
import org.ringoracle.descriptor.contract.TxRingGenerators;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Verdict;

/** DESC-7 on the model, worked by hand from specs/descriptor.md. */
class TxPathTest {

    private static final TxRingModel.Shape SHAPE = new TxRingModel.Shape(128, 32, 32);

    /** (tail, nextDone, free). */
    private static List<Integer> state(TxRing ring) {
        return List.of(ring.tail(), ring.nextDone(), ring.freeCount());
    }

    /**
     * On (128, 32, 32), post(127) in bursts is 32, 32, 32 and 31: free goes 127, 95, 63, 31, and
     * the last burst finds 31 below the threshold but nothing completed, so it reclaims nothing:
     * tail 127, batch pointer 31, 0 free, as in one whole post.
     */
    @Test
    void aPostAcrossBurstsWithNothingCompletedReclaimsNothing() {
        for (TxPath path : List.of(TxPath.WHOLE, TxPath.IXGBE_SIMPLE)) {
            TxRingModel ring = new TxRingModel(SHAPE, path);
            assertThat(ring.post(new long[127], 127)).as(path.name()).isEqualTo(127);
            assertThat(state(ring)).as(path.name()).containsExactly(127, 31, 0);
        }
    }

    /**
     * Then done(127) and post(64) of packets 1 to 64: a whole post reclaims the batch ending at 31,
     * posts 32 (packets 1 to 32 into 127 and 0 to 30): tail 31, batch pointer 63, 0 free. In bursts
     * of 32 the second burst finds 0 free and the batch ending at 63 completed, reclaims it and
     * posts packets 33 to 64 into 31 to 62: tail 63, batch pointer 95, 0 free.
     */
    @Test
    void eachBurstReclaimsForItself() {
        long[] packets = new long[64];
        for (int i = 0; i < packets.length; i++) {
            packets[i] = i + 1;
        }
        TxRingModel whole = afterAFullCompletedRing(TxPath.WHOLE);
        assertThat(whole.post(packets, 64)).isEqualTo(32);
        assertThat(state(whole)).containsExactly(31, 63, 0);
        assertThat(List.of(whole.packet(127), whole.packet(0), whole.packet(30), whole.packet(31)))
                .containsExactly(1L, 2L, 32L, 0L);
        TxRingModel bursts = afterAFullCompletedRing(TxPath.IXGBE_SIMPLE);
        assertThat(bursts.post(packets, 64)).isEqualTo(64);
        assertThat(state(bursts)).containsExactly(63, 95, 0);
        assertThat(List.of(bursts.packet(31), bursts.packet(62), bursts.packet(63))).containsExactly(33L, 64L, 0L);
    }

    private static TxRingModel afterAFullCompletedRing(TxPath path) {
        TxRingModel ring = new TxRingModel(SHAPE, path);
        ring.post(new long[127], 127);
        ring.complete(127);
        return ring;
    }

    /**
     * A ring that declares the bursts of the ixgbe simple path but decides once per post (the
     * optimised ring, which posts whole) is rejected by the last pinned run: after post(64) on
     * (128, 32, 32) the batch pointer is 63 where the second burst's reclaim makes it 95.
     */
    @Test
    void aRingThatDecidesOncePerPostBreaksTheDeclaredBursts() {
        TxRingContract declared = new TxRingContract() {
            @Override
            protected TxPath path() {
                return TxPath.IXGBE_SIMPLE;
            }

            @Override
            protected TxRing create(int size, int rsThresh, int freeThresh) {
                return new BatchedTxRing(size, rsThresh, freeThresh);
            }
        };
        assertThat(Verdict.of(declared, "DESC-5").violations("DESC-5")).anySatisfy(v -> assertThat(v.reason())
                .isEqualTo("DESC-5: step 3 post(64): nextDone 63 where 95 is required"));
    }

    /** A post of 0 in bursts is one burst: with 31 free, below 32, it reclaims the completed batch. */
    @Test
    void aPostOfNothingStillDecidesOnce() {
        TxRingModel ring = new TxRingModel(new TxRingModel.Shape(64, 32, 32), TxPath.IXGBE_SIMPLE);
        ring.post(new long[32], 32);
        ring.complete(32);
        assertThat(ring.post(new long[0], 0)).isZero();
        assertThat(state(ring)).containsExactly(32, 63, 63);
    }

    /** A ring of rsThresh 16 is created (DESC-1) but the ixgbe simple path posts nothing to it. */
    @Test
    void aShapeThePathDoesNotServeIsCreatedButTakesNoPost() {
        TxRingModel ring = new TxRingModel(new TxRingModel.Shape(64, 16, 32), TxPath.IXGBE_SIMPLE);
        assertThat(state(ring)).containsExactly(0, 15, 63);
        assertThatThrownBy(() -> ring.post(new long[1], 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("DESC-7").hasMessageContaining("rsThresh at least 32");
        assertThat(TxPath.IXGBE_SIMPLE.serves(new TxRingModel.Shape(64, 32, 32))).isTrue();
        assertThat(TxPath.IXGBE_SIMPLE.serves(new TxRingModel.Shape(64, 31, 32))).isFalse();
    }

    @Test
    void aPathNeedsABurstAndAThresholdOfAtLeastOne() {
        assertThatThrownBy(() -> new TxPath("p", 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("burst 0");
        assertThatThrownBy(() -> new TxPath("p", 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("least rsThresh 0");
        assertThatThrownBy(() -> TxRingGenerators.acceptedShapes(new TxPath("p", 1, 33)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 32");
    }

    /** Every shape generated for the ixgbe simple path has rsThresh 32, and both small and large sizes come. */
    @Test
    void shapesForAPathAreThoseItServes() {
        List<TxRingModel.Shape> shapes = Oracle.sample(TxRingGenerators.acceptedShapes(TxPath.IXGBE_SIMPLE), 300);
        assertThat(shapes).allSatisfy(s -> {
            assertThat(s.rsThresh()).isEqualTo(32);
            assertThat(TxRingModel.accepts(s)).isTrue();
        });
        assertThat(shapes).anySatisfy(s -> assertThat(s.size()).isEqualTo(64));
        assertThat(shapes).anySatisfy(s -> assertThat(s.size()).isGreaterThan(256));
    }
}
