package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.SetAside;
import org.ringoracle.packed.PackedQueue;
import org.ringoracle.virtio.Virtqueue;
import org.ringoracle.virtio.contract.VirtqueueContract;
import org.ringoracle.virtio.model.ExactSplitRing;

/**
 * The Linux UAPI headers judged ({@link JudgedC#LINUX}): linux/virtio_ring.h through the virtqueue
 * contract unchanged (mvn verify -Pnative), F-17's layouts set aside ({@link CFindingsTest} pins them).
 */
@Tag("native")
class InstalledLinuxVirtioTest {

    /**
     * F-17's inputs: every layout VIRTIO-3 refuses (the model has none for it) whose values C's
     * types can hold; the header's functions return a number, so they cannot refuse.
     */
    private static void layout(long num, long align) {
        SetAside.when(num >= 0 && num <= 0xFFFF_FFFFL && align >= 0 && ExactSplitRing.usedOffset(num, align).isEmpty(),
                CFinding.F17.id, "num " + num + ", align " + align);
    }

    static VirtqueueContract contract() {
        Virtqueue c = new LinuxVirtqueue();
        return new VirtqueueContract() {
            @Override
            protected Virtqueue virtqueue() {
                return new Virtqueue() {
                    @Override
                    public boolean needEvent(int event, int newIdx, int old) {
                        return c.needEvent(event, newIdx, old);
                    }

                    @Override
                    public long usedOffset(long num, long align) {
                        layout(num, align);
                        return c.usedOffset(num, align);
                    }

                    @Override
                    public long size(long num, long align) {
                        layout(num, align);
                        return c.size(num, align);
                    }
                };
            }
        };
    }

    /**
     * The notification decision and every valid layout match the model. By hand:
     * vring_size(256, 4096) = ((16 x 256 + 6 + 2 x 256 + 4095) &amp; ~4095) + 6 + 8 x 256 = 8192 + 2054.
     */
    @Test
    void virtioRing(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VIRTIO_RING);
        LinuxVirtqueue c = new LinuxVirtqueue();
        assertThat(c.needEvent(65_535, 2, 65_534)).isTrue();
        assertThat(c.needEvent(2, 2, 65_534)).isFalse();
        assertThat(c.size(256, 4096)).isEqualTo(10_246);
        assertThat(c.usedOffset(256, 4096)).isEqualTo(8192);
    }

    /**
     * The packed virtqueue's definitions in the installed header, against specs/packed.md's facts
     * and the constants {@link PackedQueue} is written with: flags bits 7 and 15, event flags 0, 1
     * and 2, the wrap counter in bit 15, a descriptor of 8 + 4 + 2 + 2 = 16 bytes with its flags
     * last, an event structure of 2 + 2 = 4 bytes with its flags second.
     */
    @Test
    void packedVirtqueueDefinitions() {
        assertThat(java.util.stream.IntStream.rangeClosed(0, 10).mapToObj(Shim.C::ro_vring_packed).toList())
                .containsExactly(7L, 15L, 0L, 1L, 2L, 15L, 16L, 4L, 14L, 2L, -1L);
        assertThat(List.of(1 << 7, 1 << 15, 0, 1, 2, 15)).containsExactly(PackedQueue.AVAIL, PackedQueue.USED,
                PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE, PackedQueue.EVENT_DESC, PackedQueue.WRAP_BIT);
    }
}
