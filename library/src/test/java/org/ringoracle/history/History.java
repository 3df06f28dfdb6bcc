package org.ringoracle.history;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

/**
 * The calls several threads make on one queue, each stamped at invocation and return from one
 * atomic clock, so that a call that returned before another was invoked has the smaller stamp.
 * Each thread appends to its own list; read {@link #calls()} once every thread has stopped.
 */
public final class History {

    private final AtomicLong clock = new AtomicLong();
    private final List<List<Call>> perThread = new ArrayList<>();

    /** A history of {@code threads} threads, numbered from 0. */
    public History(int threads) {
        for (int t = 0; t < threads; t++) {
            perThread.add(new ArrayList<>());
        }
    }

    /**
     * Makes one call from {@code thread} and records it: {@code call} moves elements and returns
     * them, given how many to ask for.
     *
     * @return what the call moved
     */
    public List<Long> record(int thread, boolean put, boolean bulk, int asked, IntFunction<List<Long>> call) {
        long invoked = clock.getAndIncrement();
        List<Long> moved = call.apply(asked);
        perThread.get(thread).add(new Call(thread, put, bulk, asked, moved, invoked, clock.getAndIncrement()));
        return moved;
    }

    /** Every call, thread by thread, each thread's in the order it made them. */
    public List<Call> calls() {
        List<Call> all = new ArrayList<>();
        perThread.forEach(all::addAll);
        return Collections.unmodifiableList(all);
    }
}
