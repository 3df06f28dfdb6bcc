package org.ringoracle.virtio;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringoracle.virtio.model.ExactSplitRing;

/** The model's refusals, each argument on each side of its range. */
class ExactSplitRingTest {

    @Test
    void anIndexOutsideSixteenBitsHasNoAnswer() {
        for (int bad : new int[] {-1, 65_536}) {
            assertThat(ExactSplitRing.needEvent(bad, 1, 0)).as("event %d", bad).isNull();
            assertThat(ExactSplitRing.needEvent(0, bad, 0)).as("new %d", bad).isNull();
            assertThat(ExactSplitRing.needEvent(0, 1, bad)).as("old %d", bad).isNull();
        }
        assertThat(ExactSplitRing.needEvent(65_535, 0, 65_535)).isTrue();
        assertThat(ExactSplitRing.needEvent(0, 0, 65_535)).isFalse();
    }

    @Test
    void aLayoutOutsideTheRangesHasNoAnswer() {
        assertThat(ExactSplitRing.usedOffset(1, 3)).isEmpty();
        assertThat(ExactSplitRing.usedOffset(1, 1 << 17)).isEmpty();
        assertThat(ExactSplitRing.usedOffset(1 << 16, 1)).isEmpty();
        assertThat(ExactSplitRing.usedOffset(0, 1)).isEmpty();
        assertThat(ExactSplitRing.usedOffset(1 << 15, 1 << 16)).hasValue(655_360);
    }
}
