package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.report.Fixtures;
import org.ringoracle.virtio.Virtqueue;
import org.ringoracle.virtio.contract.VirtqueueContract;

/**
 * Linux's virtio_ring.h as linux-libc-dev 6.1 installs it, judged by the virtqueue contract
 * unchanged (mvn verify -Pnative). Expected values are worked by hand from specs/virtio.md.
 */
@Tag("native")
class InstalledLinuxVirtioTest {

    private static VirtqueueContract contract() {
        return new VirtqueueContract() {
            @Override
            protected Virtqueue virtqueue() {
                return new LinuxVirtqueue();
            }
        };
    }

    /**
     * The notification decision and every valid layout match the model; the layout functions check
     * nothing (F-17): vring_size(0, 4096) = ((0 + 6 + 4095) & ~4095) + 6 = 4102, and with an
     * alignment of 0 the mask ~(0 - 1) is 0, so the used ring lands at offset 0 and vring_size(1, 0)
     * is 0 + 6 + 8 = 14.
     */
    @Test
    void theHeaderDecidesRightAndChecksNothing(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "linux/virtio_ring.h (linux-libc-dev 6.1 as installed)", contract()))
                .isEqualTo(Map.of("badLayoutsAreRefused", "VIRTIO-3"));
        LinuxVirtqueue c = new LinuxVirtqueue();
        assertThat(c.needEvent(65_535, 2, 65_534)).isTrue();
        assertThat(c.needEvent(2, 2, 65_534)).isFalse();
        assertThat(c.size(256, 4096)).isEqualTo(10_246);
        assertThat(c.usedOffset(256, 4096)).isEqualTo(8192);
        assertThat(c.size(0, 4096)).isEqualTo(4102);
        assertThat(c.size(1, 0)).isEqualTo(14);
        assertThat(c.size(3, 4096)).as("3 is no power of two: 48 + 12 = 60 rounds up to 4096, + 6 + 24").isEqualTo(4126);
    }
}
