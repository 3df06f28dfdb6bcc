package org.ringoracle.packed;

/**
 * A packed virtqueue kept as {@link PackedRing} keeps one, with one deliberate flaw;
 * {@link Flaw#NONE} is the control.
 */
final class FlawedPackedRing implements PackedQueue {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** The driver's wrap counter is never flipped: every lap's descriptors are written as the first's. */
        WRAP_NOT_FLIPPED,
        /** The driver flips its counter before it writes the last descriptor of the ring, which so gets the next lap's bits. */
        FLIPPED_BEFORE_THE_LAST,
        /** The driver's next position is found with a mask of size - 1, right only for powers of two. */
        MASKED_POSITION,
        /** The device never flips its wrap counter. */
        DEVICE_WRAP_NOT_FLIPPED,
        /** The driver takes a descriptor as used when its USED bit is set, whatever its used wrap counter. */
        COLLECT_IGNORES_THE_WRAP,
        /** The event offset is taken from off_wrap with the wrap bit left in. */
        EVENT_WITH_THE_WRAP_BIT,
        /** The event's wrap bit is ignored: the offset is always taken in the driver's current lap. */
        EVENT_WRAP_IGNORED
    }

    private final Flaw flaw;
    private final short[] flags;
    private int nextAvail;
    private boolean availWrap = true;
    private int nextUsed;
    private boolean usedWrap = true;
    private int deviceNext;
    private boolean deviceWrap = true;
    private int free;
    private int pending;
    private int added;

    FlawedPackedRing(int size, Flaw flaw) {
        if (size < 1 || size > PackedRing.MAX_SIZE) {
            throw new IllegalArgumentException("queue size " + size + " refused (PACKED-1)");
        }
        this.flaw = flaw;
        this.flags = new short[size];
        this.free = size;
    }

    @Override
    public int size() {
        return flags.length;
    }

    @Override
    public int makeAvailable(int n) {
        int k = Math.min(requireCount(n), free);
        for (int i = 0; i < k; i++) {
            boolean last = nextAvail == flags.length - 1;
            if (last && flaw == Flaw.FLIPPED_BEFORE_THE_LAST) {
                availWrap = !availWrap;
            }
            flags[nextAvail] = (short) (availWrap ? AVAIL : USED);
            nextAvail = flaw == Flaw.MASKED_POSITION ? (nextAvail + 1) & (flags.length - 1)
                    : last ? 0 : nextAvail + 1;
            if (nextAvail == 0 && flaw != Flaw.WRAP_NOT_FLIPPED && flaw != Flaw.FLIPPED_BEFORE_THE_LAST) {
                availWrap = !availWrap;
            }
        }
        free -= k;
        pending += k;
        added = Math.min(added + k, 2 * flags.length - 1);
        return k;
    }

    @Override
    public int use(int k) {
        int n = Math.min(requireCount(k), pending);
        for (int i = 0; i < n; i++) {
            flags[deviceNext] = (short) (deviceWrap ? AVAIL | USED : 0);
            if (++deviceNext == flags.length) {
                deviceNext = 0;
                deviceWrap = flaw == Flaw.DEVICE_WRAP_NOT_FLIPPED ? deviceWrap : !deviceWrap;
            }
        }
        pending -= n;
        return n;
    }

    @Override
    public int collect(int k) {
        int limit = requireCount(k);
        int n = 0;
        while (n < limit && isUsed(flags[nextUsed])) {
            if (++nextUsed == flags.length) {
                nextUsed = 0;
                usedWrap = !usedWrap;
            }
            n++;
        }
        free += n;
        return n;
    }

    private boolean isUsed(short f) {
        if (flaw == Flaw.COLLECT_IGNORES_THE_WRAP) {
            return (f & USED) != 0;
        }
        return ((f & USED) != 0) == usedWrap && ((f & AVAIL) != 0) == usedWrap;
    }

    @Override
    public boolean needsNotification(int offWrap, int eventFlags) {
        if (offWrap < 0 || offWrap > 0xFFFF || (offWrap & 0x7FFF) >= flags.length || eventFlags < 0
                || eventFlags > EVENT_DESC) {
            throw new IllegalArgumentException("event refused (PACKED-6)");
        }
        int newIdx = nextAvail;
        int oldIdx = (newIdx - added) & 0xFFFF;
        added = 0;
        if (eventFlags != EVENT_DESC) {
            return eventFlags != EVENT_DISABLE;
        }
        int event = flaw == Flaw.EVENT_WITH_THE_WRAP_BIT ? offWrap : offWrap & ~(1 << WRAP_BIT);
        if ((offWrap >> WRAP_BIT == 1) != availWrap && flaw != Flaw.EVENT_WRAP_IGNORED) {
            event = (event - flags.length) & 0xFFFF;
        }
        return ((newIdx - event - 1) & 0xFFFF) < ((newIdx - oldIdx) & 0xFFFF);
    }

    private static int requireCount(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("count " + n + " refused (PACKED-6)");
        }
        return n;
    }

    @Override
    public int flags(int i) {
        return flags[i] & 0xFFFF;
    }

    @Override
    public int nextAvail() {
        return nextAvail;
    }

    @Override
    public boolean availWrap() {
        return availWrap;
    }

    @Override
    public int nextUsed() {
        return nextUsed;
    }

    @Override
    public boolean usedWrap() {
        return usedWrap;
    }

    @Override
    public int deviceNext() {
        return deviceNext;
    }

    @Override
    public boolean deviceWrap() {
        return deviceWrap;
    }
}
