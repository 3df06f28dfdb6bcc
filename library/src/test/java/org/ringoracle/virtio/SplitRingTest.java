package org.ringoracle.virtio;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Refusal;
import org.ringoracle.virtio.contract.VirtqueueContract;
import org.ringoracle.virtio.model.ExactSplitRing;

/** The split ring through its contract, refusals named; golden values worked by hand from specs/virtio.md. */
class SplitRingTest extends VirtqueueContract {

    @Override
    protected Virtqueue virtqueue() {
        return new SplitRing();
    }

    @Override
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT.naming();
    }

    /**
     * old 65534, new 2: the window is 65534, 65535, 0, 1. Event 65535 and 1 are in it, 2 and 65533
     * are not. new == old is an empty window.
     */
    @Test
    void theWindowCrossesTheWrap() {
        SplitRing ring = new SplitRing();
        assertThat(ring.needEvent(65_535, 2, 65_534)).isTrue();
        assertThat(ring.needEvent(1, 2, 65_534)).isTrue();
        assertThat(ring.needEvent(2, 2, 65_534)).isFalse();
        assertThat(ring.needEvent(65_533, 2, 65_534)).isFalse();
        assertThat(ring.needEvent(7, 7, 7)).isFalse();
        assertThat(ExactSplitRing.needEvent(65_535, 2, 65_534)).isTrue();
        assertThat(ExactSplitRing.needEvent(0, 65_536, 0)).isNull();
    }

    /**
     * num 256, align 4096 (Linux's legacy PCI alignment): descriptors 16 x 256 = 4096, available
     * ring 6 + 2 x 256 = 518, so 4614 rounds up to 8192; used ring 6 + 8 x 256 = 2054; 10246 in
     * all. num 1, align 1: 16 + 8 = 24, then 6 + 8 = 14; 38.
     */
    @Test
    void theLayoutByHand() {
        SplitRing ring = new SplitRing();
        assertThat(ring.usedOffset(256, 4096)).isEqualTo(8192);
        assertThat(ring.size(256, 4096)).isEqualTo(10_246);
        assertThat(ring.size(1, 1)).isEqualTo(38);
        assertThat(ExactSplitRing.size(256, 4096)).hasValue(10_246);
        assertThat(ExactSplitRing.size(3, 4096)).isEmpty();
    }
}
