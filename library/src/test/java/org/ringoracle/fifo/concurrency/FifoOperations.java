package org.ringoracle.fifo.concurrency;

import org.jetbrains.lincheck.datastructures.Operation;
import org.ringoracle.fifo.Fifo;

/**
 * The operations Lincheck runs on a fifo of {@link #LENGTH} slots: {@code put} and
 * {@code producerCount}/{@code producerFreeCount} on the producer's thread only, {@code get} and
 * {@code consumerCount}/{@code consumerFreeCount} on the consumer's thread only (FIFO-11). The
 * producer puts 1, 2, 3, ... in order, so a lost, repeated or stale element shows in what
 * {@code get} returns.
 *
 * <p>Each call moves one element. A batch is not one atomic step: a put of n decides how many
 * fit from the consumer's index as it read it, so while the consumer takes elements it may put
 * fewer than fit by the time it publishes (specs/fifo.md, FIFO-11). No sequential execution has
 * that outcome, so batches are judged by the jcstress tests instead.
 */
public abstract class FifoOperations {

    /** Slots: 4, so three puts fill the fifo and the producer reaches the consumer's slot. */
    public static final int LENGTH = 4;

    private final Fifo<Integer> fifo;
    private int next = 1;

    protected FifoOperations(Fifo<Integer> fifo) {
        this.fifo = fifo;
    }

    /** Puts the next value; returns whether it went in. */
    @Operation(nonParallelGroup = "producer")
    public boolean put() {
        Integer[] value = {next};
        boolean put = fifo.put(value, 1) == 1;
        next += put ? 1 : 0;
        return put;
    }

    /** Takes one value, or {@code null} when the fifo is empty. */
    @Operation(nonParallelGroup = "consumer")
    public Integer get() {
        Integer[] value = new Integer[1];
        return fifo.get(value, 1) == 1 ? value[0] : null;
    }

    @Operation(nonParallelGroup = "producer")
    public int producerCount() {
        return fifo.count();
    }

    @Operation(nonParallelGroup = "producer")
    public int producerFreeCount() {
        return fifo.freeCount();
    }

    @Operation(nonParallelGroup = "consumer")
    public int consumerCount() {
        return fifo.count();
    }

    @Operation(nonParallelGroup = "consumer")
    public int consumerFreeCount() {
        return fifo.freeCount();
    }
}
