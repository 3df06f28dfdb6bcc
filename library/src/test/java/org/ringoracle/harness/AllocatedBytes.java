package org.ringoracle.harness;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;

/**
 * The bytes the current thread allocates while it repeats a step, as the JVM's per-thread counter
 * ({@code com.sun.management.ThreadMXBean}) reports them. The step is run as many times first, so
 * what is allocated once (class loading, the linking of call sites) is not counted; a step that
 * allocates on every run shows at least 16 bytes a run, the smallest object.
 */
public final class AllocatedBytes {

    private AllocatedBytes() {
    }

    /**
     * Runs {@code step} {@code times} times, then {@code times} times more, and returns the bytes
     * allocated during the second half. Skips the test (an assumption) on a JVM without the counter.
     */
    public static long during(int times, Runnable step) {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads instanceof com.sun.management.ThreadMXBean counting
                && counting.isThreadAllocatedMemorySupported() && counting.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count the bytes a thread allocates");
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) threads;
        for (int i = 0; i < times; i++) {
            step.run();
        }
        long before = bean.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < times; i++) {
            step.run();
        }
        return bean.getCurrentThreadAllocatedBytes() - before;
    }
}
