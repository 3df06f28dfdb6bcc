package org.ringoracle.virtio;

/**
 * The split virtqueue's arithmetic with masks, as C computes it, with every argument checked
 * (specs/virtio.md). The index difference {@code (a - b) & 0xFFFF} is the distance from {@code b}
 * forward to {@code a} modulo 2^16, for every two's-complement {@code a - b}.
 */
public final class SplitRing implements Virtqueue {

    /** The largest queue size: 32768. */
    public static final long MAX_SIZE = 1 << 15;

    /** The largest alignment: 65536. */
    public static final long MAX_ALIGN = 1 << 16;

    private static void requireIndex(String name, int value) {
        if ((value & ~0xFFFF) != 0) {
            throw new IllegalArgumentException(name + " " + value + " refused (VIRTIO-3): an index is 16 bits, 0 to 65535");
        }
    }

    private static void requirePowerOfTwo(String name, long value, long max) {
        if (value <= 0 || value > max || (value & (value - 1)) != 0) {
            throw new IllegalArgumentException(name + " " + value + " refused (VIRTIO-3): it must be a power of two from 1 to " + max);
        }
    }

    @Override
    public boolean needEvent(int event, int newIdx, int old) {
        requireIndex("event index", event);
        requireIndex("new index", newIdx);
        requireIndex("old index", old);
        return (newIdx - event - 1 & 0xFFFF) < (newIdx - old & 0xFFFF);
    }

    @Override
    public long usedOffset(long num, long align) {
        requirePowerOfTwo("queue size", num, MAX_SIZE);
        requirePowerOfTwo("alignment", align, MAX_ALIGN);
        return 18 * num + 6 + align - 1 & -align;
    }

    @Override
    public long size(long num, long align) {
        return usedOffset(num, align) + 6 + 8 * num;
    }
}
