package org.ringoracle.ring;

import java.util.Objects;
import org.ringoracle.align.Align;
import org.ringoracle.slots.Slots;

/**
 * A ring whose producer and consumer indices run freely modulo 2^w (w = 32 for rte_ring and
 * kfifo, 16 for virtio) and are masked only to find a slot, with bulk copies; the factories apply
 * each design's creation rules (RING-1 to RING-5, RING-16).
 *
 * <p>Index invariants: {@code prod} and {@code cons} are w-bit values; {@code (prod - cons) mod
 * 2^w} is the number held, always in {@code [0, capacity]}; the held elements are in slots
 * {@code cons & mask} onwards. Why the masks are sound: the number of slots is a power of two
 * that divides 2^w, so {@code index mod slots} is the same whether or not the index has wrapped
 * at 2^w, and {@code & mask} computes it; {@code & indexMask} reduces a difference of two int
 * indices modulo 2^w (for w = 32 the int arithmetic already does, and the mask is all ones).
 *
 * <p>Enqueues and dequeues allocate nothing. Not thread-safe: one thread at a time.
 *
 * <p>Each step of a move (the batch check, the reservation, the copy in or out) is a method of its
 * own, open to variants in this package (the suite's flawed rings override the one step their flaw
 * is in); outside it the class is used through its factories as it is.
 *
 * @param <E> the element type
 */
public class FreeRunningRing<E> implements TwoPhaseRing<E> {

    final Object[] slots;
    final int mask;
    final int capacity;
    private final int indexMask;
    int prod;
    int cons;
    int left;
    private int reserved;
    private int shown;

    /** A ring of {@code size} slots (a power of two), {@code width}-bit indices from {@code start}. */
    FreeRunningRing(Object[] slots, int size, int capacity, int width, long start) {
        this.slots = slots;
        this.mask = size - 1;
        this.capacity = capacity;
        this.indexMask = (int) ((1L << width) - 1);
        this.prod = (int) RingArguments.requireStart(start, width);
        this.cons = prod;
    }

    private static <E> FreeRunningRing<E> of(int size, int capacity, int width, long start) {
        return new FreeRunningRing<>(new Object[size], size, capacity, width, start);
    }

    /**
     * An rte_ring in normal mode: {@code count} slots, one always empty, 32-bit indices (RING-1).
     *
     * @throws IllegalArgumentException naming the value and RING-1 unless {@code count} is a power
     *     of two from 2 to 2^30
     */
    public static <E> FreeRunningRing<E> rteRing(int count, long start) {
        return of(rteRingSlots(count), count - 1, 32, start);
    }

    /** The slots of a normal rte_ring: {@code count} itself, a power of two from 2 to 2^30 (RING-1). */
    static int rteRingSlots(int count) {
        if (count < 2 || !Align.isPowerOfTwo(count)) {
            throw RingArguments.refused("rte_ring count", count, "RING-1", "it must be a power of two from 2 to 2^30");
        }
        return count;
    }

    /**
     * An rte_ring with RING_F_EXACT_SZ: capacity {@code count}, in the least power of two of slots
     * above it, 32-bit indices (RING-2).
     *
     * @throws IllegalArgumentException naming the value and RING-2 unless {@code count} is from 1
     *     to 2^30 - 1
     */
    public static <E> FreeRunningRing<E> rteRingExact(int count, long start) {
        return of(exactSlots(count), count, 32, start);
    }

    /** The slots of an exact-size rte_ring: the least power of two above {@code count} (RING-2). */
    static int exactSlots(int count) {
        if (count < 1 || count > (1 << 30) - 1) {
            throw RingArguments.refused("exact-size rte_ring count", count, "RING-2", "it must be from 1 to 2^30 - 1");
        }
        return (int) Align.nextPowerOfTwo(count + 1L);
    }

    /**
     * A kfifo allocated for {@code n} elements: rounded up to a power of two, every slot usable,
     * 32-bit indices (RING-3).
     *
     * @throws IllegalArgumentException naming the value and RING-3 unless {@code n} is from 2 to
     *     2^30
     */
    public static <E> FreeRunningRing<E> kfifo(int n, long start) {
        int size = kfifoSlots(n);
        return of(size, size, 32, start);
    }

    /** The slots of an allocated kfifo: {@code n} rounded up to a power of two (RING-3). */
    static int kfifoSlots(int n) {
        if (n < 2 || n > 1 << 30) {
            throw RingArguments.refused("kfifo size", n, "RING-3", "it must be from 2 to 2^30");
        }
        return (int) Align.nextPowerOfTwo(n);
    }

