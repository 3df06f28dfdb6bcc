package org.ringoracle.adoption;

import java.util.Queue;
import java.util.function.IntSupplier;
import org.ringoracle.fifo.Fifo;

/**
 * A {@link Queue} as a {@link Fifo}: offers and polls one element at a time, with the free slots
 * the library itself reports. No capacity of its own: the library decides what is full.
 */
public record QueueFifo<E>(Queue<E> queue, IntSupplier free) implements Fifo<E> {

    @Override
    public int put(E[] src, int num) {
        requireBatch(num, src.length);
        int k = 0;
        while (k < num && queue.offer(src[k])) {
            k++;
        }
        return k;
    }

    @Override
    public int get(E[] dst, int num) {
        requireBatch(num, dst.length);
        int k = 0;
        for (E e; k < num && (e = queue.poll()) != null; k++) {
            dst[k] = e;
        }
        return k;
    }

    /** Refuses a batch outside {@code [0, length]} with an IllegalArgumentException, the contract's default refusal. */
    static void requireBatch(int num, int length) {
        if (num < 0 || num > length) {
            throw new IllegalArgumentException("batch of " + num + " with an array of " + length);
        }
    }

    @Override
    public int count() {
        return queue.size();
    }

    @Override
    public int freeCount() {
        return free.getAsInt();
    }
}
