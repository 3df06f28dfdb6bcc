package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.lang.ref.Cleaner;
import org.ringoracle.ring.RingArguments;

/**
 * DPDK's rte_ring as installed (librte_ring of DPDK 22.11), single producer and single consumer,
 * with 4-byte elements carrying the ids of {@link IdRing}. The ring's memory is the shim's, freed
 * when the ring is collected.
 *
 * @param <E> the element type
 */
public final class DpdkRing<E> extends IdRing<E> {

    /** RING_F_EXACT_SZ (rte_ring_core.h). */
    static final int EXACT_SZ = 0x0004;

    private static final Cleaner CLEANER = Cleaner.create();

    private final Pointer ring;

    private DpdkRing(Pointer ring) {
        this.ring = ring;
        CLEANER.register(this, () -> Shim.C.ro_rte_ring_free(ring));
    }

    /**
     * {@code rte_ring_init(count, flags)} over the shim's memory, with all four indices at
     * {@code start}.
     *
     * @throws IllegalArgumentException naming the count when rte_ring_init returns an error
     */
    public static <E> DpdkRing<E> create(int count, int flags, long start) {
        IntByReference rc = new IntByReference();
        // A start rte_ring's uint32_t indices cannot hold is refused here, never cut (RING-17).
        Pointer ring = Shim.C.ro_rte_ring_new(count, flags, (int) RingArguments.requireStart(start, 32), rc);
        if (ring == null) {
            throw new IllegalArgumentException("rte_ring_init(count " + Integer.toUnsignedString(count) + ", flags "
                    + flags + ") returned " + rc.getValue());
        }
        return new DpdkRing<>(ring);
    }

    @Override
    int enqueueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        return bulk ? Shim.C.ro_rte_ring_enqueue_bulk(ring, ids, n, left) : Shim.C.ro_rte_ring_enqueue_burst(ring, ids, n, left);
    }

    @Override
    int dequeueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        return bulk ? Shim.C.ro_rte_ring_dequeue_bulk(ring, ids, n, left) : Shim.C.ro_rte_ring_dequeue_burst(ring, ids, n, left);
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
