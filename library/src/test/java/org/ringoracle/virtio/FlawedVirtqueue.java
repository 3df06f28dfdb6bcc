package org.ringoracle.virtio;

/** Fixture: {@link SplitRing} with one flaw each, for the contract to reject. */
final class FlawedVirtqueue implements Virtqueue {

    /** The flaw. */
    enum Flaw {
        /** The window compared without the wrap: {@code old <= event < new} as plain ints. */
        WINDOW_WITHOUT_WRAP,
        /** The window taken to include {@code new}. */
        WINDOW_INCLUDES_NEW,
        /** The available ring without its used_event field. */
        LAYOUT_WITHOUT_USED_EVENT,
        /** The used ring without its avail_event field. */
        SIZE_WITHOUT_AVAIL_EVENT,
        /** The used ring's offset not rounded to the alignment, though the size is right. */
        USED_OFFSET_UNALIGNED,
        /** Sizes and alignments checked for being powers of two but not for their upper bounds. */
        NO_UPPER_BOUND,
        /** C's arithmetic with no argument checks. */
        UNCHECKED
    }

    private final Flaw flaw;
    private final SplitRing ring = new SplitRing();

    FlawedVirtqueue(Flaw flaw) {
        this.flaw = flaw;
    }

    @Override
    public boolean needEvent(int event, int newIdx, int old) {
        boolean meant = flaw == Flaw.UNCHECKED || ring.needEvent(event, newIdx, old);
        return switch (flaw) {
            case WINDOW_WITHOUT_WRAP -> old <= event && event < newIdx;
            case WINDOW_INCLUDES_NEW -> meant || event == newIdx && newIdx != old;
            case UNCHECKED -> (newIdx - event - 1 & 0xFFFF) < (newIdx - old & 0xFFFF);
            default -> meant;
        };
    }

    @Override
    public long usedOffset(long num, long align) {
        return switch (flaw) {
            case LAYOUT_WITHOUT_USED_EVENT -> Math.min(ring.usedOffset(num, align), 18 * num + 4 + align - 1 & -align);
            case UNCHECKED -> 18 * num + 6 + align - 1 & -align;
            case USED_OFFSET_UNALIGNED -> ring.usedOffset(num, align) > 0 ? 18 * num + 6 : 0;
            case NO_UPPER_BOUND -> num > 0 && (num & num - 1) == 0 && align > 0 && (align & align - 1) == 0
                    ? 18 * num + 6 + align - 1 & -align : ring.usedOffset(num, align);
            default -> ring.usedOffset(num, align);
        };
    }

    @Override
    public long size(long num, long align) {
        return switch (flaw) {
            case SIZE_WITHOUT_AVAIL_EVENT -> ring.usedOffset(num, align) + 4 + 8 * num;
            case USED_OFFSET_UNALIGNED -> ring.size(num, align);
            default -> usedOffset(num, align) + 6 + 8 * num;
        };
    }
}
