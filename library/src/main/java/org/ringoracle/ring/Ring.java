package org.ringoracle.ring;

/**
 * A bounded first-in first-out ring of {@link #capacity()} elements (specs/ring.md). As rte_ring,
 * each enqueue and dequeue returns how many elements it moved and reports one more number beside
 * it, read with {@link #left()}; nothing is allocated to carry the two.
 *
 * <p>Invariants after every call: {@code 0 <= count() <= capacity()}, {@code count() +
 * freeCount() == capacity()}, {@code isFull() == (freeCount() == 0)}, {@code isEmpty() ==
 * (count() == 0)}.
 *
 * @param <E> the element type
 */
public interface Ring<E> {

    /** The most elements the ring holds. */
    int capacity();

    /**
     * Enqueues all of {@code src[0..n)} if they fit, or nothing (RING-6); returns how many moved
     * ({@code n} or 0).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, src.length]} (RING-10)
     */
    int enqueueBulk(E[] src, int n);

    /**
     * Enqueues {@code src[0..k)} with {@code k = min(n, freeCount())} (RING-7); returns {@code k}.
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, src.length]} (RING-10)
     */
    int enqueueBurst(E[] src, int n);

    /**
     * Dequeues the {@code n} oldest elements into {@code dst[0..n)} if there are that many, or
     * nothing (RING-6); returns how many moved ({@code n} or 0).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, dst.length]} (RING-10)
     */
    int dequeueBulk(E[] dst, int n);

    /**
     * Dequeues the {@code k = min(n, count())} oldest elements into {@code dst[0..k)} (RING-7);
     * returns {@code k}.
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, dst.length]} (RING-10)
     */
    int dequeueBurst(E[] dst, int n);

    /**
     * What the last enqueue or dequeue reported beside its count (RING-8): the free space after an
     * enqueue, the elements available after a dequeue, as rte_ring's optional {@code free_space}
     * and {@code available} outputs; a refused call changes nothing; 0 before the first call.
     */
    int left();

    /** The number of elements held. */
    int count();

    /** The number of elements an enqueue can still take: {@code capacity() - count()}. */
    int freeCount();

    /** Whether no element fits. */
    boolean isFull();

    /** Whether no element is held. */
    boolean isEmpty();

    /** The producer index, a w-bit value: the start plus the elements ever enqueued, modulo 2^w (RING-15). */
    long producerIndex();

    /** The consumer index, a w-bit value: the start plus the elements ever dequeued, modulo 2^w (RING-15). */
    long consumerIndex();

    /**
     * What slot {@code i} holds: the element last written there, or what the ring leaves in a slot
     * it has not written or has cleared (RING-15 looks only at slots just written).
     */
    E slot(int i);
}
