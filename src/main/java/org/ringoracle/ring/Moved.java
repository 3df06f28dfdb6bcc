package org.ringoracle.ring;

/**
 * What an enqueue or dequeue did: how many elements it moved, and what is left afterwards (free
 * space after an enqueue, elements available after a dequeue), as rte_ring's optional outputs.
 *
 * @param count elements moved
 * @param left free space (enqueue) or available elements (dequeue) afterwards
 */
public record Moved(int count, int left) {
}
