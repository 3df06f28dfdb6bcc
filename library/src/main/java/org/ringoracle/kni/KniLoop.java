package org.ringoracle.kni;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.ringoracle.fifo.MaskedFifo;

/**
 * One KNI device as a state machine: the mbuf pool, its four fifos ({@link KniQueue}), and the
 * mbufs the application holds.
 *
 * <p>Between steps every mbuf is in exactly one of those six places (KNI-4). The steps are the
 * kernel sending packets (alloc_q to tx_q) and receiving them (rx_q to free_q, by a
 * {@link ReceivePolicy}), the application's rx_burst (tx_q to the application, then a refill of
 * alloc_q by a {@link RefillPolicy}) and tx_burst (the application to rx_q, then free_q to the
 * pool), and the application freeing or allocating mbufs for its own use.
 */
public final class KniLoop {

    /** MBUF_BURST_SZ: the most packets the kernel sends in one step. */
    public static final int KERNEL_BURST = 32;

    /** MAX_MBUF_BURST_NUM: the most mbufs tx_burst frees from free_q in one call. */
    public static final int FREE_BURST = 32;

    private final RefillPolicy refillPolicy;
    private final ReceivePolicy receivePolicy;
    private final MbufPool pool;
    private final Map<KniQueue, MaskedFifo<Integer>> fifos = new EnumMap<>(KniQueue.class);
    private final Map<KniQueue, FifoView> views = new EnumMap<>(KniQueue.class);
    private final ArrayDeque<Integer> application = new ArrayDeque<>();
    private final Integer[] scratch = new Integer[Math.max(RefillPolicy.BURST, KERNEL_BURST)];

    /**
     * Creates a device whose four fifos have {@code fifoLength} slots each, with a full pool of
     * {@code poolSize} mbufs and empty fifos, refilled by {@code refillPolicy}, its kernel
     * receiving by {@link IntentReceive}.
     *
     * @throws IllegalArgumentException naming the value for a length FIFO-1 refuses or a negative
     *     pool size
     */
    public KniLoop(int fifoLength, int poolSize, RefillPolicy refillPolicy) {
        this(fifoLength, poolSize, refillPolicy, new IntentReceive());
    }

    /**
     * Creates a device as above whose kernel receives by {@code receivePolicy}.
     *
     * @throws IllegalArgumentException naming the value for a length FIFO-1 refuses or a negative
     *     pool size
     */
    public KniLoop(int fifoLength, int poolSize, RefillPolicy refillPolicy, ReceivePolicy receivePolicy) {
        this.refillPolicy = refillPolicy;
        this.receivePolicy = receivePolicy;
        this.pool = new MbufPool(poolSize);
        for (KniQueue queue : KniQueue.values()) {
            MaskedFifo<Integer> fifo = new MaskedFifo<>(fifoLength);
            fifos.put(queue, fifo);
            views.put(queue, new FifoView(fifo));
        }
    }

    /**
     * Moves {@code queue}'s indices forward by {@code offset} slots (with a placeholder that is no
     * mbuf), then fills it with {@code count} mbufs from the pool: a starting state for a single
     * refill or receive step.
     *
     * @throws IllegalArgumentException naming the values when {@code offset} is negative or
     *     {@code count} is negative or exceeds the fifo's free slots or the pool
     */
    public void preload(KniQueue queue, int offset, int count) {
        MaskedFifo<Integer> fifo = fifos.get(queue);
        if (offset < 0 || count < 0 || count > fifo.freeCount() || count > pool.available()) {
            throw new IllegalArgumentException("preload(" + queue + ", offset " + offset + ", count " + count
                    + ") refused: offset must be at least 0 and count in [0, "
                    + Math.min(fifo.freeCount(), pool.available()) + "] (" + queue + " free slots and pool)");
        }
        Integer[] one = {-1};
        for (int i = 0; i < offset; i++) {
            fifo.put(one, 1);
            fifo.get(one, 1);
        }
        for (int i = 0; i < count; i++) {
            one[0] = pool.allocate();
            fifo.put(one, 1);
        }
    }

    /**
     * Refills alloc_q: the refill policy's refill, through a {@link Refill} that counts what it
     * allocates, puts and frees.
     */
    public RefillReport refill() {
        MaskedFifo<Integer> allocQ = fifos.get(KniQueue.ALLOC_Q);
        int freeBefore = allocQ.freeCount();
        int countBefore = allocQ.count();
        int poolBefore = pool.available();
        int wanted = refillPolicy.wanted(allocQ());
        CountedRefill counted = new CountedRefill();
        refillPolicy.refill(counted);
        return new RefillReport(freeBefore, countBefore, poolBefore, wanted, counted.obtained, counted.put,
                counted.freed);
    }

