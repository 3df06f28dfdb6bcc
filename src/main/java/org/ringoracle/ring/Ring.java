package org.ringoracle.ring;

/**
 * A bounded first-in first-out ring of {@link #capacity()} elements (specs/ring.md).
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
     * Enqueues all of {@code src[0..n)} if they fit, or nothing (RING-6).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, src.length]} (RING-10)
     */
    Moved enqueueBulk(E[] src, int n);

    /**
     * Enqueues {@code src[0..k)} with {@code k = min(n, freeCount())} (RING-7).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, src.length]} (RING-10)
     */
    Moved enqueueBurst(E[] src, int n);

    /**
     * Dequeues the {@code n} oldest elements into {@code dst[0..n)} if there are that many, or
     * nothing (RING-6).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, dst.length]} (RING-10)
     */
    Moved dequeueBulk(E[] dst, int n);

    /**
     * Dequeues the {@code k = min(n, count())} oldest elements into {@code dst[0..k)} (RING-7).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, dst.length]} (RING-10)
     */
    Moved dequeueBurst(E[] dst, int n);

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
