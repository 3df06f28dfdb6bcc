package org.ringoracle.c;

import com.sun.jna.ptr.IntByReference;
import java.util.List;
import java.util.stream.Stream;
import org.ringoracle.align.Rounding;
import org.ringoracle.align.contract.AlignContract;
import org.ringoracle.harness.SetAside;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.RingMemory;
import org.ringoracle.ring.TwoPhaseRing;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.contract.RingMemoryContract;
import org.ringoracle.ring.contract.TwoPhaseContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * The DPDK judged ({@link JudgedC#DPDK}), plugged into the project's contracts unchanged: each
 * method returns a contract whose implementation is the C, through {@link Shim}. The inputs of a
 * finding ({@link CFinding}) are set aside, so the rest of the clause is judged.
 */
final class InstalledDpdk {

    private InstalledDpdk() {
    }

    /** rte_ring (with {@code flags}: 0 or {@link DpdkRing#EXACT_SZ}) through the ring contract. */
    static RingContract ring(RingDesign design, int flags) {
        return ring(design, flags, DpdkRing.Sync.SP_SC);
    }

    /** The same in the synchronisation mode {@code sync}, driven from one thread. */
    static RingContract ring(RingDesign design, int flags, DpdkRing.Sync sync) {
        return new RingContract() {
            @Override
            protected RingDesign design() {
                return design;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return DpdkRing.create(count, flags, sync, start);
            }
        };
    }

    /**
     * rte_ring in {@code sync}, a mode that allows the two phases (ST or MT_HTS), through the
     * two-phase contract, driven from one thread: peek and zero-copy, bulk and burst, beside the
     * plain calls. The C checks no turn (TWO-4 is left to its caller); its multi-thread and
     * relaxed-tail modes are the ones without the two phases (TWO-6).
     */
    static TwoPhaseContract twoPhase(RingDesign design, int flags, DpdkRing.Sync sync) {
        return new TwoPhaseContract() {
            @Override
            protected RingDesign design() {
                return design;
            }

            @Override
            protected <E> TwoPhaseRing<E> create(int count, long start) {
                return DpdkRing.create(count, flags, sync, start);
            }

            @Override
            protected boolean checksTurns() {
                return false;
            }

            @Override
            protected List<ModeWithoutTwoPhase> modesWithoutTwoPhase() {
                return Stream.of(DpdkRing.Sync.MP_MC, DpdkRing.Sync.MT_RTS)
                        .map(mode -> new ModeWithoutTwoPhase(mode.name(),
                                (count, start) -> DpdkRing.<Long>create(count, flags, mode, start)))
                        .toList();
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
                String input = "count " + Integer.toUnsignedString(count);
                if (flags == DpdkRing.EXACT_SZ) {
                    SetAside.when(count == 0 || Integer.toUnsignedLong(count) >= 1L << 30, CFinding.F14.id, input);
                } else {
                    SetAside.when(count == 0, CFinding.F13.id, input);
                    SetAside.when(count == 1, CFinding.F10.id, input);
                }
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
                String input = "count " + count + ", element size " + esize;
                SetAside.when(count == 0 || esize == 0, CFinding.F15.id, input);
                SetAside.when(esize > 65_536 && esize % 4 == 0, CFinding.F23.id, input);
                long size = Shim.C.ro_rte_ring_get_memsize_elem(Shim.uint32("element size", esize), Shim.uint32("count", count));
                if (size < 0) {
                    throw new IllegalArgumentException("rte_ring_get_memsize_elem(" + esize + ", " + count
                            + ") returned " + size);
                }
                return size;
            }
        };
    }

    /** The alignment helpers through the alignment contract, F-16's inputs set aside. */
    static AlignContract align() {
        return new AlignContract() {
            @Override
            protected Rounding rounding() {
                return new SetAsideRounding(new DpdkRounding());
            }
        };
    }

    /**
     * F-16's inputs, set aside before the C is called: an alignment that is no power of two (F-6),
     * a value whose round-up passes 2^32 - 1 (F-5), the next power of two of 0 or above 2^31 and
     * the previous one of 0 (F-7). Values C cannot take at all go on to the adapter, which refuses them.
     */
    private record SetAsideRounding(Rounding c) implements Rounding {

        private static final long TOP = 0xFFFF_FFFFL;

        private static boolean inC(long v) {
            return v >= 0 && v <= TOP;
        }

        private static void alignment(long v, long a) {
            SetAside.when(inC(v) && inC(a) && Long.bitCount(a) != 1, CFinding.F16.id, "alignment " + a);
        }

        private static void wraps(long v, long a) {
            SetAside.when(inC(v) && inC(a) && a > 0 && v + a - 1 > TOP, CFinding.F16.id, "value " + v + ", " + a);
        }

        @Override
        public long ceil(long v, long a) {
            alignment(v, a);
            wraps(v, a);
            return c.ceil(v, a);
        }

        @Override
        public long floor(long v, long a) {
            alignment(v, a);
            return c.floor(v, a);
        }

        @Override
        public long roundUp(long x, long y) {
            wraps(x, y);
            return c.roundUp(x, y);
        }

        @Override
        public long roundDown(long x, long y) {
            return c.roundDown(x, y);
        }

        @Override
        public long divRoundUp(long x, long y) {
            wraps(x, y);
            return c.divRoundUp(x, y);
        }

        @Override
        public boolean isPowerOfTwo(long n) {
            return c.isPowerOfTwo(n);
        }

        @Override
        public long nextPowerOfTwo(long x) {
            SetAside.when(x == 0 || x > 1L << 31 && inC(x), CFinding.F16.id, "next power of two of " + x);
            return c.nextPowerOfTwo(x);
        }

        @Override
        public long previousPowerOfTwo(long x) {
            SetAside.when(x == 0, CFinding.F16.id, "previous power of two of 0");
            return c.previousPowerOfTwo(x);
        }
    }
}
