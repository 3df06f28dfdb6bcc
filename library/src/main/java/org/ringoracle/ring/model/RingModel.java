package org.ringoracle.ring.model;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.ring.Regions;
import org.ringoracle.ring.TwoPhaseRing;
import org.ringoracle.ring.RingArguments;

/**
 * The reference ring: the reference fifo ({@link ListFifo}) of {@code capacity}, and two unbounded counters of
 * elements ever enqueued and dequeued. An index is the start plus a counter, modulo the design's
 * modulus ({@code last + 1}: 2^w for free-running indices, the slots for a ring that wraps at
 * them), computed exactly only when asked for; nothing wraps. The element enqueued as the n-th of the
 * ring's life (from 0) is written to slot {@code (start + n) mod slots}, remembered in a map.
 * A two-phase start (specs/two-phase.md) only records what it reserved or showed; its finish
 * moves the elements then, so nothing is seen to move before it.
 *
 * @param <E> the element type
 */
public final class RingModel<E> implements TwoPhaseRing<E> {

    private final int capacity;
    private final long slots;
    private final BigInteger modulus;
    private final long start;
    private final ListFifo<E> held;
    private final Map<Long, E> written = new HashMap<>();
    private long enqueued;
    private long dequeued;
    private int left;
    private int reserved;
    private int shown;

