package org.ringoracle.ring;

/**
 * A ring whose enqueues and dequeues can also run in two phases, as rte_ring's peek and
 * zero-copy calls (specs/two-phase.md): a start reserves slots or shows elements, a finish
 * publishes or removes some of them and gives back the rest.
 *
 * <p>Invariants: at most one start per side is open (one that reserved or showed one element or
 * more); until its finish, {@code count()}, {@code freeCount()} and both indices are as before
 * the start (TWO-1, TWO-2). {@link #left()} reports a start's free space or available elements.
 *
 * @param <E> the element type
 */
public interface TwoPhaseRing<E> extends Ring<E> {

    /**
     * Reserves {@code k} slots, {@code k} as a bulk (all or nothing) or burst (as many as fit)
     * enqueue of {@code n} would move; writes nothing (TWO-1).
     *
     * @return {@code k}
     * @throws IllegalArgumentException if {@code n} is negative (RING-10)
     * @throws IllegalStateException if an enqueue start is open (TWO-4)
     */
    int enqueueStart(int n, boolean bulk);

    /**
     * Writes {@code src[0..m)} to the reserved slots from the producer index and publishes them;
     * gives back the rest of the reservation (TWO-3).
     *
     * @throws IllegalArgumentException if {@code m} is negative, above the reservation (TWO-4) or
     *     above {@code src.length} (RING-10)
     */
    void enqueueFinish(E[] src, int m);

    /** As {@link #enqueueStart}, and fills {@code regions} with the reserved slots (TWO-5). */
    int enqueueZcStart(int n, boolean bulk, Regions regions);

    /** Writes {@code element} to {@code slot}, one of a zero-copy start's reserved slots. */
    void write(int slot, E element);

    /**
     * Publishes what the caller wrote to the first {@code m} slots of the regions and gives back
     * the rest (TWO-3).
     *
     * @throws IllegalArgumentException if {@code m} is negative or above the reservation (TWO-4)
     */
    void enqueueZcFinish(int m);

    /**
     * Copies the {@code k} oldest elements to {@code dst[0..k)}, {@code k} as a bulk or burst
     * dequeue of {@code n} would move, and holds them in the ring (TWO-2).
     *
     * @throws IllegalArgumentException if {@code n} is outside {@code [0, dst.length]} (RING-10)
     * @throws IllegalStateException if a dequeue start is open (TWO-4)
     */
    int dequeueStart(E[] dst, int n, boolean bulk);

    /**
     * Removes the {@code m} oldest elements, the first the start showed; the rest stay (TWO-3).
     *
     * @throws IllegalArgumentException if {@code m} is negative or above what the start showed (TWO-4)
     */
    void dequeueFinish(int m);

    /** As {@link #dequeueStart} without copying: fills {@code regions} with the shown slots (TWO-5). */
    int dequeueZcStart(int n, boolean bulk, Regions regions);

    /** As {@link #dequeueFinish}, after a zero-copy start; by default the same call. */
    default void dequeueZcFinish(int m) {
        dequeueFinish(m);
    }
}
