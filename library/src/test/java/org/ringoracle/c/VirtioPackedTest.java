package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.packed.PackedQueue;
import org.ringoracle.packed.contract.PackedQueueContract;

/**
 * DPDK's virtio driver's packed transmit queue, compiled from the source tree judged
 * ({@link VirtioPackedQueue}), through the packed-virtqueue contract, declared without
 * {@code VIRTIO_RING_F_EVENT_IDX} as the driver negotiates it (PACKED-5), with and without
 * {@code VIRTIO_F_IN_ORDER}. Only a DPDK source tree has the driver's source (mvn test -Pnative
 * -Dringoracle.dpdk=TREE): against an installed DPDK these tests are skipped, saying so. Expected
 * values are worked by hand from specs/packed.md.
 */
@Tag("native")
class VirtioPackedTest {

    static PackedQueueContract contract() {
        return contract(false);
    }

    static PackedQueueContract inOrderContract() {
        return contract(true);
    }

    private static PackedQueueContract contract(boolean inOrder) {
        return new PackedQueueContract() {
            @Override
            protected boolean eventIndex() {
                return false;
            }

            @Override
            protected boolean deviceDecides() {
                return false;
            }

            @Override
            protected PackedQueue create(int size) {
                return VirtioPackedQueue.create(size, inOrder);
            }
        };
    }

    @BeforeEach
    void needsASourceTree() {
        JudgedC.assumeDriverSource("the virtio driver");
    }

    /** Every property of the contract, on the driver's own reset, enqueue, cleanup, kick and interrupt switches. */
    @Test
    void packedQueue(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VIRTIO_PACKED);
    }

    /** The same with VIRTIO_F_IN_ORDER, where the driver's ids are positions and its cleanup walks to the id found. */
    @Test
    void packedQueueInOrder(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VIRTIO_PACKED_IN_ORDER);
    }

    /** (next avail, avail wrap, device next, device wrap, next used, used wrap, driver's event flags). */
    private static List<Object> state(PackedQueue queue) {
        return List.of(queue.nextAvail(), queue.availWrap(), queue.deviceNext(), queue.deviceWrap(), queue.nextUsed(),
                queue.usedWrap(), queue.driverEventFlags());
    }

    /**
     * On a queue of 3: the reset leaves every position at 0, every counter at 1 and the driver's
     * interrupts disabled (1), as a polling driver's. Buffers 7, 8 and 9 fill lap 1: each descriptor
     * has AVAIL (0x0080), and the driver's counter turns 0 at position 0. The device uses two
     * (0x8080 each), the driver collects 7 and 8 of the three asked for. Buffer 10 then goes to
     * descriptor 0 in lap 2 with USED alone (0x8000). The decision notifies under ENABLE, not under
     * DISABLE, and under DESC too, which this driver is never given. Interrupts enabled: 0.
     */
    @Test
    void aQueueOfThreeWrapsAndGivesItsBuffersBackInOrder() {
        PackedQueue queue = VirtioPackedQueue.create(3, false);
        assertThat(state(queue)).containsExactly(0, true, 0, true, 0, true, 1);
        assertThat(queue.makeAvailable(new int[] {7, 8, 9}, 3)).isEqualTo(3);
        assertThat(List.of(queue.flags(0), queue.flags(1), queue.flags(2))).containsExactly(0x0080, 0x0080, 0x0080);
        assertThat(queue.use(2)).isEqualTo(2);
        assertThat(List.of(queue.flags(0), queue.flags(1))).containsExactly(0x8080, 0x8080);
        int[] ids = new int[3];
        assertThat(queue.collect(ids, 3)).isEqualTo(2);
        assertThat(ids).startsWith(7, 8);
        assertThat(queue.makeAvailable(new int[] {10}, 1)).isEqualTo(1);
        assertThat(queue.flags(0)).isEqualTo(0x8000);
        assertThat(state(queue)).containsExactly(1, false, 2, true, 2, true, 1);
        assertThat(List.of(queue.needsNotification(0, PackedQueue.EVENT_ENABLE),
                queue.needsNotification(0, PackedQueue.EVENT_DISABLE), queue.needsNotification(2, PackedQueue.EVENT_DESC)))
                .containsExactly(true, false, true);
        queue.interrupts(true);
        assertThat(queue.driverEventFlags()).isZero();
    }

    /** Refusals name the rule; a queue set up before is released. */
    @Test
    void refusalsAndRelease() {
        assertThatThrownBy(() -> VirtioPackedQueue.create(32769, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("PACKED-1");
        PackedQueue first = VirtioPackedQueue.create(4, false);
        assertThatThrownBy(() -> first.makeAvailable(new int[] {65536}, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("buffer id 65536");
        VirtioPackedQueue.create(4, true);
        assertThatThrownBy(first::nextAvail).isInstanceOf(IllegalStateException.class).hasMessageContaining("released");
    }
}
