package org.ringoracle.c;

import org.ringoracle.harness.SetAside;
import org.ringoracle.packed.PackedQueue;
import org.ringoracle.packed.PackedRing;

/**
 * DPDK's vhost library's used-buffer notification of a packed virtqueue, {@code vhost_vring_call_packed}
 * (lib/vhost/vhost.h, compiled into the shim from the source tree judged), as the device's decision
 * of a {@link PackedQueue}: the rest of the queue is the library's {@link PackedRing}, which the
 * packed contract judges on its own, and vhost decides from the ring's device position and wrap
 * counter, the driver's event suppression structure it is given, and its own record of its
 * previous decision. A new queue is vhost's as it sets one up: its record not valid, so its first
 * decision under DESC notifies. One queue is live at a time: a new one ends the one before, which then refuses
 * its decisions. Refusals are made here (PACKED-6), before vhost is called.
 *
 * <p>F-24's decisions are set aside, after vhost has made them (so that its record moves on as the
 * model's does): those under DESC, after the first, with nothing used since the previous decision
 * or more than a queue's worth.
 */
final class VhostPackedQueue extends PackedRing {

    private static int generation;

    private final int born;
    private long usedSince;
    private boolean decided;

    private VhostPackedQueue(int size, int born) {
        super(size);
        this.born = born;
    }

    /**
     * A queue of {@code size} descriptors with vhost's device state set up anew.
     *
     * @param eventIndex whether the device negotiated {@code VIRTIO_RING_F_EVENT_IDX}
     * @throws IllegalArgumentException for a size outside 1 to 32768 (PACKED-1, the ring's refusal,
     *     before vhost is set up)
     * @throws IllegalStateException when the shim cannot have its eventfd
     */
    static synchronized VhostPackedQueue create(int size, boolean eventIndex) {
        VhostPackedQueue queue = new VhostPackedQueue(size, generation + 1);
        int rc = SourceShim.C.ro_vhost_packed_setup((short) size, eventIndex ? 1 : 0);
        if (rc < 0) {
            throw new IllegalStateException("the shim could not have an eventfd: errno " + -rc);
        }
        generation++;
        return queue;
    }

    @Override
    public int use(int k) {
        int used = super.use(k);
        usedSince += used;
        return used;
    }

    @Override
    public boolean deviceNeedsNotification(int offWrap, int flags) {
        VirtioPackedQueue.requireEvent(size(), offWrap, flags);
        synchronized (VhostPackedQueue.class) {
            if (born != generation) {
                throw new IllegalStateException("this queue was ended by a newer one: one vhost queue is live at a time");
            }
            int notified = SourceShim.C.ro_vhost_packed_call((short) deviceNext(), deviceWrap() ? 1 : 0, (short) offWrap,
                    (short) flags);
            if (notified < 0 || notified > 1) {
                throw new IllegalStateException(notified < 0 ? "the shim's eventfd failed with errno " + -notified
                        : "vhost_vring_call_packed notified more than once in one decision");
            }
            long since = usedSince;
            boolean first = !decided;
            usedSince = 0;
            decided = true;
            SetAside.when(!first && flags == EVENT_DESC && (since == 0 || since > size()), CFinding.F24.id,
                    "a decision under DESC with " + since + " used since the previous one on a queue of " + size());
            return notified == 1;
        }
    }
}
