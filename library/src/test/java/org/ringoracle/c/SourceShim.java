package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;

/**
 * The functions of the shim's parts that only a build from a DPDK source tree has
 * (src/native/source/*.c), each a call into a driver's ring code compiled from that tree. Bound as
 * {@link Shim} is, when the shim has them; without them each call throws {@link
 * UnsatisfiedLinkError}, so callers ask {@link JudgedC} first.
 */
public final class SourceShim {

    /** The source tree's functions. */
    public static final SourceShim C = new SourceShim();

    static {
        ShimLibrary.bindDefault();
    }

    private SourceShim() {
    }

    // ixgbe's transmit queue, compiled from a DPDK source tree (src/native/source/ixgbe_tx.c).

    public native Pointer ro_ixgbe_setup(short nbDesc, short rsThresh, short freeThresh, IntByReference rc);

    public native int ro_ixgbe_simple();

    public native int ro_ixgbe_post(Pointer queue, long[] packets, short n);

    public native void ro_ixgbe_complete(Pointer queue, short head, short k);

    public native int ro_ixgbe_tail_register(Pointer queue);

    public native long ro_ixgbe_buffer(Pointer queue, short d);

    public native short ro_ixgbe_next_dd(Pointer queue);

    public native short ro_ixgbe_free(Pointer queue);

    public native short ro_ixgbe_size(Pointer queue);

    // virtio's packed virtqueue, compiled from a DPDK source tree (src/native/source/virtio_packed.c).

    public native Pointer ro_virtio_setup(short size, int inOrder, IntByReference rc);

    public native void ro_virtio_release(Pointer queue);

    public native int ro_virtio_avail(Pointer queue, int[] ids, int n);

    public native int ro_virtio_use(Pointer queue, int k);

    public native int ro_virtio_collect(Pointer queue, int[] ids, int k);

    public native int ro_virtio_kick_prepare(Pointer queue, short offWrap, short flags);

    public native void ro_virtio_interrupts(Pointer queue, int enable);

    public native short ro_virtio_driver_event_flags(Pointer queue);

    public native short ro_virtio_flags(Pointer queue, short i);

    public native short ro_virtio_next_avail(Pointer queue);

    public native int ro_virtio_avail_wrap(Pointer queue);

    public native short ro_virtio_next_used(Pointer queue);

    public native int ro_virtio_used_wrap(Pointer queue);

    public native short ro_virtio_device_next(Pointer queue);

    public native int ro_virtio_device_wrap(Pointer queue);

    public native short ro_virtio_size(Pointer queue);

    // vhost's notification of split and packed queues, compiled from a DPDK source tree (src/native/source/vhost.c).

    public native int ro_vhost_need_event(short eventIdx, short newIdx, short old);

    public native int ro_vhost_call_split(short eventIdx, short newIdx, short old);

    public native int ro_vhost_packed_setup(short size, int eventIdx);

    public native int ro_vhost_packed_call(short lastUsed, int usedWrap, short offWrap, short flags);
}