    /**
     * A kfifo over the caller's {@code buffer}: its length rounded down to a power of two, so no
     * slot beyond the buffer is used; every slot usable, 32-bit indices (RING-4).
     *
     * @throws IllegalArgumentException naming the length and RING-4 if the buffer has fewer than 2
     *     slots
     */
    public static <E> FreeRunningRing<E> kfifoOver(E[] buffer, long start) {
        int size = bufferSlots(Objects.requireNonNull(buffer, "buffer").length);
        return new FreeRunningRing<>(buffer, size, size, 32, start);
    }

    /** The slots of a kfifo over a buffer of {@code length}: rounded down to a power of two (RING-4). */
    static int bufferSlots(int length) {
        if (length < 2) {
            throw RingArguments.refused("kfifo buffer of length", length, "RING-4", "it must have at least 2 slots");
        }
        return (int) Align.previousPowerOfTwo(length);
    }

    /**
     * A virtio split ring of {@code size} entries with 16-bit free-running indices; all entries
     * usable (RING-5).
     *
     * @throws IllegalArgumentException naming the value and RING-5 unless {@code size} is a power
     *     of two from 1 to 32768
     */
    public static <E> FreeRunningRing<E> virtio(int size, long start) {
        return of(virtioSlots(size), size, 16, start);
    }

    /** The slots of a virtio ring: its size, a power of two from 1 to 32768 (RING-5). */
    static int virtioSlots(int size) {
        if (!Align.isPowerOfTwo(size) || size > 32768) {
            throw RingArguments.refused("virtio queue size", size, "RING-5", "it must be a power of two from 1 to 32768");
        }
        return size;
    }

    /**
     * A Concurrency Kit ck_ring of {@code size} slots, one always empty, 32-bit indices (RING-16).
     *
     * @throws IllegalArgumentException naming the value and RING-16 unless {@code size} is a power
     *     of two from 4 to 2^30
     */
    public static <E> FreeRunningRing<E> ckRing(int size, long start) {
        return of(ckRingSlots(size), size - 1, 32, start);
    }

    /** The slots of a ck_ring: its size, a power of two from 4 to 2^30 (RING-16). */
    static int ckRingSlots(int size) {
        if (size < 4 || !Align.isPowerOfTwo(size)) {
            throw RingArguments.refused("ck_ring size", size, "RING-16", "it must be a power of two from 4 to 2^30");
        }
        return size;
    }

    /**
     * The capacities the factories give, computed by the same rules and without allocating: for
     * {@link #rteRing}, {@link #rteRingExact}, {@link #kfifo}, {@link #kfifoOver} (of a buffer's
     * length), {@link #virtio} and {@link #ckRing}.
     *
     * @throws IllegalArgumentException naming the value and the clause, as the factory does
     */
    public static int rteRingCapacity(int count) {
        return rteRingSlots(count) - 1;
    }

    /** See {@link #rteRingCapacity}. */
    public static int rteRingExactCapacity(int count) {
        exactSlots(count);
        return count;
    }

    /** See {@link #rteRingCapacity}. */
    public static int kfifoCapacity(int n) {
        return kfifoSlots(n);
    }

    /** See {@link #rteRingCapacity}. */
    public static int kfifoOverCapacity(int length) {
        return bufferSlots(length);
    }

    /** See {@link #rteRingCapacity}. */
    public static int virtioCapacity(int size) {
        return virtioSlots(size);
    }

