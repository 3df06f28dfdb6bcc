package org.ringoracle.fifo;

/**
 * A bounded first-in first-out queue of {@code length} slots that holds at most
 * {@code length - 1} elements (specs/fifo.md).
 *
 * <p>Invariants after every call: {@code 0 <= count() <= length() - 1} and
 * {@code count() + freeCount() == length() - 1} (FIFO-7).
 *
 * @param <E> the element type
 */
public interface Fifo<E> {

    /** The number of slots, a power of two in {@code [2, 2^30]} (FIFO-1). */
    int length();

    /**
     * Appends {@code src[0..k)} where {@code k = min(num, freeCount())} and returns {@code k}
     * (FIFO-3).
     *
     * @throws IllegalArgumentException if {@code num} is outside {@code [0, src.length]} (FIFO-10)
     */
    int put(E[] src, int num);

    /**
     * Removes the {@code k = min(num, count())} oldest elements into {@code dst[0..k)}, oldest first,
     * and returns {@code k}; {@code dst[k..)} is left as it was (FIFO-4, FIFO-5).
     *
     * @throws IllegalArgumentException if {@code num} is outside {@code [0, dst.length]} (FIFO-10)
     */
    int get(E[] dst, int num);

    /** The number of elements held. */
    int count();

    /** The number of elements a put can still take: {@code length() - 1 - count()}. */
    int freeCount();
}
