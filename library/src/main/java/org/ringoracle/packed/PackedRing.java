package org.ringoracle.packed;

/**
 * A packed virtqueue kept as drivers and devices keep one: 16-bit positions compared with the
 * size to wrap (no mask: the size need not be a power of two), wrap counters toggled there, a
 * used descriptor recognised by its USED bit equal to the driver's used wrap counter (as the
 * specification's example does; Linux also compares AVAIL, which then always agrees), and the
 * notification decided, by the driver and by the device alike, by the comparison of Linux's
 * {@code virtqueue_kick_prepare_packed} ({@code vring_need_event}, the event moved back one lap
 * when its wrap counter differs from the deciding side's) on exact positions, not on 16 bits: in
 * 16 bits an event up to a queue ahead of the newest descriptor looks older than 2^16 minus that
 * many, so a queue of more than 21845 descriptors would notify for an event it has not reached
 * once more than 2^16 - size were made available since the previous decision.
 *
 * <p>Invariants: every position lies in {@code [0, size)}; {@code ids[p]} is the buffer id last
 * made available at position {@code p} (an in-order device uses a descriptor where it finds it, so
 * the id stays for the driver to collect); {@code free} is the descriptors the
 * driver may make available; {@code added} counts those made available since the driver's last
 * decision and {@code usedSince} those used since the device's, each up to {@code 2 size}: a batch
 * that long already covers both laps an event can name;
 * {@code driverEvent} is the driver's event suppression flags, ENABLE (0) or DISABLE (1).
 * Allocates nothing after construction.
 *
 * <p>Each step (a descriptor written, a position moved, a check, the decision) is a method of its
 * own, open to variants in this package (the suite's flawed queues override the one step their flaw
 * is in); outside it the class is used as it is.
 */
public class PackedRing implements PackedQueue {

    /** The largest queue size of a packed virtqueue: 2^15. */
    public static final int MAX_SIZE = 1 << 15;

    final short[] flags;
    final int[] ids;
    int nextAvail;
    boolean availWrap = true;
    int nextUsed;
    boolean usedWrap = true;
    int deviceNext;
    boolean deviceWrap = true;
    int free;
    int pending;
    int added;
    int usedSince;
    short driverEvent;

