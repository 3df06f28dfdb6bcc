package org.ringoracle.sizing;

import java.util.ArrayList;
import java.util.List;

/** How many mbufs a mempool is created with, and the memory they take (SIZE-11, SIZE-12). */
public final class MbufCounts {

    /** MAX_NB_MBUF: the shared pool of a port with MTU 1500 or more. */
    public static final long MAX_NB_MBUF = 262_144;
    /** MIN_NB_MBUF: the shared pool below MTU 1500, and the floor of halving. */
    public static final long MIN_NB_MBUF = 16_384;
    /** Mbufs cached per lcore in the per-port model. */
    public static final long PER_LCORE_CACHE = 32;

    private MbufCounts() {
    }

    /** The shared model: MAX_NB_MBUF at MTU 1500 or more, else MIN_NB_MBUF. */
    public static long shared(int mtu) {
        return Frame.requireMtu(mtu) >= 1500 ? MAX_NB_MBUF : MIN_NB_MBUF;
    }

    /** The counts tried in turn when allocation fails: halving from {@code first} while at least MIN_NB_MBUF. */
    public static List<Long> attempts(long first) {
        List<Long> attempts = new ArrayList<>();
        for (long n = first; n >= MIN_NB_MBUF; n = n / 2) {
            attempts.add(n);
        }
        return attempts;
    }

    /**
     * The per-port model: rxq * rxq size + txq * tx size + min(RTE_MAX_LCORE, rxq) * 32 + MIN_NB_MBUF.
     *
     * @throws IllegalArgumentException naming the value when a queue count is below 1 or above 1024
     */
    public static long perPort(long rxQueues, long txQueues, Platform platform) {
        requireQueues("rx queues", rxQueues);
        requireQueues("tx queues", txQueues);
        return rxQueues * platform.rxqSize() + txQueues * platform.txqSize()
                + Math.min(platform.maxLcore(), rxQueues) * PER_LCORE_CACHE + MIN_NB_MBUF;
    }

    /** Bytes for {@code count} objects of {@code objectSize} bytes; refused if it exceeds a long. */
    public static long memory(long count, long objectSize) {
        return Math.multiplyExact(count, objectSize);
    }

    private static void requireQueues(String what, long n) {
        if (n < 1 || n > 1024) {
            throw new IllegalArgumentException(what + " " + n + " refused (SIZE-11): a port has 1 to 1024");
        }
    }
}
