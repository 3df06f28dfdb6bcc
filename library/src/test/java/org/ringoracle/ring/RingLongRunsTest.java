package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.ring.contract.RingGenerators;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;

/** The ring's long runs start where they promise and draw every kind of step. */
class RingLongRunsTest {

    @Test
    void theStartsAreEightAndTheLargestCount1000BelowTheLargestIndex() {
        // rte_ring: 32-bit indices, the largest 2^32 - 1, so 2^32 - 1001; counts 8 and 2^21 (the bound).
        long start = (1L << 32) - 1001;
        assertThat(RingGenerators.longRunStarts(RingDesign.RTE_RING, 1 << 21)).containsExactly(
                new RingStart(8, start), new RingStart(1 << 21, start));
        // virtio: 16-bit indices, the largest 65535, and counts up to 32768.
        assertThat(RingGenerators.longRunStarts(RingDesign.VIRTIO, 1 << 21)).containsExactly(
                new RingStart(8, 64_535), new RingStart(32_768, 64_535));
        // ck_ring takes powers of two from 4, so 8; bounded at 4096.
        assertThat(RingGenerators.longRunStarts(RingDesign.CK_RING, 4096)).containsExactly(
                new RingStart(8, start), new RingStart(4096, start));
    }

    @Test
    void aDesignWithoutEightOrNearbyWrapStartsAsItCan() {
        // Powers of two from 16: the smallest, 16. Indices wrapping at the slots: the largest index
        // is 15, below 1000, so the run starts at 0.
        RingDesign small = RingDesign.declare("from 16, wrapping at the slots", CapacityRule.oneSlotEmpty(16),
                Indices.wrappingAtTheSlots(), RingDesign.Starts.ANY);
        assertThat(RingGenerators.longRunStarts(small, 16)).containsExactly(new RingStart(16, 0));
        // A design that starts only at 0.
        RingDesign fromZero = RingDesign.declare("from 0", CapacityRule.oneSlotEmpty(), Indices.freeRunning(32),
                RingDesign.Starts.ZERO);
        assertThat(RingGenerators.longRunStarts(fromZero, 8)).containsExactly(new RingStart(8, 0));
    }

    @Test
    void theStepsAreEnqueuesAndDequeuesInBulkAndBurst() {
        List<RingOp> ops = LongRuns.draw(RingGenerators.longRunOps(7), 1, 2000);
        assertThat(ops).anyMatch(op -> op instanceof RingOp.Enqueue && op.bulk())
                .anyMatch(op -> op instanceof RingOp.Enqueue && !op.bulk())
                .anyMatch(op -> op instanceof RingOp.Dequeue && op.bulk())
                .anyMatch(op -> op instanceof RingOp.Dequeue && !op.bulk())
                .allMatch(op -> op.n() >= 0 && op.n() <= 16);
    }
}
