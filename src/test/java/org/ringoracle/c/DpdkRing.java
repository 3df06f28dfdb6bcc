package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.lang.ref.Cleaner;
import java.util.HashMap;
import java.util.Map;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;

/**
 * DPDK's rte_ring as installed (librte_ring of DPDK 22.11), single producer and single consumer,
 * with 4-byte elements: each Java element is given a fresh 32-bit id, the C ring moves the ids,
 * and the ids are mapped back. The ring's memory is the shim's, freed when the ring is collected.
 *
 * <p>The one check made here and not in C is the Java array bound (RING-10): C takes a count and a
 * pointer and cannot see the array's length.
 *
 * @param <E> the element type
 */
public final class DpdkRing<E> implements Ring<E> {

    /** RING_F_EXACT_SZ (rte_ring_core.h). */
    static final int EXACT_SZ = 0x0004;

    private static final Cleaner CLEANER = Cleaner.create();

    private final Pointer ring;
    private final Map<Integer, E> elements = new HashMap<>();
    private int nextId;

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
        Pointer ring = Shim.C.ro_rte_ring_new(count, flags, (int) start, rc);
        if (ring == null) {
            throw new IllegalArgumentException("rte_ring_init(count " + Integer.toUnsignedString(count) + ", flags "
                    + flags + ") returned " + rc.getValue());
        }
        return new DpdkRing<>(ring);
    }

    private static void requireBatch(int n, int length) {
        if (n < 0 || n > length) {
            throw new IllegalArgumentException("n " + n + " refused: outside [0, " + length + "], the array's length");
        }
    }

    private Moved enqueue(E[] src, int n, boolean bulk) {
        requireBatch(n, src.length);
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            ids[i] = nextId + i;
        }
        IntByReference freeSpace = new IntByReference();
        int k = bulk ? Shim.C.ro_rte_ring_enqueue_bulk(ring, ids, n, freeSpace)
                : Shim.C.ro_rte_ring_enqueue_burst(ring, ids, n, freeSpace);
        for (int i = 0; i < k; i++) {
            elements.put(ids[i], src[i]);
        }
        nextId += n;
        return new Moved(k, freeSpace.getValue());
    }

    private Moved dequeue(E[] dst, int n, boolean bulk) {
        requireBatch(n, dst.length);
        int[] ids = new int[n];
        IntByReference available = new IntByReference();
        int k = bulk ? Shim.C.ro_rte_ring_dequeue_bulk(ring, ids, n, available)
                : Shim.C.ro_rte_ring_dequeue_burst(ring, ids, n, available);
        for (int i = 0; i < k; i++) {
            dst[i] = elements.get(ids[i]);
        }
        return new Moved(k, available.getValue());
    }

    @Override
    public int capacity() {
        return Shim.C.ro_rte_ring_get_capacity(ring);
    }

    @Override
    public Moved enqueueBulk(E[] src, int n) {
        return enqueue(src, n, true);
    }

    @Override
    public Moved enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    @Override
    public Moved dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, true);
    }

    @Override
    public Moved dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
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

    @Override
    public E slot(int i) {
        if (i < 0 || i >= Shim.C.ro_rte_ring_get_size(ring)) {
            throw new IllegalArgumentException("slot " + i + " refused: outside [0, " + Shim.C.ro_rte_ring_get_size(ring) + ")");
        }
        return elements.get(Shim.C.ro_rte_ring_slot(ring, i));
    }
}
