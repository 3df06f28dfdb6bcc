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
import org.ringoracle.virtio.Virtqueue;
import org.ringoracle.virtio.contract.VirtqueueContract;

/**
 * DPDK's vhost library's used-buffer notification, compiled from the source tree judged: of a
 * split virtqueue ({@link VhostVirtqueue}) through the virtqueue contract, declared without a
 * layout ({@code VirtqueueContract.laysOut()}), {@code vhost_need_event} alone and the call path
 * {@code vhost_vring_call_split} after the device reloads its state; of a packed virtqueue
 * ({@link VhostPackedQueue}, F-24's decisions set aside) through the packed contract, with and
 * without {@code VIRTIO_RING_F_EVENT_IDX}, {@code vhost_vring_call_packed}. Only a DPDK source tree has
 * the library's internal header (mvn test -Pnative -Dringoracle.dpdk=TREE): against an installed
 * DPDK these tests are skipped, saying so. Expected values are worked by hand from specs/virtio.md.
 */
@Tag("native")
class VhostTest {

    static VirtqueueContract needEvent() {
        return contract(VhostVirtqueue.Path.NEED_EVENT);
    }

    static VirtqueueContract callSplit() {
        return contract(VhostVirtqueue.Path.CALL_SPLIT);
    }

    static PackedQueueContract callPacked() {
        return packed(true);
    }

    static PackedQueueContract callPackedWithoutEventIndex() {
        return packed(false);
    }

    private static PackedQueueContract packed(boolean eventIndex) {
        return new PackedQueueContract() {
            @Override
            protected PackedQueue create(int size) {
                return VhostPackedQueue.create(size, eventIndex);
            }

            @Override
            protected boolean eventIndex() {
                return eventIndex;
            }
        };
    }

    private static VirtqueueContract contract(VhostVirtqueue.Path path) {
        return new VirtqueueContract() {
            @Override
            protected Virtqueue virtqueue() {
                return new VhostVirtqueue(path);
            }

            @Override
            protected boolean laysOut() {
                return false;
            }
        };
    }

    @BeforeEach
    void needsASourceTree() {
        JudgedC.assumeDriverSource("the vhost library");
    }

    /** Every property of the contract but the layout's, on vhost_need_event. */
    @Test
    void needEventDecides(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VHOST_NEED_EVENT);
    }

    /** The same on vhost_vring_call_split, its record of the last decision reloaded before each. */
    @Test
    void callSplitDecides(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VHOST_CALL_SPLIT);
    }

    /** Every property of the packed contract, the device's decisions vhost_vring_call_packed's. */
    @Test
    void callPackedDecides(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VHOST_CALL_PACKED);
    }

    /** The same on a device that did not negotiate VIRTIO_RING_F_EVENT_IDX: no DESC. */
    @Test
    void callPackedDecidesWithoutTheEventIndex(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.VHOST_CALL_PACKED_NO_EVENT_IDX);
    }

    /**
     * By hand (VIRTIO-1): from old 65534 to new 2 the window is 65534, 65535, 0 and 1, so an event at
     * 65535 was passed and one at 2 was not; from 5 to 5 the window is empty, so even the event 5
     * was not passed: the call path notifies on its first decision after a reload, never on the
     * second with nothing used in between.
     */
    @Test
    void bothPathsDecideAcrossTheWrap() {
        for (VhostVirtqueue.Path path : VhostVirtqueue.Path.values()) {
            Virtqueue vhost = new VhostVirtqueue(path);
            assertThat(List.of(vhost.needEvent(65_535, 2, 65_534), vhost.needEvent(2, 2, 65_534),
                    vhost.needEvent(5, 5, 5), vhost.needEvent(0, 1, 0))).as(path.name())
                    .containsExactly(true, false, false, true);
        }
    }

    /** An index C cannot be given is refused, naming it; no layout is computed. */
    @Test
    void refusals() {
        Virtqueue vhost = new VhostVirtqueue(VhostVirtqueue.Path.CALL_SPLIT);
        assertThatThrownBy(() -> vhost.needEvent(0, 65_536, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("new index 65536");
        assertThatThrownBy(() -> vhost.size(256, 4096)).isInstanceOf(UnsupportedOperationException.class);
    }
}
