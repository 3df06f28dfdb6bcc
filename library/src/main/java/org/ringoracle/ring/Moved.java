package org.ringoracle.ring;

/**
 * What an enqueue or dequeue did, as the contracts compare it: how many elements it moved (its
 * return value) and what is left afterwards ({@link Ring#left()}: free space after an enqueue,
 * elements available after a dequeue), as rte_ring's return value and optional output.
 *
 * @param count elements moved
 * @param left free space (enqueue) or available elements (dequeue) afterwards
 */
public record Moved(int count, int left) {

    /** What {@code ring} reports after a call that returned {@code count}. */
    public static Moved of(int count, Ring<?> ring) {
        return new Moved(count, ring.left());
    }
}
