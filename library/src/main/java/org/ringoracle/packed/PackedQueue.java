package org.ringoracle.packed;

/**
 * A packed virtqueue of {@link #size()} descriptors (specs/packed.md), both sides of it: the
 * driver makes single-descriptor buffers available and collects used ones, the device uses
 * available ones in order. Every buffer here is one descriptor, and the device is in order.
 *
 * <p>Invariants after every call: each position lies in {@code [0, size())}; a wrap counter
 * toggles exactly when its position passes the last descriptor; an available descriptor has its
 * AVAIL bit equal to the driver's wrap counter at the time and its USED bit the inverse, a used
 * descriptor both bits equal to the device's wrap counter at the time; the buffer ids come back
 * from {@code collect} in the order they were made available; the flags of the driver's event
 * suppression structure are those of the last {@link #interrupts} (before any, ENABLE or DISABLE,
 * as the driver chooses).
 */
public interface PackedQueue {

    /** {@code VRING_PACKED_DESC_F_AVAIL}: the AVAIL flag is bit 7 of a descriptor's flags. */
    int AVAIL = 1 << 7;

    /** {@code VRING_PACKED_DESC_F_USED}: the USED flag is bit 15. */
    int USED = 1 << 15;

    /** {@code VRING_PACKED_EVENT_FLAG_ENABLE}: notify after every batch. */
    int EVENT_ENABLE = 0;

    /** {@code VRING_PACKED_EVENT_FLAG_DISABLE}: never notify. */
    int EVENT_DISABLE = 1;

    /** {@code VRING_PACKED_EVENT_FLAG_DESC}: notify when the descriptor named by {@code off_wrap} is made available. */
    int EVENT_DESC = 2;

    /** {@code VRING_PACKED_EVENT_F_WRAP_CTR}: the wrap counter is bit 15 of {@code off_wrap}, the offset bits 0 to 14. */
    int WRAP_BIT = 15;

    /** The largest buffer id: ids are 16-bit ({@code le16 id} of a descriptor). */
    int MAX_ID = 0xFFFF;

    /** The queue size: the number of descriptors. */
    int size();

    /**
     * The driver makes up to {@code n} buffers available, as many as there are descriptors it has
     * collected or never used (PACKED-2), the j-th with buffer id {@code ids[j]}; returns how many.
     *
     * @throws IllegalArgumentException when {@code n} is negative or above {@code ids.length}, or one
     *     of the {@code n} ids offered is outside {@code [0, 2^16)} (PACKED-6)
     */
    int makeAvailable(int[] ids, int n);

    /**
     * The device uses up to {@code k} available descriptors, oldest first (PACKED-3); returns how many.
     *
     * @throws IllegalArgumentException when {@code k} is negative (PACKED-6)
     */
    int use(int k);

    /**
     * The driver collects up to {@code k} used descriptors, as it finds them at its next used
     * position (PACKED-4), and writes the buffer id of each into {@code ids}, in the order found;
     * returns how many.
     *
     * @throws IllegalArgumentException when {@code k} is negative or above {@code ids.length} (PACKED-6)
     */
    int collect(int[] ids, int k);

    /**
     * The driver's decision whether to notify the device of the buffers made available since the
     * previous decision (PACKED-5), under the device's event suppression structure.
     *
     * @param offWrap the event's offset (bits 0 to 14) and wrap counter (bit 15)
     * @param flags {@link #EVENT_ENABLE}, {@link #EVENT_DISABLE} or {@link #EVENT_DESC}
     * @throws IllegalArgumentException for an offWrap outside 16 bits or an offset not below the
     *     size, or other flags (PACKED-6)
     */
    boolean needsNotification(int offWrap, int flags);

    /**
     * The device's decision whether to notify the driver of the descriptors it used since its
     * previous decision (PACKED-8), under the driver's event suppression structure.
     *
     * @param offWrap the event's offset (bits 0 to 14) and wrap counter (bit 15)
     * @param flags {@link #EVENT_ENABLE}, {@link #EVENT_DISABLE} or {@link #EVENT_DESC}
     * @throws IllegalArgumentException for an offWrap outside 16 bits or an offset not below the
     *     size, or other flags (PACKED-6)
     */
    boolean deviceNeedsNotification(int offWrap, int flags);

    /**
     * The driver asks the device for used-buffer notifications ({@code enable}) or asks it not to
     * send them, by the flags of its own event suppression structure, ENABLE or DISABLE (PACKED-7).
     */
    void interrupts(boolean enable);

    /** The flags of the driver's event suppression structure, as the ring memory holds them. */
    int driverEventFlags();

    /** The flags of descriptor {@code i}, as the ring memory holds them. */
    int flags(int i);

    /** The driver's next position to make available. */
    int nextAvail();

    /** The Driver Ring Wrap Counter. */
    boolean availWrap();

    /** The driver's next position to collect. */
    int nextUsed();

    /** The driver's used wrap counter, what it expects the USED bit of its next used descriptor to be. */
    boolean usedWrap();

    /** The device's next position to use. */
    int deviceNext();

    /** The Device Ring Wrap Counter. */
    boolean deviceWrap();
}
