package org.ringoracle.kni;

import java.util.ArrayDeque;
import org.ringoracle.fifo.MaskedFifo;

/**
 * One KNI device's kernel-to-application path as a state machine: the mbuf pool, alloc_q (empty
 * buffers for the kernel), tx_q (packets from the kernel), and the mbufs the application holds.
 *
 * <p>Every mbuf is in exactly one of those four places (KNI-4). The steps are the kernel sending
 * packets, the application's rx_burst (which may refill alloc_q), and the application freeing or
 * allocating mbufs for its own use.
 */
public final class KniLoop {

    /** MBUF_BURST_SZ: the most packets the kernel sends in one step. */
    public static final int KERNEL_BURST = 32;

    private final RefillPolicy policy;
    private final MbufPool pool;
    private final MaskedFifo<Integer> allocQ;
    private final AllocQView allocQView;
    private final MaskedFifo<Integer> txQ;
    private final ArrayDeque<Integer> application = new ArrayDeque<>();
    private final Integer[] scratch = new Integer[Math.max(RefillPolicy.BURST, KERNEL_BURST)];

    /**
     * Creates a device whose alloc_q and tx_q have {@code fifoLength} slots, with a full pool of
     * {@code poolSize} mbufs and empty fifos.
     *
     * @throws IllegalArgumentException naming the value for a length FIFO-1 refuses or a negative
     *     pool size
     */
    public KniLoop(int fifoLength, int poolSize, RefillPolicy policy) {
        this.policy = policy;
        this.pool = new MbufPool(poolSize);
        this.allocQ = new MaskedFifo<>(fifoLength);
        this.allocQView = new AllocQView(allocQ);
        this.txQ = new MaskedFifo<>(fifoLength);
    }

    /**
     * Moves alloc_q's indices forward by {@code offset} slots (with a placeholder that is no mbuf),
     * then fills it with {@code count} mbufs from the pool: a starting state for a single refill.
     *
     * @throws IllegalArgumentException naming the values when {@code offset} is negative or
     *     {@code count} is negative or exceeds alloc_q's free slots or the pool
     */
    public void preload(int offset, int count) {
        if (offset < 0 || count < 0 || count > allocQ.freeCount() || count > pool.available()) {
            throw new IllegalArgumentException("preload(offset " + offset + ", count " + count
                    + ") refused: offset must be at least 0 and count in [0, "
                    + Math.min(allocQ.freeCount(), pool.available()) + "] (alloc_q free slots and pool)");
        }
        Integer[] one = {-1};
        for (int i = 0; i < offset; i++) {
            allocQ.put(one, 1);
            allocQ.get(one, 1);
        }
        for (int i = 0; i < count; i++) {
            one[0] = pool.allocate();
            allocQ.put(one, 1);
        }
    }

    /**
     * Refills alloc_q: the policy's refill, through a {@link Refill} that counts what it allocates,
     * puts and frees.
     */
    public RefillReport refill() {
        int freeBefore = allocQ.freeCount();
        int countBefore = allocQ.count();
        int poolBefore = pool.available();
        int wanted = policy.wanted(allocQView);
        Counted counted = new Counted();
        policy.refill(counted);
        return new RefillReport(freeBefore, countBefore, poolBefore, wanted, counted.obtained, counted.put,
                counted.freed);
    }

    /** The refill's access to pool and alloc_q, counting what moved. */
    private final class Counted implements Refill {
        private int obtained;
        private int put;
        private int freed;

        @Override
        public AllocQView allocQ() {
            return allocQView;
        }

        @Override
        public Integer allocate() {
            Integer mbuf = pool.allocate();
            obtained += mbuf == null ? 0 : 1;
            return mbuf;
        }

        @Override
        public int put(Integer[] mbufs, int n) {
            int k = allocQ.put(mbufs, n);
            put += k;
            return k;
        }

        @Override
        public void free(Integer mbuf) {
            pool.free(mbuf);
            freed++;
        }
    }

    /**
     * The kernel sends up to {@code packets} packets (at most {@link #KERNEL_BURST}): each takes an
     * empty buffer from alloc_q and goes into tx_q, as far as alloc_q has buffers and tx_q room.
     *
     * @return the number of packets sent
     */
    public int kernelSends(int packets) {
        requireCount("kernelSends", packets);
        int n = Math.min(Math.min(packets, KERNEL_BURST), Math.min(allocQ.count(), txQ.freeCount()));
        int taken = allocQ.get(scratch, n);
        txQ.put(scratch, taken);
        return taken;
    }

    /**
     * The application's rx_burst: takes up to {@code num} packets from tx_q into its hands, then
     * refills alloc_q if the policy says so.
     *
     * @return what the refill did, or {@code null} when there was none
     */
    public RefillReport rxBurst(int num) {
        requireCount("rxBurst", num);
        int received = 0;
        while (received < num && txQ.count() > 0) {
            int n = txQ.get(scratch, Math.min(num - received, scratch.length));
            for (int i = 0; i < n; i++) {
                application.addLast(scratch[i]);
            }
            received += n;
        }
        return policy.refillsAfter(received, allocQView) ? refill() : null;
    }

    /** The application frees up to {@code n} of the mbufs it holds; returns how many. */
    public int applicationFrees(int n) {
        requireCount("applicationFrees", n);
        int freed = 0;
        while (freed < n && !application.isEmpty()) {
            pool.free(application.pollFirst());
            freed++;
        }
        return freed;
    }

    /** The application allocates up to {@code n} mbufs for its own use; returns how many it got. */
    public int applicationAllocates(int n) {
        requireCount("applicationAllocates", n);
        int got = 0;
        Integer mbuf;
        while (got < n && (mbuf = pool.allocate()) != null) {
            application.addLast(mbuf);
            got++;
        }
        return got;
    }

    private static void requireCount(String step, int n) {
        if (n < 0) {
            throw new IllegalArgumentException(step + "(" + n + ") refused: a count of packets or mbufs is at least 0");
        }
    }

    /** alloc_q, read only. */
    public AllocQView allocQ() {
        return allocQView;
    }

    /** Packets in tx_q. */
    public int txQueued() {
        return txQ.count();
    }

    /** Mbufs the pool can hand out. */
    public int poolAvailable() {
        return pool.available();
    }

    /** Mbufs the application holds. */
    public int applicationHeld() {
        return application.size();
    }

    /** Mbufs the device was created with. */
    public int poolSize() {
        return pool.size();
    }

    @Override
    public String toString() {
        return "pool " + pool.available() + ", alloc_q " + allocQ.count() + " (read " + allocQ.readIndex()
                + ", write " + allocQ.writeIndex() + "), tx_q " + txQ.count() + ", application " + application.size();
    }
}
