package org.ringoracle.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Control;

/**
 * One producer thread and one consumer thread: an operation of either side moves a whole batch,
 * retrying (with {@link Thread#onSpinWait}) while the queue is full or empty, and giving up only
 * when the measurement ends. The group's throughput counts both sides' operations, so the
 * elements moved per microsecond are half of it times the batch.
 */
@State(Scope.Group)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TwoThreads {

    /** The contenders that allow one producer and one consumer thread ({@link Contender#threadSafe}). */
    @Param({"MASKED_FIFO", "JCTOOLS_SPSC_ARRAY_QUEUE", "AGRONA_ONE_TO_ONE", "ARRAY_BLOCKING_QUEUE",
            "JCTOOLS_FILL_DRAIN", "AGRONA_DRAIN", "ARRAY_BLOCKING_QUEUE_DRAIN_TO"})
    Contender contender;

    @Param({"1", "32"})
    int batch;

    private Contender.Batches queue;

    /** What each side passes around; per thread, so that neither writes the other's array. */
    @State(Scope.Thread)
    public static class Buffer {
        Object[] elements;

        @Setup
        public void setUp(TwoThreads shared) {
            elements = new Object[shared.batch];
            for (int i = 0; i < elements.length; i++) {
                elements[i] = Integer.valueOf(i);
            }
        }
    }

    @Setup
    public void setUp() {
        if (!contender.threadSafe()) {
            throw new IllegalArgumentException(contender + " is for one thread at a time");
        }
        queue = contender.create();
    }

    @Benchmark
    @Group("spsc")
    @GroupThreads(1)
    public int put(Buffer buffer, Control control) {
        return whole(buffer, control, true);
    }

    @Benchmark
    @Group("spsc")
    @GroupThreads(1)
    public int get(Buffer buffer, Control control) {
        return whole(buffer, control, false);
    }

    /** Puts or gets a whole batch, retrying while nothing moves, until the measurement stops. */
    private int whole(Buffer buffer, Control control, boolean put) {
        int moved = 0;
        while (moved < batch && !control.stopMeasurement) {
            int n = put ? queue.put(buffer.elements, batch - moved) : queue.get(buffer.elements, batch - moved);
            if (n == 0) {
                Thread.onSpinWait();
            }
            moved += n;
        }
        return moved;
    }
}
