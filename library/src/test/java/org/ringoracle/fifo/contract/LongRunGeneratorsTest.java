package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.LongRuns;

/** The fifo's long runs start where they promise and draw both kinds of step. */
class LongRunGeneratorsTest {

    @Test
    void theStartsAreEightOrTheSmallestAndTheLargestUpTo2e21() {
        // One slot empty, powers of two from 2 to 2^30: 8 (capacity 7), and 2^21 (capacity 2^21 - 1).
        assertThat(FifoGenerators.longRunStarts(CapacityRule.oneSlotEmpty())).containsExactly(
                new FifoStart(8, 7), new FifoStart(1 << 21, (1 << 21) - 1));
        // Powers of two from 16: 8 is refused, so the smallest, 16.
        assertThat(FifoGenerators.longRunStarts(CapacityRule.oneSlotEmpty(16))).containsExactly(
                new FifoStart(16, 15), new FifoStart(1 << 21, (1 << 21) - 1));
        // Any size up to 4096, every slot usable: 8, and 4096 itself.
        assertThat(FifoGenerators.longRunStarts(CapacityRule.everySlot(4096))).containsExactly(
                new FifoStart(8, 8), new FifoStart(4096, 4096));
        // Up to 8 only: one start.
        assertThat(FifoGenerators.longRunStarts(CapacityRule.everySlot(8))).containsExactly(new FifoStart(8, 8));
    }

    @Test
    void theStepsArePutsAndGetsOfSmallAndLargerBatches() {
        List<FifoOp> ops = LongRuns.draw(FifoGenerators.longRunOps(7), 1, 2000);
        assertThat(ops).anyMatch(FifoOp.Put.class::isInstance).anyMatch(FifoOp.Get.class::isInstance)
                .allMatch(op -> op.num() >= 0 && op.num() <= 16);
        assertThat(ops).extracting(FifoOp::num).contains(0, 3, 16);
    }
}
