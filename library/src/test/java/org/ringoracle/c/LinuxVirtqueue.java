package org.ringoracle.c;

import org.ringoracle.virtio.Virtqueue;

/**
 * Linux's virtio_ring.h as linux-libc-dev installs it (6.1): vring_need_event, vring_size, and
 * the used ring's offset as vring_init places it. C's parameters are {@code __u16} indices, an
 * {@code unsigned int} size and an {@code unsigned long} alignment; a value those types cannot hold
 * is refused here, since it cannot be passed to C.
 */
public final class LinuxVirtqueue implements Virtqueue {

    private static long unsignedLong(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("alignment " + value + " refused: not an unsigned long, so it cannot be passed to C");
        }
        return value;
    }

    @Override
    public boolean needEvent(int event, int newIdx, int old) {
        return Shim.C.ro_vring_need_event(Shim.uint16("event index", event),
                Shim.uint16("new index", newIdx), Shim.uint16("old index", old)) != 0;
    }

    @Override
    public long usedOffset(long num, long align) {
        long offset = Shim.C.ro_vring_used_offset(Shim.uint32("queue size", num), unsignedLong(align));
        if (offset == -1) {
            throw new IllegalStateException("no memory for vring_init with num " + num + " and align " + align);
        }
        return offset;
    }

    @Override
    public long size(long num, long align) {
        return Integer.toUnsignedLong(Shim.C.ro_vring_size(Shim.uint32("queue size", num), unsignedLong(align)));
    }
}
