package org.ringoracle.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Producers and consumers on threads of their own calling one queue, a bounded number of calls
 * each, every call recorded in a {@link History}; then, with every thread stopped, a drain from
 * the thread after them that takes until a take moves nothing. Spinning inside a call is the
 * queue's business; a run whose threads have not stopped within {@link #GUARD_SECONDS} fails with
 * their stacks, and the drain stops once it has taken more than the queue can hold, so no run can
 * hang the build.
 */
public final class ThreadedRun {

    /** How long the threads may run before the run is taken for a hang: a guard, never a measure. */
    static final long GUARD_SECONDS = 120;

    /** The bits of an element below its producer's number. */
    static final int ID_BITS = 28;

    /** A queue as its threads call it: each call returns what it moved. */
    public interface Queue {
        /** Offers {@code elements}, all or none ({@code bulk}) or as many as fit: returns those accepted, a prefix. */
        List<Long> put(List<Long> elements, boolean bulk);

        /** Asks for {@code n}, all or none ({@code bulk}) or as many as held: returns those taken, oldest first. */
        List<Long> take(int n, boolean bulk);
    }

    /**
     * How a run is made: threads of each side, calls per thread, batches of 1 to
     * {@code largestBatch}, whether half the calls (drawn at random) are bulk rather than burst,
     * and the seed of every thread's draws.
     */
    public record Plan(int producers, int consumers, int callsEach, int largestBatch, boolean bulkToo, long seed) {
        /** Checks the counts. */
        public Plan {
            if (producers < 1 || consumers < 1 || callsEach < 1 || largestBatch < 1) {
                throw new IllegalArgumentException("a run needs one thread a side, one call and batches of one: "
                        + this);
            }
            if (producers > 8 || (long) callsEach * largestBatch >= 1L << ID_BITS) {
                throw new IllegalArgumentException("at most 8 producers of fewer than 2^" + ID_BITS
                        + " elements each, so that every element fits 32 bits: " + this);
            }
        }
    }

    private ThreadedRun() {
    }

    /**
     * Runs {@code plan} on {@code queue}, new and empty, holding up to {@code capacity}: producer p
     * puts elements p * 2^28 + 0, 1, 2 and so on, each once, so that up to 8 producers' elements
     * fit a C queue's 32-bit ids.
     *
     * @return every call, the drain's included
     * @throws AssertionError naming every thread still running, with its stack, if the guard expires
     */
    public static History run(Queue queue, int capacity, Plan plan) throws InterruptedException {
        int threads = plan.producers() + plan.consumers();
        History history = new History(threads + 1);
        List<Thread> running = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Random batches = new Random(plan.seed() * 31 + t);
            Runnable calls = t < plan.producers() ? () -> {
                long next = (long) thread << ID_BITS;
                for (int c = 0; c < plan.callsEach(); c++) {
                    List<Long> offered = new ArrayList<>();
                    for (int i = 1 + batches.nextInt(plan.largestBatch()); i > 0; i--) {
                        offered.add(next + offered.size());
                    }
                    boolean bulk = plan.bulkToo() && batches.nextBoolean();
                    next += history.record(thread, true, bulk, offered.size(), n -> queue.put(offered, bulk)).size();
                }
            } : () -> {
                for (int c = 0; c < plan.callsEach(); c++) {
                    boolean bulk = plan.bulkToo() && batches.nextBoolean();
                    history.record(thread, false, bulk, 1 + batches.nextInt(plan.largestBatch()),
                            n -> queue.take(n, bulk));
                }
            };
            Thread worker = new Thread(calls, (t < plan.producers() ? "producer-" : "consumer-") + t);
            worker.setDaemon(true);
            worker.setUncaughtExceptionHandler((th, e) -> {
                synchronized (failures) {
                    failures.add(e);
                }
            });
            running.add(worker);
        }
        running.forEach(Thread::start);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
        for (Thread worker : running) {
            worker.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        }
        List<String> stuck = new ArrayList<>();
        for (Thread worker : running) {
            if (worker.isAlive()) {
                StringBuilder stack = new StringBuilder(worker.getName());
                for (StackTraceElement frame : worker.getStackTrace()) {
                    stack.append("\n    at ").append(frame);
                }
                stuck.add(stack.toString());
            }
        }
        if (!stuck.isEmpty()) {
            throw new AssertionError("the run did not stop within " + GUARD_SECONDS + " s; still running:\n  "
                    + String.join("\n  ", stuck));
        }
        if (!failures.isEmpty()) {
            AssertionError error = new AssertionError("a thread of the run threw");
            failures.forEach(error::addSuppressed);
            throw error;
        }
        // The drain: until a take moves nothing, or has taken more than the queue can hold (a
        // broken queue may never say it is empty; the checker then finds what it took twice).
        int drained = 0;
        while (drained <= capacity) {
            int moved = history.record(threads, false, false, plan.largestBatch(), n -> queue.take(n, false)).size();
            if (moved == 0) {
                break;
            }
            drained += moved;
        }
        return history;
    }
}
