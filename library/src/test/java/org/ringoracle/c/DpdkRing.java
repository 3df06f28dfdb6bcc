package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;
import org.ringoracle.history.ThreadedRun;
import org.ringoracle.ring.Regions;
import org.ringoracle.ring.RingArguments;
import org.ringoracle.ring.TwoPhaseRing;

/**
 * DPDK's rte_ring as installed (librte_ring of DPDK 22.11) in one of its synchronisation modes,
 * with 4-byte elements carrying the ids of {@link IdRing}, driven from one thread. The ring's
 * memory is the shim's, freed when the ring is collected.
 *
 * <p>Its two-phase calls are rte_ring_peek.h's and rte_ring_peek_zc.h's, which dispatch on the
 * ring's mode as the C does: in the modes that do not support them (MP/MC, RTS) a start returns 0
 * and a finish does nothing (specs/two-phase.md, TWO-6). Like the C, it checks no turn (TWO-4): a
 * finish of more than was started is passed on, and the C gives the whole start back.
 *
 * @param <E> the element type
 */
public final class DpdkRing<E> extends IdRing<E> implements TwoPhaseRing<E> {

    /** RING_F_SP_ENQ (rte_ring_core.h). */
    static final int SP_ENQ = 0x0001;

    /** RING_F_EXACT_SZ (rte_ring_core.h). */
    static final int EXACT_SZ = 0x0004;

    private static final Cleaner CLEANER = Cleaner.create();

    /**
     * rte_ring's synchronisation modes (rte_ring_core.h), each selected for both sides by the flags
     * rte_ring_init takes (RING_F_SP_ENQ | RING_F_SC_DEQ, none, RING_F_MP_HTS_ENQ |
     * RING_F_MC_HTS_DEQ, RING_F_MP_RTS_ENQ | RING_F_MC_RTS_DEQ); in the order of the shim's
     * {@code enum ro_sync}. Single-producer single-consumer rings are driven through the
     * {@code rte_ring_sp_}/{@code sc_} calls, the others through the calls that dispatch on the
     * ring's mode.
     */
    public enum Sync {
        SP_SC(1),
        MP_MC(0),
        MT_HTS(3),
        MT_RTS(2);

        /** The mode's value in {@code enum rte_ring_sync_type} (MT 0, ST 1, MT_RTS 2, MT_HTS 3). */
        final int syncType;

        Sync(int syncType) {
            this.syncType = syncType;
        }
    }

    private final Pointer ring;
    private final Sync sync;

    private DpdkRing(Pointer ring, Sync sync) {
        this.ring = ring;
        this.sync = sync;
        CLEANER.register(this, () -> Shim.C.ro_rte_ring_free(ring));
    }

    /**
     * {@code rte_ring_init(count, flags)} over the shim's memory, single producer and single
     * consumer, with all four indices at {@code start}.
     *
     * @throws IllegalArgumentException naming the count when rte_ring_init returns an error
     */
    public static <E> DpdkRing<E> create(int count, int flags, long start) {
        return create(count, flags, Sync.SP_SC, start);
    }

    /**
     * {@code rte_ring_init} with {@code flags} and those of {@code sync}, over the shim's memory,
     * with the head and tail of both sides at {@code start}.
     *
     * @throws IllegalArgumentException naming the count, flags and mode when rte_ring_init returns an
     *     error, for the count or for the flags with those of the mode
     */
    public static <E> DpdkRing<E> create(int count, int flags, Sync sync, long start) {
        IntByReference rc = new IntByReference();
        // A start rte_ring's uint32_t indices cannot hold is refused here, never cut (RING-17).
        Pointer ring = Shim.C.ro_rte_ring_new_sync(count, flags, sync.ordinal(),
                (int) RingArguments.requireStart(start, 32), rc);
        if (ring == null) {
            throw new IllegalArgumentException("rte_ring_init(count " + Integer.toUnsignedString(count) + ", flags "
                    + flags + ", " + sync + ") returned " + rc.getValue());
        }
        int types = Shim.C.ro_rte_ring_sync_types(ring);
        if (types != sync.syncType * 16 + sync.syncType) {
            Shim.C.ro_rte_ring_free(ring);
            throw new IllegalStateException("rte_ring_init was asked for " + sync + " and gave the producer mode "
                    + types / 16 + " and the consumer mode " + types % 16 + " (enum rte_ring_sync_type)");
        }
        return new DpdkRing<>(ring, sync);
    }

