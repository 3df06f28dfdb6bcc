package org.ringoracle.c;

import com.sun.jna.ptr.IntByReference;
import org.ringoracle.align.Rounding;
import org.ringoracle.align.contract.AlignContract;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.RingMemory;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.contract.RingMemoryContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * DPDK 22.11 as Debian installs it, plugged into the project's contracts unchanged: each method
 * returns a contract whose implementation is the C, through {@link Shim}.
 */
final class InstalledDpdk {

    private InstalledDpdk() {
    }

    /** rte_ring (with {@code flags}: 0 or {@link DpdkRing#EXACT_SZ}) through the ring contract. */
    static RingContract ring(RingDesign design, int flags) {
        return new RingContract() {
            @Override
            protected RingDesign design() {
                return design;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return DpdkRing.create(count, flags, start);
            }
        };
    }

    /** rte_ring_init's count rule through the creation contract: the capacity of a header it initialises. */
    static RingCreationContract creation(RingDesign design, int flags) {
        return new RingCreationContract() {
            @Override
            protected RingDesign design() {
                return design;
            }

            @Override
            protected int capacity(int count) {
                IntByReference capacity = new IntByReference();
                int rc = Shim.C.ro_rte_ring_init_capacity(count, flags, capacity);
                if (rc != 0) {
                    throw new IllegalArgumentException("rte_ring_init(count " + Integer.toUnsignedString(count)
                            + ") returned " + rc);
                }
                return capacity.getValue();
            }
        };
    }

    /**
     * The layout of this build: sizeof(struct rte_ring) and RTE_CACHE_LINE_SIZE from the installed
     * headers, and no guard line, as DPDK 22.11's rte_ring_get_memsize_elem adds none.
     */
    static RingMemory layout() {
        return new RingMemory(Shim.C.ro_rte_ring_header_size(), Shim.C.ro_rte_cache_line_size(), 0);
    }

    /** rte_ring_get_memsize_elem through the memory contract. */
    static RingMemoryContract memory() {
        return new RingMemoryContract() {
            @Override
            protected RingMemory layout() {
                return InstalledDpdk.layout();
            }

            @Override
            protected long size(long count, long esize) {
                long size = Shim.C.ro_rte_ring_get_memsize_elem(Shim.uint32("element size", esize), Shim.uint32("count", count));
                if (size < 0) {
                    throw new IllegalArgumentException("rte_ring_get_memsize_elem(" + esize + ", " + count
                            + ") returned " + size);
                }
                return size;
            }
        };
    }

    /** The alignment helpers through the alignment contract. */
    static AlignContract align() {
        return new AlignContract() {
            @Override
            protected Rounding rounding() {
                return new DpdkRounding();
            }
        };
    }
}