    /**
     * An empty queue, its descriptors zero.
     *
     * @throws IllegalArgumentException naming the size and PACKED-1 unless it is from 1 to 32768
     */
    public PackedRing(int size) {
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("queue size " + size + " refused (PACKED-1): it must be from 1 to 32768");
        }
        this.flags = new short[size];
        this.ids = new int[size];
        this.free = size;
    }

    @Override
    public int size() {
        return flags.length;
    }

    @Override
    public int makeAvailable(int[] src, int n) {
        requireCount("makeAvailable", n, src.length);
        for (int i = 0; i < n; i++) {
            requireId(src[i]);
        }
        int k = Math.min(n, free);
        for (int i = 0; i < k; i++) {
            write(i, src[i]);
            advanceAvail();
        }
        free -= k;
        pending += k;
        added = Math.min(added + k, 2 * flags.length);
        return k;
    }

    /** Refuses a buffer id outside 16 bits: PACKED-6. */
    void requireId(int id) {
        if (id < 0 || id > MAX_ID) {
            throw new IllegalArgumentException("buffer id " + id + " refused (PACKED-6): it must be from 0 to 65535");
        }
    }

    /** Writes the {@code i}-th descriptor of a batch at the driver's position: its id, then its flags. */
    void write(int i, int id) {
        ids[nextAvail] = id;
        flags[nextAvail] = (short) (availWrap ? AVAIL : USED);
    }

    /** Moves the driver's position on, toggling its wrap counter where it wraps. */
    void advanceAvail() {
        if (++nextAvail == flags.length) {
            nextAvail = 0;
            availWrap = !availWrap;
        }
    }

    @Override
    public int use(int k) {
        int n = Math.min(requireCount("use", k, Integer.MAX_VALUE), pending);
        for (int i = 0; i < n; i++) {
            flags[deviceNext] = usedFlags();
            advanceDevice();
        }
        pending -= n;
        usedSince = Math.min(usedSince + n, 2 * flags.length);
        return n;
    }

    /** The flags the device writes into a descriptor it used: AVAIL and USED equal to its wrap counter. */
    short usedFlags() {
        return (short) (deviceWrap ? AVAIL | USED : 0);
    }

    /** Moves the device's position on, toggling its wrap counter where it wraps. */
    void advanceDevice() {
        if (++deviceNext == flags.length) {
            deviceNext = 0;
            deviceWrap = !deviceWrap;
        }
    }

    @Override
    public int collect(int[] dst, int k) {
        int limit = requireCount("collect", k, dst.length);
        int n = 0;
        while (n < limit && isUsed(flags[nextUsed])) {
            dst[n] = ids[nextUsed];
            advanceUsed();
            n++;
        }
        free += n;
        return n;
    }

    /** Whether a descriptor with {@code descriptorFlags} is used in the driver's used lap. */
    boolean isUsed(short descriptorFlags) {
        return ((descriptorFlags & USED) != 0) == usedWrap;
    }

    /** Moves the driver's used position on, toggling its used wrap counter where it wraps. */
    void advanceUsed() {
        if (++nextUsed == flags.length) {
            nextUsed = 0;
            usedWrap = !usedWrap;
        }
    }

    @Override
    public boolean needsNotification(int offWrap, int eventFlags) {
        requireEvent(offWrap, eventFlags);
        int since = added;
        added = 0;
        return decide(nextAvail - event(offWrap) - 1, since, eventFlags);
    }

    @Override
    public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
        requireEvent(offWrap, eventFlags);
        int since = usedSince;
        usedSince = 0;
        return decide(deviceNext - deviceEvent(offWrap) - 1, since, eventFlags);
    }

    /**
     * The decision of a side that made available or used {@code since} descriptors since its
     * previous decision, {@code after} of them after the one the event names (when it is DESC).
     */
    boolean decide(int after, int since, int eventFlags) {
        if (eventFlags != EVENT_DESC) {
            return eventFlags != EVENT_DISABLE;
        }
        return reached(after, since);
    }

    /** Refuses an event outside the queue or with reserved flags: PACKED-6. */
    void requireEvent(int offWrap, int eventFlags) {
        if (offWrap < 0 || offWrap > 0xFFFF || (offWrap & 0x7FFF) >= flags.length || eventFlags < 0
                || eventFlags > EVENT_DESC) {
            throw new IllegalArgumentException("event (off_wrap " + offWrap + ", flags " + eventFlags + ") refused"
                    + " (PACKED-6): the offset must be below the size " + flags.length + " and the flags 0, 1 or 2");
        }
    }

    /** The event's position relative to the driver's lap: its offset, or a lap before it. */
    int event(int offWrap) {
        return inLap(offWrap, availWrap);
    }

    /** The event's position relative to the device's lap: its offset, or a lap before it. */
    int deviceEvent(int offWrap) {
        return inLap(offWrap, deviceWrap);
    }

    /** The event's offset, or a lap before it when its wrap bit is not {@code wrap}. */
    int inLap(int offWrap, boolean wrap) {
        int offset = offWrap & ~(1 << WRAP_BIT);
        return (offWrap >> WRAP_BIT == 1) == wrap ? offset : offset - flags.length;
    }

    /**
     * Whether the event is among the {@code since} made available or used since the last decision,
     * given {@code after}, how many were after it (negative when it is not yet).
     */
    boolean reached(int after, int since) {
        return after >= 0 && after < since;
    }

    private static int requireCount(String what, int n, int most) {
        if (n < 0 || n > most) {
            throw new IllegalArgumentException(what + " of " + n + " refused (PACKED-6): it must be from 0 to " + most);
        }
        return n;
    }

    @Override
    public void interrupts(boolean enable) {
        driverEvent = (short) (enable ? EVENT_ENABLE : EVENT_DISABLE);
    }

    @Override
    public int driverEventFlags() {
        return driverEvent;
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
