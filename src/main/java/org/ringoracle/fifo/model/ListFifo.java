package org.ringoracle.fifo.model;

import java.util.LinkedList;
import java.util.Objects;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.FifoArguments;

/**
 * The reference fifo: a list of at most {@code length - 1} elements; put appends at the end, get
 * removes from the front. No masks, no indices.
 *
 * @param <E> the element type
 */
public final class ListFifo<E> implements Fifo<E> {

    private final int length;
    private final LinkedList<E> items = new LinkedList<>();

    /**
     * Creates an empty fifo.
     *
     * @param length a power of two from 2 to 2^30
     * @throws IllegalArgumentException naming the value and FIFO-1 otherwise
     */
    public ListFifo(int length) {
        if (!isValidLength(length)) {
            throw FifoArguments.refusedLength(length);
        }
        this.length = length;
    }

    /** Whether {@code length} is one of 2, 4, 8, ..., 2^30 (FIFO-1). */
    public static boolean isValidLength(int length) {
        for (long power = 2; power <= 1L << 30; power = power * 2) {
            if (power == length) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, Objects.requireNonNull(src, "src").length);
        int stored = 0;
        while (stored < num && items.size() < length - 1) {
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

    @Override
    public int count() {
        return items.size();
    }

    @Override
    public int freeCount() {
        return length - 1 - items.size();
    }

    @Override
    public String toString() {
        return "ListFifo[length=" + length + ", items=" + items + "]";
    }
}
