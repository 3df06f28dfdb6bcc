package org.ringoracle.fifo;

/**
 * A fifo that exposes its C-style indices and the slots behind them (FIFO-9), as the KNI fifo
 * shares them with the kernel: {@code read} and {@code write} in {@code [0, slots)}, the held
 * elements in slots {@code read} onwards, modulo the slots of its capacity rule.
 *
 * @param <E> the element type
 */
public interface ExposedFifo<E> extends Fifo<E> {

    /** The consumer index, the C field {@code read}. */
    int readIndex();

    /** The producer index, the C field {@code write}. */
    int writeIndex();

    /** What slot {@code i} holds: an element, or {@code null} when it keeps no reference. */
    E slot(int i);
}
