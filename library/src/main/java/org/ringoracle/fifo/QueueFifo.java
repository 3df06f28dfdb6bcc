package org.ringoracle.fifo;

import java.util.Queue;
import java.util.function.IntSupplier;

/**
 * A {@link Queue} as a {@link Fifo}: offers and polls one element at a time, with the free slots
 * the library itself reports. No capacity of its own: the library decides what is full. How a
 * queue of another library (or of the JDK) is judged by {@code FifoContract}.
 */
public record QueueFifo<E>(Queue<E> queue, IntSupplier free) implements Fifo<E> {

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, src.length);
        int k = 0;
        while (k < num && queue.offer(src[k])) {
            k++;
        }
        return k;
    }

    @Override
    public int get(E[] dst, int num) {
        FifoArguments.requireBatch("get", num, dst.length);
        int k = 0;
        for (E e; k < num && (e = queue.poll()) != null; k++) {
            dst[k] = e;
        }
        return k;
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
