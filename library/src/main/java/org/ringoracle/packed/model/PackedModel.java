package org.ringoracle.packed.model;

import java.util.HashMap;
import java.util.LinkedList;
import java.util.Map;
import org.ringoracle.packed.PackedQueue;

/**
 * The reference packed virtqueue (specs/packed.md): three unbounded counters, the descriptors
 * ever made available, ever used by the device and ever collected by the driver. The n-th
 * descriptor of the queue's life (from 0) lies at position {@code n mod size} in lap
 * {@code n / size}, and a wrap counter is 1 in even laps, 0 in odd ones; nothing wraps or
 * toggles. The flags each position was last given are remembered, and the buffer ids made
 * available and not yet collected, in the order they were made available: the device uses in
 * order, so the driver collects them in that order. The driver's event flags are those it last
 * asked for; each side's decision remembers the counter it decided at.
 */
public final class PackedModel implements PackedQueue {

    private final int size;
    private final Map<Integer, Integer> written = new HashMap<>();
    private final LinkedList<Integer> outstanding = new LinkedList<>();
    private long made;
    private long used;
    private long collected;
    private long decided;
    private long deviceDecided;
    private int driverEvent = EVENT_ENABLE;

    /**
     * An empty queue.
     *
     * @throws IllegalArgumentException naming the size and PACKED-1 unless it is from 1 to 32768
     */
    public PackedModel(int size) {
        if (size < 1 || size > 32768) {
            throw new IllegalArgumentException("queue size " + size + " refused (PACKED-1)");
        }
        this.size = size;
    }

    /** The wrap counter of the lap the {@code n}-th descriptor of the queue's life lies in. */
    public boolean wrapOf(long n) {
        return (n / size) % 2 == 0;
    }

    /** The position of the {@code n}-th descriptor of the queue's life. */
    public int positionOf(long n) {
        return (int) (n % size);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int makeAvailable(int[] ids, int n) {
        requireCount(n, ids.length);
        for (int i = 0; i < n; i++) {
            if (ids[i] < 0 || ids[i] >= 1 << 16) {
                throw new IllegalArgumentException("buffer id " + ids[i] + " refused (PACKED-6)");
            }
        }
        int k = (int) Math.min(n, size - (made - collected));
        for (int i = 0; i < k; i++) {
            written.put(positionOf(made + i), wrapOf(made + i) ? AVAIL : USED);
            outstanding.addLast(ids[i]);
        }
        made = made + k;
        return k;
    }

    @Override
    public int use(int k) {
        requireCount(k, Integer.MAX_VALUE);
        int n = (int) Math.min(k, made - used);
        for (int i = 0; i < n; i++) {
            written.put(positionOf(used + i), wrapOf(used + i) ? AVAIL | USED : 0);
        }
        used = used + n;
        return n;
    }

    @Override
    public int collect(int[] ids, int k) {
        requireCount(k, ids.length);
        int n = (int) Math.min(k, used - collected);
        for (int i = 0; i < n; i++) {
            ids[i] = outstanding.removeFirst();
        }
        collected = collected + n;
        return n;
    }

    /**
     * Whether the device asked to be notified of the buffers made available since the last
     * decision (PACKED-5), under its event suppression structure.
     */
    @Override
    public boolean needsNotification(int offWrap, int flags) {
        requireEvent(offWrap, flags);
        long from = decided;
        decided = made;
        return reached(from, made, offWrap, flags);
    }

    /**
     * Whether the driver asked to be notified of the descriptors used since the device's last
     * decision (PACKED-8), under its event suppression structure. A new queue's device has decided
     * at 0; that its first decision may also notify is the contract's to allow.
     */
    @Override
    public boolean deviceNeedsNotification(int offWrap, int flags) {
        requireEvent(offWrap, flags);
        long from = deviceDecided;
        deviceDecided = used;
        return reached(from, used, offWrap, flags);
    }

    private void requireEvent(int offWrap, int flags) {
        if (offWrap < 0 || offWrap >= 1 << 16 || offWrap % (1 << 15) >= size || flags < 0 || flags > 2) {
            throw new IllegalArgumentException("event (off_wrap " + offWrap + ", flags " + flags + ") refused (PACKED-6)");
        }
    }

    /**
     * The decision of a side that has made available or used the descriptors {@code from} to
     * {@code to - 1} of the queue's life since its previous decision: always under ENABLE, never
     * under DISABLE, and under DESC exactly when the descriptor the event names is one of them. A
     * one-bit counter names one of two laps: the side's own lap (that of descriptor {@code to})
     * when it equals that lap's counter, else the lap before.
     */
    private boolean reached(long from, long to, int offWrap, int flags) {
        if (flags != EVENT_DESC) {
            return flags == EVENT_ENABLE;
        }
        long lap = to / size - (offWrap / (1 << 15) == 1 == wrapOf(to) ? 0 : 1);
        long named = lap * size + offWrap % (1 << 15);
        return from <= named && named < to;
    }

    private static void requireCount(int n, int most) {
        if (n < 0 || n > most) {
            throw new IllegalArgumentException("count " + n + " refused (PACKED-6)");
        }
    }

    @Override
    public void interrupts(boolean enable) {
        driverEvent = enable ? EVENT_ENABLE : EVENT_DISABLE;
    }

    @Override
    public int driverEventFlags() {
        return driverEvent;
    }

    @Override
    public int flags(int i) {
        return written.getOrDefault(i, 0);
    }

    @Override
    public int nextAvail() {
        return positionOf(made);
    }

    @Override
    public boolean availWrap() {
        return wrapOf(made);
    }

    @Override
    public int nextUsed() {
        return positionOf(collected);
    }

    @Override
    public boolean usedWrap() {
        return wrapOf(collected);
    }

    @Override
    public int deviceNext() {
        return positionOf(used);
    }

    @Override
    public boolean deviceWrap() {
        return wrapOf(used);
    }
}
