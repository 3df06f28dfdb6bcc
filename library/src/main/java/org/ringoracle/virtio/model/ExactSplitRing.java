package org.ringoracle.virtio.model;

import java.util.OptionalLong;
import org.ringoracle.align.model.ExactAlign;

/**
 * The reference for specs/virtio.md, with no masks: the notification window is walked index by
 * index, and the layout is laid out part by part from the sizes the specification gives.
 * Arguments outside the clauses' ranges have no answer ({@link OptionalLong#empty()}, or
 * {@code null}).
 */
public final class ExactSplitRing {

    /** Indices are counted modulo 2^16. */
    public static final int INDICES = 65_536;

    private ExactSplitRing() {
    }

    /**
     * VIRTIO-1: whether {@code event} is met walking from {@code old} forward to {@code newIdx}
     * (excluded), one index at a time modulo 2^16; {@code null} for an index outside 16 bits.
     */
    public static Boolean needEvent(int event, int newIdx, int old) {
        for (int index : new int[] {event, newIdx, old}) {
            if (index < 0 || index >= INDICES) {
                return null;
            }
        }
        for (int i = old; i != newIdx; i = (i + 1) % INDICES) {
            if (i == event) {
                return true;
            }
        }
        return false;
    }

    private static boolean powerOfTwoUpTo(long value, long max) {
        return value <= max && ExactAlign.isPowerOfTwo(value);
    }

    /**
     * VIRTIO-2: the used ring follows the descriptor table (16 bytes per entry) and the available
     * ring (flags 2, idx 2, 2 per entry, used_event 2), at the next multiple of the alignment.
     */
    public static OptionalLong usedOffset(long num, long align) {
        if (!powerOfTwoUpTo(num, 1 << 15) || !powerOfTwoUpTo(align, 1 << 16)) {
            return OptionalLong.empty();
        }
        long descriptors = 16 * num;
        long available = 2 + 2 + 2 * num + 2;
        return ExactAlign.ceil(descriptors + available, align);
    }

    /** VIRTIO-2: the used ring's offset plus the used ring: flags 2, idx 2, 8 per entry, avail_event 2. */
    public static OptionalLong size(long num, long align) {
        OptionalLong used = usedOffset(num, align);
        return used.isPresent() ? OptionalLong.of(used.getAsLong() + 2 + 2 + 8 * num + 2) : used;
    }
}
