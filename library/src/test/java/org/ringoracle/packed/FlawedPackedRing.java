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
        EVENT_WRAP_IGNORED,
        /**
         * The decision compared in 16 bits, as Linux's {@code vring_need_event} does: on a queue of
         * more than 21845, an event not yet reached looks made available once more than 2^16 minus
         * the size were.
         */
        SIXTEEN_BIT_DECISION,
        /** A refused event resets every position and wrap counter, as a reset on error would: a new queue hides it. */
        REFUSED_EVENT_RESETS,
        /** The driver's used wrap counter is never flipped. */
        USED_WRAP_NOT_FLIPPED,
        /** Collected descriptors are never given back: after a queue's worth the driver can make none available. */
        NEVER_FREES,
        /** The device returns the count asked for, whatever it used. */
        USE_RETURNS_ASKED,
        /** The device writes only the USED bit, so AVAIL stays 0 in every lap. */
        DEVICE_WRITES_USED_ONLY,
        /** All three wrap counters start at 0, not 1. */
        WRAP_COUNTERS_START_AT_0,
        /** The size is cut to 15 bits before it is checked: 32769 gives a queue of 1. */
        SIZE_CUT_TO_15_BITS,
        /** The driver notifies under DISABLE too. */
        IGNORES_DISABLE,
        /** avail(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_AVAIL,
        /** use(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_USE,
        /** collect(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_COLLECT,
        /** A decision with nothing made available since the previous one is refused. */
        REFUSES_A_DECISION_WITH_NOTHING_NEW,
        /** Negative counts move nothing instead of being refused. */
        ACCEPTS_NEGATIVE_COUNTS,
        /** The event's offset is refused above the size, not at it. */
        OFFSET_CHECK_OFF_BY_ONE,
        /** off_wrap is cut to 16 bits instead of refused above them. */
        OFF_WRAP_CUT_TO_16_BITS,
        /** The reserved event flags 3 and above are taken as ENABLE. */
        ACCEPTS_RESERVED_FLAGS,
        /** avail checks its count after it has made the first buffer available. */
        AVAIL_CHECKS_AFTER_THE_FIRST,
        /**
         * The flags of a batch's first descriptor, whose write the specification defers until the
         * rest are written, are never written: it keeps what it held.
         */
        FIRST_FLAGS_NEVER_WRITTEN,
        /** The device writes the buffer ids of a batch it uses in reverse order. */
        USED_IDS_REVERSED,
        /** A buffer id outside 16 bits is cut to its low 16 bits instead of refused. */
        IDS_CUT_TO_16_BITS,
        /** From its 5,000th call to make buffers available on, the driver's wrap counter no longer toggles. */
        WRAP_STUCK_FROM_AVAIL_5000,
        /** A count above the ids given (to make available) or the room for them (to collect) is cut to it. */
        COUNT_CUT_TO_THE_IDS
    }

    /** The call {@link Flaw#WRAP_STUCK_FROM_AVAIL_5000} sticks from. */
    static final int STUCK_FROM_AVAIL = 5_000;

    private int avails;

    private final Flaw flaw;
    private final short[] flags;
    private final int[] ids;
    private int nextAvail;
    private boolean availWrap;
    private int nextUsed;
    private boolean usedWrap;
    private int deviceNext;
    private boolean deviceWrap;
    private int free;
    private int pending;
    private int added;

    FlawedPackedRing(int requested, Flaw flaw) {
        int size = flaw == Flaw.SIZE_CUT_TO_15_BITS ? requested & 0x7FFF : requested;
        if (size < 1 || size > PackedRing.MAX_SIZE) {
            throw new IllegalArgumentException("queue size " + size + " refused (PACKED-1)");
        }
        this.flaw = flaw;
        this.flags = new short[size];
        this.ids = new int[flags.length];
        this.free = size;
        boolean start = flaw != Flaw.WRAP_COUNTERS_START_AT_0;
        this.availWrap = start;
        this.usedWrap = start;
        this.deviceWrap = start;
    }

    @Override
    public int size() {
        return flags.length;
    }

    @Override
    public int makeAvailable(int[] src, int requested) {
        int n = flaw == Flaw.COUNT_CUT_TO_THE_IDS ? Math.min(requested, src.length) : requested;
        avails++;
        boolean stuck = flaw == Flaw.WRAP_STUCK_FROM_AVAIL_5000 && avails >= STUCK_FROM_AVAIL;
        boolean late = flaw == Flaw.AVAIL_CHECKS_AFTER_THE_FIRST && n < 0;
        int k = Math.min(late ? 1 : requireCount(n, Flaw.REFUSES_AN_EMPTY_AVAIL), free);
        if (n > src.length) {
            throw new IllegalArgumentException("count " + n + " refused (PACKED-6)");
        }
        for (int i = 0; i < n; i++) {
            if ((src[i] < 0 || src[i] > MAX_ID) && flaw != Flaw.IDS_CUT_TO_16_BITS) {
                throw new IllegalArgumentException("buffer id " + src[i] + " refused (PACKED-6)");
            }
        }
        for (int i = 0; i < k; i++) {
            ids[nextAvail] = i < src.length ? src[i] & MAX_ID : 0;
            boolean last = nextAvail == flags.length - 1;
            if (last && flaw == Flaw.FLIPPED_BEFORE_THE_LAST) {
                availWrap = !availWrap;
            }
            if (i > 0 || flaw != Flaw.FIRST_FLAGS_NEVER_WRITTEN) {
                flags[nextAvail] = (short) (availWrap ? AVAIL : USED);
            }
            nextAvail = flaw == Flaw.MASKED_POSITION ? (nextAvail + 1) & (flags.length - 1)
                    : last ? 0 : nextAvail + 1;
            if (nextAvail == 0 && flaw != Flaw.WRAP_NOT_FLIPPED && flaw != Flaw.FLIPPED_BEFORE_THE_LAST && !stuck) {
                availWrap = !availWrap;
            }
        }
        if (late) {
            requireCount(n, Flaw.NONE);
        }
        free -= k;
        pending += k;
        added = Math.min(added + k, 2 * flags.length - 1);
        return k;
    }

    @Override
    public int use(int k) {
        int n = Math.min(requireCount(k, Flaw.REFUSES_AN_EMPTY_USE), pending);
        if (flaw == Flaw.USED_IDS_REVERSED) {
            for (int i = 0; i < n / 2; i++) {
                int a = (deviceNext + i) % ids.length;
                int b = (deviceNext + n - 1 - i) % ids.length;
                int id = ids[a];
                ids[a] = ids[b];
                ids[b] = id;
            }
        }
        for (int i = 0; i < n; i++) {
            int used = flaw == Flaw.DEVICE_WRITES_USED_ONLY ? USED : AVAIL | USED;
            flags[deviceNext] = (short) (deviceWrap ? used : 0);
            if (++deviceNext == flags.length) {
                deviceNext = 0;
                deviceWrap = flaw == Flaw.DEVICE_WRAP_NOT_FLIPPED ? deviceWrap : !deviceWrap;
            }
        }
        pending -= n;
        return flaw == Flaw.USE_RETURNS_ASKED ? Math.max(n, k) : n;
    }

    @Override
    public int collect(int[] dst, int requested) {
        int k = flaw == Flaw.COUNT_CUT_TO_THE_IDS ? Math.min(requested, dst.length) : requested;
        int limit = requireCount(k, Flaw.REFUSES_AN_EMPTY_COLLECT);
        if (k > dst.length) {
            throw new IllegalArgumentException("count " + k + " refused (PACKED-6)");
        }
        int n = 0;
        while (n < limit && isUsed(flags[nextUsed])) {
            dst[n] = ids[nextUsed];
            if (++nextUsed == flags.length) {
                nextUsed = 0;
                usedWrap = flaw == Flaw.USED_WRAP_NOT_FLIPPED ? usedWrap : !usedWrap;
            }
            n++;
        }
        free += flaw == Flaw.NEVER_FREES ? 0 : n;
        return n;
    }

    private boolean isUsed(short f) {
        if (flaw == Flaw.COLLECT_IGNORES_THE_WRAP) {
            return (f & USED) != 0;
        }
        return ((f & USED) != 0) == usedWrap && ((f & AVAIL) != 0) == usedWrap;
    }

    @Override
    public boolean needsNotification(int requestedOffWrap, int requestedFlags) {
        int offWrap = flaw == Flaw.OFF_WRAP_CUT_TO_16_BITS ? requestedOffWrap & 0xFFFF : requestedOffWrap;
        int eventFlags = flaw == Flaw.ACCEPTS_RESERVED_FLAGS && requestedFlags > EVENT_DESC ? EVENT_ENABLE
                : requestedFlags;
        int offset = offWrap & 0x7FFF;
        boolean beyond = flaw == Flaw.OFFSET_CHECK_OFF_BY_ONE ? offset > flags.length : offset >= flags.length;
        if (offWrap < 0 || offWrap > 0xFFFF || beyond || eventFlags < 0 || eventFlags > EVENT_DESC
                || added == 0 && flaw == Flaw.REFUSES_A_DECISION_WITH_NOTHING_NEW) {
            if (flaw == Flaw.REFUSED_EVENT_RESETS) {
                nextAvail = deviceNext = nextUsed = pending = added = 0;
                availWrap = deviceWrap = usedWrap = true;
                free = flags.length;
            }
            throw new IllegalArgumentException("event refused (PACKED-6)");
        }
        int since = added;
        added = 0;
        if (eventFlags != EVENT_DESC) {
            return eventFlags != EVENT_DISABLE || flaw == Flaw.IGNORES_DISABLE;
        }
        int event = flaw == Flaw.EVENT_WITH_THE_WRAP_BIT ? offWrap : offWrap & ~(1 << WRAP_BIT);
        if ((offWrap >> WRAP_BIT == 1) != availWrap && flaw != Flaw.EVENT_WRAP_IGNORED) {
            event -= flags.length;
        }
        int after = nextAvail - event - 1;
        if (flaw == Flaw.SIXTEEN_BIT_DECISION) {
            return (after & 0xFFFF) < since;
        }
        return after >= 0 && after < since;
    }

    /** {@code n}, unless it is negative (and the flaw is not to accept it) or 0 and {@code refusingZero} is the flaw. */
    private int requireCount(int n, Flaw refusingZero) {
        if (n < 0 && flaw != Flaw.ACCEPTS_NEGATIVE_COUNTS || n == 0 && flaw == refusingZero) {
            throw new IllegalArgumentException("count " + n + " refused (PACKED-6)");
        }
        return Math.max(0, n);
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