    /**
     * An empty ring.
     *
     * @param capacity the most elements it holds, at least 0
     * @param slots the number of slots, at least the capacity and at least 1
     * @param last the largest index, at least {@code slots - 1}: indices run modulo {@code last + 1}
     * @param start the index both counters start from, in {@code [0, last]}
     */
    public RingModel(int capacity, long slots, long last, long start) {
        if (capacity < 0 || slots < Math.max(1, capacity) || last < slots - 1) {
            throw new IllegalArgumentException("capacity " + capacity + ", slots " + slots + " and largest index "
                    + last + " refused: the capacity is at least 0, the slots at least the capacity and 1, the largest index"
                    + " at least the slots minus 1");
        }
        if (start < 0 || start > last) {
            throw new IllegalArgumentException("start index " + start + " refused (RING-17): it must be in [0, " + last
                    + "]");
        }
        this.capacity = capacity;
        this.held = new ListFifo<>(capacity);
        this.slots = slots;
        this.modulus = BigInteger.valueOf(last).add(BigInteger.ONE);
        this.start = start;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public int enqueueBulk(E[] src, int n) {
        return enqueue(src, n, n <= freeCount() ? n : 0);
    }

    @Override
    public int enqueueBurst(E[] src, int n) {
        return enqueue(src, n, Math.min(n, freeCount()));
    }

    private int enqueue(E[] src, int n, int k) {
        RingArguments.requireBatch("enqueue", n, Objects.requireNonNull(src, "src").length);
        RingArguments.requireNoneOpen("enqueue", "enqueue", n, reserved);
        publish(src, k);
        left = freeCount();
        return k;
    }

    /** Writes {@code src[0..k)} to the slots of the next {@code k} elements and appends them. */
    private void publish(E[] src, int k) {
        held.put(src, k);
        for (int i = 0; i < k; i++) {
            written.put(slotOf(enqueued + i), src[i]);
        }
        enqueued = enqueued + k;
    }

    @Override
    public int dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, n <= count() ? n : 0);
    }

    @Override
    public int dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, Math.min(n, count()));
    }

    private int dequeue(E[] dst, int n, int k) {
        RingArguments.requireBatch("dequeue", n, Objects.requireNonNull(dst, "dst").length);
        RingArguments.requireNoneOpen("dequeue", "dequeue", n, shown);
        held.get(dst, k);
        dequeued = dequeued + k;
        left = count();
        return k;
    }

    @Override
    public int enqueueStart(int n, boolean bulk) {
        RingArguments.requireStartable("enqueue", n, reserved);
        reserved = bulk ? (n <= freeCount() ? n : 0) : Math.min(n, freeCount());
        left = freeCount() - reserved;
        return reserved;
    }

    @Override
    public void enqueueFinish(E[] src, int m) {
        RingArguments.requireFinish("enqueue", m, reserved);
        RingArguments.requireBatch("enqueue finish", m, Objects.requireNonNull(src, "src").length);
        publish(src, m);
        reserved = 0;
    }

    @Override
    public int enqueueZcStart(int n, boolean bulk, Regions regions) {
        Objects.requireNonNull(regions, "regions");
        int k = enqueueStart(n, bulk);
        zeroCopyRegions(enqueued, k, regions);
        return k;
    }

    /**
     * The regions of the {@code k} elements from the {@code n}-th: from its slot to the last slot,
     * and when {@code k} elements do not fit there, the rest from slot 0.
     */
    private void zeroCopyRegions(long n, int k, Regions regions) {
        long first = slotOf(n);
        if (first + k <= slots) {
            regions.set((int) first, k, Regions.NONE);
        } else {
            regions.set((int) first, (int) (slots - first), 0);
        }
    }

    @Override
    public void write(int slot, E element) {
        written.put((long) slot, element);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void enqueueZcFinish(int m) {
        RingArguments.requireFinish("enqueue", m, reserved);
        Object[] inSlots = new Object[m];
        for (int i = 0; i < m; i++) {
            inSlots[i] = written.get(slotOf(enqueued + i));
        }
        publish((E[]) inSlots, m);
        reserved = 0;
    }

    @Override
    public int dequeueStart(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue start", n, Objects.requireNonNull(dst, "dst").length);
        int k = dequeueZcStart(n, bulk, new Regions());
        List<E> oldest = held.oldest(k);
        for (int i = 0; i < k; i++) {
            dst[i] = oldest.get(i);
        }
        return k;
    }

    @Override
    public void dequeueFinish(int m) {
        RingArguments.requireFinish("dequeue", m, shown);
        @SuppressWarnings("unchecked")
        E[] taken = (E[]) new Object[m];
        held.get(taken, m);
        dequeued = dequeued + m;
        shown = 0;
    }

    @Override
    public int dequeueZcStart(int n, boolean bulk, Regions regions) {
        Objects.requireNonNull(regions, "regions");
        RingArguments.requireStartable("dequeue", n, shown);
        shown = bulk ? (n <= count() ? n : 0) : Math.min(n, count());
        left = count() - shown;
        zeroCopyRegions(dequeued, shown, regions);
        return shown;
    }

    @Override
    public int left() {
        return left;
    }

    @Override
    public E slot(int i) {
        return written.get((long) i);
    }

    /**
     * The slot the element enqueued as the {@code n}-th of the ring's life (from 0) is written to:
     * {@code (start + n) mod slots}, summed as residues {@code a} and {@code b} below the slots, since
     * the sum itself passes 2^63 for a start near it; {@code a + b} wraps past the slots exactly when
     * {@code a >= slots - b}, a comparison that cannot overflow. Asked once per element enqueued.
     */
    public long slotOf(long n) {
        long a = start % slots;
        long b = n % slots;
        return a >= slots - b ? a - (slots - b) : a + b;
    }

    /** Elements ever enqueued. */
    public long enqueued() {
        return enqueued;
    }

    @Override
    public int count() {
        return held.count();
    }

    @Override
    public int freeCount() {
        return held.freeCount();
    }

    @Override
    public boolean isFull() {
        return held.freeCount() == 0;
    }

    @Override
    public boolean isEmpty() {
        return held.count() == 0;
    }

    /** The producer index: (start + enqueued) mod the modulus. */
    @Override
    public long producerIndex() {
        return index(enqueued);
    }

    /** The consumer index: (start + dequeued) mod the modulus. */
    @Override
    public long consumerIndex() {
        return index(dequeued);
    }

    /** Whether the producer index has passed the modulus at least once. */
    public boolean producerWrapped() {
        return BigInteger.valueOf(start).add(BigInteger.valueOf(enqueued)).compareTo(modulus) >= 0;
    }

    private long index(long counter) {
        return BigInteger.valueOf(start).add(BigInteger.valueOf(counter)).mod(modulus).longValueExact();
    }
}
