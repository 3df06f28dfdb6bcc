package org.ringoracle.fifo.model;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Objects;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.FifoArguments;

/**
 * The reference fifo: a list of at most {@code capacity} elements; put appends at the end, get
 * removes from the front. No masks, no indices, no slots: the capacity is given, computed by a
 * {@link org.ringoracle.capacity.CapacityRule}.
 *
 * @param <E> the element type
 */
public final class ListFifo<E> implements Fifo<E> {

    private final int capacity;
    private final LinkedList<E> items = new LinkedList<>();

    /**
     * Creates an empty fifo.
     *
     * @param capacity the most elements it holds, at least 0
     * @throws IllegalArgumentException naming the value otherwise
     */
    public ListFifo(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity " + capacity + " refused: it must be at least 0");
        }
        this.capacity = capacity;
    }

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, Objects.requireNonNull(src, "src").length);
        int stored = 0;
        while (stored < num && items.size() < capacity) {
            items.addLast(src[stored]);
            stored = stored + 1;
        }
        return stored;
    }

    @Override
    public int get(E[] dst, int num) {
        FifoArguments.requireBatch("get", num, Objects.requireNonNull(dst, "dst").length);
        int taken = 0;
        while (taken < num && !items.isEmpty()) {
            dst[taken] = items.removeFirst();
            taken = taken + 1;
        }
        return taken;
    }

    /**
     * The {@code k} oldest elements, oldest first, left in place: what a two-phase dequeue shows.
     *
     * @throws IndexOutOfBoundsException unless {@code k} is from 0 to the count
     */
    public List<E> oldest(int k) {
        return new ArrayList<>(items.subList(0, k));
    }

    @Override
    public int count() {
        return items.size();
    }

    @Override
    public int freeCount() {
        return capacity - items.size();
    }

    @Override
    public String toString() {
        return "ListFifo[capacity=" + capacity + ", items=" + items + "]";
    }
}