    /** See {@link #rteRingCapacity}. */
    public static int ckRingCapacity(int size) {
        return ckRingSlots(size) - 1;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    /** The number of slots, a power of two at least the capacity. */
    public int slots() {
        return mask + 1;
    }

    @Override
    public int enqueueBulk(E[] src, int n) {
        return enqueue(src, n, true);
    }

    @Override
    public int enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    @Override
    public int dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, true);
    }

    @Override
    public int dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
    }

    private int enqueue(E[] src, int requested, boolean bulk) {
        int n = batch("enqueue", requested, Objects.requireNonNull(src, "src").length);
        RingArguments.requireNoneOpen("enqueue", "enqueue", n, reserved);
        int k = reserve(n, bulk);
        copyIn(src, k);
        prod = (prod + k) & indexMask;
        return k;
    }

    /** The batch size {@code n} of an {@code operation} with an array of {@code length}, once RING-10 accepts it. */
    int batch(String operation, int n, int length) {
        RingArguments.requireBatch(operation, n, length);
        return n;
    }

    /** Copies {@code src[0..k)} into the slots from the producer index. */
    void copyIn(E[] src, int k) {
        Slots.put(src, slots, mask, prod & mask, k);
    }

    /** Copies the {@code k} elements from the consumer index into {@code dst[0..k)}, clearing their slots. */
    void copyOut(E[] dst, int k) {
        Slots.take(slots, mask, cons & mask, dst, k);
    }

    /** Sets {@code left} and returns how many of {@code n} an enqueue moves. */
    int reserve(int n, boolean bulk) {
        int free = capacity - count();
        int k = bulk ? (n <= free ? n : 0) : Math.min(n, free);
        left = free - k;
        return k;
    }

    private int dequeue(E[] dst, int requested, boolean bulk) {
        int n = batch("dequeue", requested, Objects.requireNonNull(dst, "dst").length);
        RingArguments.requireNoneOpen("dequeue", "dequeue", n, shown);
        int k = show(n, bulk);
        copyOut(dst, k);
        cons = (cons + k) & indexMask;
        return k;
    }

    /** Sets {@code left} and returns how many of {@code n} a dequeue moves. */
    int show(int n, boolean bulk) {
        int available = count();
        int k = bulk ? (n <= available ? n : 0) : Math.min(n, available);
        left = available - k;
        return k;
    }

    @Override
    public int enqueueStart(int n, boolean bulk) {
        RingArguments.requireStartable("enqueue", n, reserved);
        reserved = reserve(n, bulk);
        return reserved;
    }

    @Override
    public void enqueueFinish(E[] src, int m) {
        RingArguments.requireFinish("enqueue", m, reserved);
        RingArguments.requireBatch("enqueue finish", m, Objects.requireNonNull(src, "src").length);
        copyIn(src, m);
        enqueueZcFinish(m);
    }

    @Override
    public int enqueueZcStart(int n, boolean bulk, Regions regions) {
        Objects.requireNonNull(regions, "regions");
        int k = enqueueStart(n, bulk);
        zeroCopyRegions(regions, prod & mask, k);
        return k;
    }

    /** The regions of {@code k} slots from {@code first}: up to the last slot, then from slot 0. */
    private void zeroCopyRegions(Regions regions, int first, int k) {
        int toEnd = mask + 1 - first;
        regions.set(first, Math.min(k, toEnd), k > toEnd ? 0 : Regions.NONE);
    }

    @Override
    public void write(int slot, E element) {
        slots[slot] = element;
    }

    @Override
    public void enqueueZcFinish(int m) {
        RingArguments.requireFinish("enqueue", m, reserved);
        prod = (prod + m) & indexMask;
        reserved = 0;
    }

    @Override
    public int dequeueStart(E[] dst, int n, boolean bulk) {
        RingArguments.requireBatch("dequeue start", n, Objects.requireNonNull(dst, "dst").length);
        RingArguments.requireStartable("dequeue", n, shown);
        shown = show(n, bulk);
        Slots.copyOut(slots, mask, cons & mask, dst, shown);
        return shown;
    }

    @Override
    public void dequeueFinish(int m) {
        RingArguments.requireFinish("dequeue", m, shown);
        Slots.clearWrapping(slots, mask, cons & mask, m);
        cons = (cons + m) & indexMask;
        shown = 0;
    }

    @Override
    public int dequeueZcStart(int n, boolean bulk, Regions regions) {
        Objects.requireNonNull(regions, "regions");
        RingArguments.requireStartable("dequeue", n, shown);
        shown = show(n, bulk);
        zeroCopyRegions(regions, cons & mask, shown);
        return shown;
    }

    @Override
    public int left() {
        return left;
    }

    @Override
    public int count() {
        return (prod - cons) & indexMask;
    }

    @Override
    public int freeCount() {
        return capacity - count();
    }

    @Override
    public boolean isFull() {
        return count() == capacity;
    }

    @Override
    public boolean isEmpty() {
        return prod == cons;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        return (E) slots[i];
    }

    @Override
    public long producerIndex() {
        return prod & 0xFFFF_FFFFL;
    }

    @Override
    public long consumerIndex() {
        return cons & 0xFFFF_FFFFL;
    }

    @Override
    public String toString() {
        return "FreeRunningRing[capacity=" + capacity + ", slots=" + slots() + ", prod=" + producerIndex() + ", cons="
                + consumerIndex() + "]";
    }
}
