package org.ringoracle.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One thread puts a batch and takes it back: one operation moves {@code batch} elements in and
 * out. The queue starts empty and is empty after every operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SingleThread {

    @Param
    Contender contender;

    @Param({"1", "32"})
    int batch;

    private Contender.Batches queue;
    private Object[] in;
    private Object[] out;

    @Setup
    public void setUp() {
        queue = contender.create();
        in = new Object[batch];
        for (int i = 0; i < batch; i++) {
            in[i] = Integer.valueOf(i);
        }
        out = new Object[batch];
    }

    @Benchmark
    public int putThenGet() {
        int put = queue.put(in, batch);
        return put + queue.get(out, put);
    }
}