    @Override
    int enqueueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        if (sync == Sync.SP_SC) {
            return bulk ? Shim.C.ro_rte_ring_enqueue_bulk(ring, ids, n, left)
                    : Shim.C.ro_rte_ring_enqueue_burst(ring, ids, n, left);
        }
        return Shim.C.ro_rte_ring_enqueue_sync(ring, ids, n, bulk, left);
    }

    @Override
    int dequeueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        if (sync == Sync.SP_SC) {
            return bulk ? Shim.C.ro_rte_ring_dequeue_bulk(ring, ids, n, left)
                    : Shim.C.ro_rte_ring_dequeue_burst(ring, ids, n, left);
        }
        return Shim.C.ro_rte_ring_dequeue_sync(ring, ids, n, bulk, left);
    }

    @Override
    public int enqueueStart(int n, boolean bulk) {
        requireBatch(n, Integer.MAX_VALUE);
        IntByReference left = new IntByReference();
        int k = Shim.C.ro_rte_ring_enqueue_start(ring, n, bulk, left);
        left(left);
        return k;
    }

    @Override
    public void enqueueFinish(E[] src, int m) {
        requireBatch(m, src.length);
        int[] ids = freshIds(m);
        remember(ids, src, m);
        Shim.C.ro_rte_ring_enqueue_finish(ring, ids, m);
    }

    @Override
    public int enqueueZcStart(int n, boolean bulk, Regions regions) {
        return zcStart(true, n, bulk, regions);
    }

    /**
     * A zero-copy start of either side. {@code regions} go to the shim as they are, so that a start
     * that fills nothing (in a mode without the two phases) leaves them.
     */
    private int zcStart(boolean enqueue, int n, boolean bulk, Regions regions) {
        requireBatch(n, Integer.MAX_VALUE);
        int[] where = {regions.first(), regions.firstCount(), regions.second()};
        IntByReference left = new IntByReference();
        int k = Shim.C.ro_rte_ring_zc_start(ring, enqueue, n, bulk, where, left);
        regions.set(where[0], where[1], where[2]);
        left(left);
        return k;
    }

    @Override
    public void write(int slot, E element) {
        Shim.C.ro_rte_ring_set_slot(ring, requireSlot(slot), freshId(element));
    }

    @Override
    public void enqueueZcFinish(int m) {
        requireBatch(m, Integer.MAX_VALUE);
        Shim.C.ro_rte_ring_enqueue_zc_finish(ring, m);
    }

    @Override
    public int dequeueStart(E[] dst, int n, boolean bulk) {
        requireBatch(n, dst.length);
        int[] ids = new int[n];
        IntByReference left = new IntByReference();
        int k = Shim.C.ro_rte_ring_dequeue_start(ring, ids, n, bulk, left);
        for (int i = 0; i < k; i++) {
            dst[i] = element(ids[i]);
        }
        left(left);
        return k;
    }

    @Override
    public void dequeueFinish(int m) {
        requireBatch(m, Integer.MAX_VALUE);
        Shim.C.ro_rte_ring_dequeue_finish(ring, m);
    }

    @Override
    public int dequeueZcStart(int n, boolean bulk, Regions regions) {
        return zcStart(false, n, bulk, regions);
    }

    @Override
    public void dequeueZcFinish(int m) {
        requireBatch(m, Integer.MAX_VALUE);
        Shim.C.ro_rte_ring_dequeue_zc_finish(ring, m);
    }

    /**
     * The ring as the threads of a {@link ThreadedRun} call it, each call bulk or burst: the
     * elements go to the C as their own ids (below 2^32) and come back as they are, with no map
     * between, so any thread may call it. The free space and entries left after a call are not
     * asked for (rte_ring's calls take NULL for them), so that a call allocates no native memory.
     */
    ThreadedRun.Queue threaded() {
        return new ThreadedRun.Queue() {
            @Override
            public List<Long> put(List<Long> elements, boolean bulk) {
                int[] ids = new int[elements.size()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = Shim.uint32("element", elements.get(i));
                }
                return elements.subList(0, enqueueIds(ids, ids.length, bulk, null));
            }

            @Override
            public List<Long> take(int n, boolean bulk) {
                int[] ids = new int[n];
                int k = dequeueIds(ids, n, bulk, null);
                List<Long> taken = new ArrayList<>(k);
                for (int i = 0; i < k; i++) {
                    taken.add(Integer.toUnsignedLong(ids[i]));
                }
                return taken;
            }
        };
    }

    @Override
    int slots() {
        return Shim.C.ro_rte_ring_get_size(ring);
    }

    @Override
    int slotId(int i) {
        return Shim.C.ro_rte_ring_slot(ring, i);
    }

    @Override
    public int capacity() {
        return Shim.C.ro_rte_ring_get_capacity(ring);
    }

    @Override
    public int count() {
        return Shim.C.ro_rte_ring_count(ring);
    }

    @Override
    public int freeCount() {
        return Shim.C.ro_rte_ring_free_count(ring);
    }

    @Override
    public boolean isFull() {
        return Shim.C.ro_rte_ring_full(ring) != 0;
    }

    @Override
    public boolean isEmpty() {
        return Shim.C.ro_rte_ring_empty(ring) != 0;
    }

    @Override
    public long producerIndex() {
        return Integer.toUnsignedLong(Shim.C.ro_rte_ring_prod_tail(ring));
    }

    @Override
    public long consumerIndex() {
        return Integer.toUnsignedLong(Shim.C.ro_rte_ring_cons_tail(ring));
    }
}
