package org.ringoracle.fifo.contract;

import org.ringoracle.fifo.Fifo;

/**
 * What a fifo shows of its state between operations: its {@code count()} and {@code freeCount()}.
 * FIFO-7 requires the fifo's to be the model's after every step.
 */
public record FifoState(int count, int freeCount) {

    /** The state {@code fifo} reports now. */
    public static FifoState of(Fifo<?> fifo) {
        return new FifoState(fifo.count(), fifo.freeCount());
    }

    @Override
    public String toString() {
        return "(count " + count + ", free " + freeCount + ")";
    }
}