    /** The refill's access to pool and alloc_q, counting what moved. */
    private final class CountedRefill implements Refill {
        private int obtained;
        private int put;
        private int freed;

        @Override
        public FifoView allocQ() {
            return KniLoop.this.allocQ();
        }

        @Override
        public Integer allocate() {
            Integer mbuf = pool.allocate();
            obtained += mbuf == null ? 0 : 1;
            return mbuf;
        }

        @Override
        public int put(Integer[] mbufs, int n) {
            int k = fifos.get(KniQueue.ALLOC_Q).put(mbufs, n);
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
     * The kernel's receive step: the receive policy's step, through a {@link Receive} that records
     * every mbuf taken, delivered and put.
     */
    public ReceiveReport kernelReceives() {
        int wanted = receivePolicy.wanted(view(KniQueue.FREE_Q));
        RecordedReceive recorded = new RecordedReceive();
        receivePolicy.receive(recorded);
        return new ReceiveReport(wanted, recorded.taken, recorded.delivered, recorded.put);
    }

    /** The receive step's access to rx_q and free_q, recording what moved. */
    private final class RecordedReceive implements Receive {
        private final List<Integer> taken = new ArrayList<>();
        private final List<Integer> delivered = new ArrayList<>();
        private final List<Integer> put = new ArrayList<>();

        @Override
        public FifoView rxQ() {
            return view(KniQueue.RX_Q);
        }

        @Override
        public FifoView freeQ() {
            return view(KniQueue.FREE_Q);
        }

        @Override
        public int take(Integer[] into, int n) {
            int k = fifos.get(KniQueue.RX_Q).get(into, n);
            taken.addAll(Arrays.asList(into).subList(0, k));
            return k;
        }

        @Override
        public void deliver(Integer mbuf) {
            delivered.add(mbuf);
        }

        @Override
        public int put(Integer[] mbufs, int n) {
            int k = fifos.get(KniQueue.FREE_Q).put(mbufs, n);
            for (int i = 0; i < k; i++) {
                put.add(mbufs[i]);
            }
            return k;
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
        MaskedFifo<Integer> allocQ = fifos.get(KniQueue.ALLOC_Q);
        MaskedFifo<Integer> txQ = fifos.get(KniQueue.TX_Q);
        int n = Math.min(Math.min(packets, KERNEL_BURST), Math.min(allocQ.count(), txQ.freeCount()));
        int taken = allocQ.get(scratch, n);
        txQ.put(scratch, taken);
        return taken;
    }

    /**
     * The application's rx_burst: takes up to {@code num} packets from tx_q into its hands, then
     * refills alloc_q if the refill policy says so.
     *
     * @return what the refill did, or {@code null} when there was none
     */
    public RefillReport rxBurst(int num) {
        requireCount("rxBurst", num);
        MaskedFifo<Integer> txQ = fifos.get(KniQueue.TX_Q);
        int received = 0;
        while (received < num && txQ.count() > 0) {
            int n = txQ.get(scratch, Math.min(num - received, scratch.length));
            for (int i = 0; i < n; i++) {
                application.addLast(scratch[i]);
            }
            received += n;
        }
        return refillPolicy.refillsAfter(received, allocQ()) ? refill() : null;
    }

    /**
     * What one tx_burst did.
     *
     * @param sent the mbufs put into rx_q
     * @param freed the mbufs taken from free_q and returned to the pool
     */
    public record Sent(int sent, int freed) {
    }

    /**
     * The application's tx_burst: puts up to {@code num} of the mbufs it holds into rx_q, as far as
     * rx_q has room (those it cannot send it keeps), then takes up to {@link #FREE_BURST} mbufs
     * from free_q and returns them to the pool.
     */
    public Sent txBurst(int num) {
        requireCount("txBurst", num);
        MaskedFifo<Integer> rxQ = fifos.get(KniQueue.RX_Q);
        int n = Math.min(num, Math.min(application.size(), rxQ.freeCount()));
        Integer[] batch = new Integer[n];
        for (int i = 0; i < n; i++) {
            batch[i] = application.pollFirst();
        }
        int sent = rxQ.put(batch, n);
        int freed = fifos.get(KniQueue.FREE_Q).get(scratch, FREE_BURST);
        for (int i = 0; i < freed; i++) {
            pool.free(scratch[i]);
        }
        return new Sent(sent, freed);
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

    /** {@code queue}, read only. */
    public FifoView view(KniQueue queue) {
        return views.get(queue);
    }

    /** alloc_q, read only. */
    public FifoView allocQ() {
        return view(KniQueue.ALLOC_Q);
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
        return "pool " + pool.available() + ", " + views.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "))
                + ", application " + application.size();
    }
}
