package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.lang.ref.Cleaner;
import org.ringoracle.ring.RingArguments;

/**
 * Concurrency Kit's ck_ring as installed (ck_ring.h of libck-dev 0.7.1), single producer and
 * single consumer, each slot a pointer carrying an id of {@link IdRing}. ck_ring has one element
 * per call and reports only its size; what the adapter derives, as specs/ring.md (RING-16) says a
 * caller would: the capacity is {@code ck_ring_capacity - 1}, free space, full and empty come from
 * {@code ck_ring_size}, and the shim builds bulk and burst from single calls. The memory is the
 * shim's, freed when the ring is collected.
 *
 * @param <E> the element type
 */
final class CkRing<E> extends IdRing<E> {

    private static final Cleaner CLEANER = Cleaner.create();

    private final Pointer ring;
    private final int slots;

    private CkRing(Pointer ring, int slots) {
        this.ring = ring;
        this.slots = slots;
        CLEANER.register(this, () -> Shim.C.ro_ck_ring_free(ring));
    }

    /**
     * {@code ck_ring_init(size)} over a buffer of {@code size} slots, the indices at {@code start}.
     * ck_ring_init checks nothing, so neither does this; sizes are those the contract draws. A
     * start its {@code unsigned int} indices cannot hold is refused here, never cut (RING-17).
     *
     * @throws IllegalStateException when the shim cannot allocate the buffer
     */
    static <E> CkRing<E> create(int size, long start) {
        Pointer ring = Shim.C.ro_ck_ring_new(size, (int) RingArguments.requireStart(start, 32));
        if (ring == null) {
            throw new IllegalStateException("no memory for a ck_ring of " + Integer.toUnsignedString(size) + " slots");
        }
        return new CkRing<>(ring, size);
    }

    @Override
    int enqueueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        return Shim.C.ro_ck_ring_enqueue(ring, ids, n, bulk ? 1 : 0, left);
    }

    @Override
    int dequeueIds(int[] ids, int n, boolean bulk, IntByReference left) {
        return Shim.C.ro_ck_ring_dequeue(ring, ids, n, bulk ? 1 : 0, left);
    }

    @Override
    int slots() {
        return slots;
    }

    @Override
    int slotId(int i) {
        return Shim.C.ro_ck_ring_slot(ring, i);
    }

    /** ck_ring_capacity less one: ck_ring_capacity(3) says the ring holds one entry fewer than it returns. */
    @Override
    public int capacity() {
        return Shim.C.ro_ck_ring_capacity(ring) - 1;
    }

    @Override
    public int count() {
        return Shim.C.ro_ck_ring_size(ring);
    }

    @Override
    public int freeCount() {
        return capacity() - count();
    }

    @Override
    public boolean isFull() {
        return freeCount() == 0;
    }

    @Override
    public boolean isEmpty() {
        return count() == 0;
    }

    /** p_tail, where the next entry is written. */
    @Override
    public long producerIndex() {
        return Integer.toUnsignedLong(Shim.C.ro_ck_ring_p_tail(ring));
    }

    /** c_head, where the next entry is read. */
    @Override
    public long consumerIndex() {
        return Integer.toUnsignedLong(Shim.C.ro_ck_ring_c_head(ring));
    }
}
