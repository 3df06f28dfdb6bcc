package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.util.Objects;
import org.ringoracle.packed.PackedQueue;

/**
 * DPDK's virtio driver's packed transmit queue (drivers/net/virtio/virtqueue.h and virtqueue.c,
 * compiled into the shim from the source tree judged) as a {@link PackedQueue}: laid out by the
 * driver's {@code vring_init_packed} and started by its {@code virtqueue_txvq_reset_packed}, buffers
 * made available by {@code virtqueue_enqueue_xmit_packed} (one descriptor each, the header pushed)
 * while the driver's free count allows, collected by {@code virtio_xmit_cleanup_packed}, the
 * notification decided by {@code virtqueue_kick_prepare_packed}, interrupts switched by
 * {@code virtqueue_enable_intr_packed} and {@code virtqueue_disable_intr_packed}. The device's side
 * is played by the shim. A buffer's id is the one the caller gave it, carried by its mbuf; a buffer
 * is collected when the driver frees its mbuf, in the order the driver frees them.
 *
 * <p>The driver keeps its own descriptor ids (its free list, or the position with
 * {@code VIRTIO_F_IN_ORDER}), never the caller's, and does not negotiate
 * {@code VIRTIO_RING_F_EVENT_IDX}: its contract declares so, and that the device, played by the
 * shim, makes no decision to judge ({@link #deviceNeedsNotification} throws). One queue is live at a time: setting
 * one up releases the one before, which then refuses every call. What C cannot be given, or the
 * packed layout does not allow, is refused here, naming the rule (PACKED-1, PACKED-6).
 */
final class VirtioPackedQueue implements PackedQueue {

    /** The largest queue size of a packed virtqueue. */
    private static final int MAX_SIZE = 1 << 15;

    private static int generation;
    private static Pointer live;

    private final Pointer queue;
    private final int born;
    private final int size;

    private VirtioPackedQueue(Pointer queue, int born) {
        this.queue = queue;
        this.born = born;
        this.size = Short.toUnsignedInt(SourceShim.C.ro_virtio_size(queue));
    }

    /**
     * A transmit queue of {@code size} descriptors, the driver's own reset run on it.
     *
     * @param inOrder whether the device negotiated {@code VIRTIO_F_IN_ORDER}, which changes how the
     *     driver chooses ids and collects
     * @throws IllegalArgumentException for a size outside 1 to 32768 (PACKED-1)
     * @throws IllegalStateException when the shim cannot have the memory
     */
    static synchronized VirtioPackedQueue create(int size, boolean inOrder) {
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("queue size " + size + " refused (PACKED-1): a packed virtqueue has"
                    + " from 1 to 32768 descriptors");
        }
        if (live != null) {
            SourceShim.C.ro_virtio_release(live);
            live = null;
        }
        IntByReference rc = new IntByReference();
        Pointer queue = SourceShim.C.ro_virtio_setup((short) size, inOrder ? 1 : 0, rc);
        if (queue == null) {
            throw new IllegalStateException("the virtio queue of " + size + " could not be set up: " + rc.getValue());
        }
        live = queue;
        return new VirtioPackedQueue(queue, ++generation);
    }

    private void requireLive() {
        synchronized (VirtioPackedQueue.class) {
            if (born != generation) {
                throw new IllegalStateException("this virtio queue was released when a newer one was set up");
            }
        }
    }

    private static void requireCount(String what, int n, int most) {
        if (n < 0 || n > most) {
            throw new IllegalArgumentException(what + " of " + n + " refused (PACKED-6): it must be from 0 to " + most);
        }
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int makeAvailable(int[] ids, int n) {
        requireCount("makeAvailable", n, ids.length);
        for (int i = 0; i < n; i++) {
            if (ids[i] < 0 || ids[i] > MAX_ID) {
                throw new IllegalArgumentException("buffer id " + ids[i] + " refused (PACKED-6): it must be from 0"
                        + " to 65535");
            }
        }
        requireLive();
        int made = SourceShim.C.ro_virtio_avail(queue, ids, n);
        if (made < 0) {
            throw new IllegalStateException("makeAvailable of " + n + ": the shim has no mbuf left (the driver took"
                    + " more than 2^16 buffers)");
        }
        return made;
    }

    @Override
    public int use(int k) {
        requireCount("use", k, Integer.MAX_VALUE);
        requireLive();
        return SourceShim.C.ro_virtio_use(queue, k);
    }

    @Override
    public int collect(int[] ids, int k) {
        requireCount("collect", k, ids.length);
        requireLive();
        return SourceShim.C.ro_virtio_collect(queue, ids, k);
    }

    @Override
    public boolean needsNotification(int offWrap, int flags) {
        requireEvent(size, offWrap, flags);
        requireLive();
        return SourceShim.C.ro_virtio_kick_prepare(queue, (short) offWrap, (short) flags) != 0;
    }

    /**
     * Refuses, naming it, an event C's 16-bit fields cannot hold or the packed layout does not allow
     * on a queue of {@code size} (PACKED-6).
     */
    static void requireEvent(int size, int offWrap, int flags) {
        if (offWrap < 0 || offWrap > 0xFFFF || (offWrap & 0x7FFF) >= size || flags < EVENT_ENABLE
                || flags > EVENT_DESC) {
            throw new IllegalArgumentException("event (off_wrap " + offWrap + ", flags " + flags + ") refused"
                    + " (PACKED-6): the offset must be below the size " + size + " and the flags 0, 1 or 2");
        }
    }

    /** The device is the shim's, not the driver's: its contract declares that the device's decisions are not asked. */
    @Override
    public boolean deviceNeedsNotification(int offWrap, int flags) {
        throw new UnsupportedOperationException("the device of DPDK's virtio driver is played by the shim: it makes no"
                + " decision of DPDK's");
    }

    @Override
    public void interrupts(boolean enable) {
        requireLive();
        SourceShim.C.ro_virtio_interrupts(queue, enable ? 1 : 0);
    }

    @Override
    public int driverEventFlags() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_virtio_driver_event_flags(queue));
    }

    @Override
    public int flags(int i) {
        Objects.checkIndex(i, size);
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_virtio_flags(queue, (short) i));
    }

    @Override
    public int nextAvail() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_virtio_next_avail(queue));
    }

    @Override
    public boolean availWrap() {
        requireLive();
        return SourceShim.C.ro_virtio_avail_wrap(queue) != 0;
    }

    @Override
    public int nextUsed() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_virtio_next_used(queue));
    }

    @Override
    public boolean usedWrap() {
        requireLive();
        return SourceShim.C.ro_virtio_used_wrap(queue) != 0;
    }

    @Override
    public int deviceNext() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_virtio_device_next(queue));
    }

    @Override
    public boolean deviceWrap() {
        requireLive();
        return SourceShim.C.ro_virtio_device_wrap(queue) != 0;
    }
}
