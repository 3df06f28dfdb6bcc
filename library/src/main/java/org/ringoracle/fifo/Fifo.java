package org.ringoracle.fifo;

/**
 * A bounded first-in first-out queue (specs/fifo.md) whose capacity follows one of the rules of
 * specs/capacity.md ({@link org.ringoracle.capacity.CapacityRule}), declared to the contract
 * rather than asked of the fifo.
 *
 * <p>Invariants after every call: {@code 0 <= count() <= capacity} and
 * {@code count() + freeCount() == capacity} (FIFO-7).
 *
 * @param <E> the element type
 */
public interface Fifo<E> {

    /**
     * Appends {@code src[0..k)} where {@code k = min(num, freeCount())} and returns {@code k}
     * (FIFO-3).
     *
     * @throws RuntimeException of the implementation's refusal type (the contract's default:
     *     IllegalArgumentException) if {@code num} is outside {@code [0, src.length]} (FIFO-10)
     */
    int put(E[] src, int num);

    /**
     * Removes the {@code k = min(num, count())} oldest elements into {@code dst[0..k)}, oldest first,
     * and returns {@code k}; {@code dst[k..)} is left as it was (FIFO-4, FIFO-5).
     *
     * @throws RuntimeException of the implementation's refusal type if {@code num} is outside
     *     {@code [0, dst.length]} (FIFO-10)
     */
    int get(E[] dst, int num);

    /** The number of elements held. */
    int count();

    /** The number of elements a put can still take: the capacity minus {@link #count()}. */
    int freeCount();
}
