package org.ringoracle.c;

import org.ringoracle.virtio.Virtqueue;

/**
 * DPDK's vhost library's used-buffer notification of a split virtqueue (lib/vhost/vhost.h, compiled
 * into the shim from the source tree judged) as a {@link Virtqueue} that decides and lays nothing
 * out: vhost finds the rings at the addresses the driver gives it. Its contract declares so
 * ({@code VirtqueueContract.laysOut()}), and {@link #usedOffset} and {@link #size} throw.
 *
 * <p>The decision is asked of one of two paths: {@code vhost_need_event} itself, or
 * {@code vhost_vring_call_split} on a device that negotiated {@code VIRTIO_RING_F_EVENT_IDX}, whose
 * eventfd counts the notifications. The call path is asked as a device that has just reloaded its
 * state asks it: with no valid record of its last decision, it decides once with its used index at
 * {@code old}, then again at {@code newIdx} with the driver's used_event at {@code event}; the second
 * is the decision judged, so that the record the first leaves (the used index it signalled, now
 * valid) is what it is judged from. Indices outside 16 bits are refused here, since C cannot be
 * given them (VIRTIO-3).
 */
final class VhostVirtqueue implements Virtqueue {

    /** Which of vhost's functions decides. */
    enum Path {
        NEED_EVENT, CALL_SPLIT
    }

    private final Path path;

    VhostVirtqueue(Path path) {
        this.path = path;
    }

    @Override
    public boolean needEvent(int event, int newIdx, int old) {
        short e = Shim.uint16("event index", event);
        short n = Shim.uint16("new index", newIdx);
        short o = Shim.uint16("old index", old);
        if (path == Path.NEED_EVENT) {
            return SourceShim.C.ro_vhost_need_event(e, n, o) != 0;
        }
        int notified = SourceShim.C.ro_vhost_call_split(e, n, o);
        if (notified < 0 || notified > 1) {
            throw new IllegalStateException(notified < 0 ? "the shim's eventfd failed with errno " + -notified
                    : "vhost_vring_call_split notified more than once in one decision");
        }
        return notified == 1;
    }

    @Override
    public long usedOffset(long num, long align) {
        throw new UnsupportedOperationException("vhost lays no queue out: it finds the used ring where the driver put it");
    }

    @Override
    public long size(long num, long align) {
        throw new UnsupportedOperationException("vhost lays no queue out: it finds the used ring where the driver put it");
    }
}
