package org.ringoracle.c;

import com.sun.jna.ptr.IntByReference;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The findings of reports/findings.md about real C, each as a fact about the C judged: its probe
 * calls the C with the finding's own inputs (worked by hand there) and tells whether the C still
 * does what the finding says ({@link Status#PRESENT}), does what the intent requires
 * ({@link Status#FIXED}), or something else ({@link Status#CHANGED}, which fails the build: the
 * finding must be read again). The contracts set the finding's inputs aside ({@link #shape}), so
 * the rest of each clause's domain is still judged.
 */
enum CFinding {

    F10("F-10", "RING-1", JudgedC.DPDK, "rte_ring_init in normal mode with count 1", () -> {
        Init one = Init.of(1, 0);
        return Observed.of(one.toString(), one.is(0, 0), one.refused());
    }),
    F13("F-13", "RING-1", JudgedC.DPDK, "rte_ring_init in normal mode with count 0", () -> {
        Init zero = Init.of(0, 0);
        return Observed.of(zero.toString(), zero.is(0, 0xFFFF_FFFFL), zero.refused());
    }),
    F14("F-14", "RING-2", JudgedC.DPDK, "rte_ring_init with RING_F_EXACT_SZ and count 0 or at least 2^30", () -> {
        List<Init> inits = List.of(Init.of(0, DpdkRing.EXACT_SZ), Init.of(1L << 30, DpdkRing.EXACT_SZ),
                Init.of(0xFFFF_FFFFL, DpdkRing.EXACT_SZ));
        return Observed.of(inits.toString(),
                inits.get(0).is(0, 0) && inits.get(1).is(0, 1L << 30) && inits.get(2).is(0, 0xFFFF_FFFFL),
                inits.stream().allMatch(Init::refused));
    }),
    F15("F-15", "RING-14", JudgedC.DPDK, "rte_ring_get_memsize_elem with count 0 or element size 0", () -> {
        long header = Shim.C.ro_rte_ring_header_size();
        long none = Shim.C.ro_rte_ring_get_memsize_elem(0, 0);
        long noCount = Shim.C.ro_rte_ring_get_memsize_elem(8, 0);
        return Observed.of("memsize(esize 0, count 0) = " + none + ", memsize(esize 8, count 0) = " + noCount
                + " (header " + header + ")", none == header && noCount == header, none < 0 && noCount < 0);
    }),
    F23("F-23", "RING-14", JudgedC.DPDK, "rte_ring_get_memsize_elem with an element size above 65536 that is a"
            + " multiple of 4", () -> {
        long header = Shim.C.ro_rte_ring_header_size();
        long line = Shim.C.ro_rte_cache_line_size();
        long size = Shim.C.ro_rte_ring_get_memsize_elem(65_540, 1);
        return Observed.of("memsize(esize 65540, count 1) = " + size + " (header " + header + ", line " + line + ")",
                size == (header + 65_540 + line - 1) / line * line, size < 0);
    }),
    F16("F-16", "SIZE-1, SIZE-4, SIZE-5", JudgedC.DPDK, "RTE_ALIGN_CEIL and RTE_ALIGN_FLOOR with an alignment that is"
            + " no power of two (F-6), RTE_ALIGN_CEIL and RTE_ALIGN_MUL_CEIL where value + alignment - 1 passes"
            + " 2^32 - 1 (F-5), rte_align32pow2 of 0 or above 2^31 and rte_align32prevpow2 of 0 (F-7)", () -> {
        long ceilTop = u(Shim.C.ro_rte_align_ceil(-1, 2));
        long ceilZero = u(Shim.C.ro_rte_align_ceil(5, 0));
        long mulTop = u(Shim.C.ro_rte_align_mul_ceil(-1, 2));
        long pow0 = u(Shim.C.ro_rte_align32pow2(0));
        long powTop = u(Shim.C.ro_rte_align32pow2((int) ((1L << 31) + 1)));
        return Observed.of("RTE_ALIGN_CEIL(4294967295, 2) = " + ceilTop + ", RTE_ALIGN_CEIL(5, 0) = " + ceilZero
                + ", RTE_ALIGN_MUL_CEIL(4294967295, 2) = " + mulTop + ", rte_align32pow2(0) = " + pow0
                + ", rte_align32pow2(2^31 + 1) = " + powTop,
                ceilTop == 0 && ceilZero == 0 && mulTop == 0 && pow0 == 0 && powTop == 0, false);
    }),
    F17("F-17", "VIRTIO-3", JudgedC.LINUX, "vring_size and vring_init with any layout VIRTIO-3 refuses (they"
            + " return a number, so they cannot refuse)", () -> {
        long zero = u(Shim.C.ro_vring_size(0, 4096));
        long three = u(Shim.C.ro_vring_size(3, 4096));
        long unaligned = u(Shim.C.ro_vring_size(1, 0));
        return Observed.of("vring_size(0, 4096) = " + zero + ", vring_size(3, 4096) = " + three
                + ", vring_size(1, 0) = " + unaligned, zero == 4102 && three == 4126 && unaligned == 14, false);
    }),
    F18("F-18", "SIZE-10", JudgedC.DPDK, "rte_mempool_calc_obj_size with an element near 2^32 (not reached by the"
            + " generated check, which stops at 70,000 bytes)", () -> {
        long top = u(Shim.C.ro_rte_mempool_calc_obj_size(-1, 0));
        long below = u(Shim.C.ro_rte_mempool_calc_obj_size(-8, 0));
        return Observed.of("calc_obj_size(0xFFFFFFFF) = " + top + ", calc_obj_size(0xFFFFFFF8) = " + below,
                top == 64 && below == 64, false);
    }),
    F19("F-19", "RING-16", JudgedC.CK, "ck_ring_init with any size the rule refuses (it returns nothing, so it"
            + " cannot refuse)", () -> {
        long zero = u(Shim.C.ro_ck_ring_init_capacity(0));
        long three = u(Shim.C.ro_ck_ring_init_capacity(3));
        return Observed.of("ck_ring_capacity after ck_ring_init(0) = " + zero + ", after ck_ring_init(3) = " + three,
                zero == 0 && three == 3, false);
    }),
    F20("F-20", "PKT-2", JudgedC.DPDK, "rte_pktmbuf_read where offset + length passes 2^32 - 1", () -> {
        String empty = read(List.of(new byte[0]), 1, 0xFFFF_FFFFL);
        String skipped = read(Hand.TWO_SEGMENTS, 6, 0xFFFF_FFFFL);
        String beyond = read(Hand.TWO_SEGMENTS, 10, 0xFFFF_FFFBL);
        return Observed.of("of segments [0]: read(off 1, len 4294967295) " + empty + "; of [1 2 3 4] [5 6 7 8]:"
                + " read(off 6, len 4294967295) " + skipped + ", read(off 10, len 4294967291) " + beyond,
                empty.endsWith(Hand.OUTSIDE) && skipped.endsWith(Hand.OUTSIDE) && beyond.contains("crashed"),
                empty.equals("returned NULL") && skipped.equals("returned NULL") && beyond.equals("returned NULL"));
    }),
    F21("F-21", "PKT-2", JudgedC.DPDK, "rte_pktmbuf_read of 0 bytes at the end of a packet whose first segment"
            + " ends before it", () -> {
        String read = read(Hand.TWO_SEGMENTS, 8, 0);
        return Observed.of("of segments [1 2 3 4] [5 6 7 8]: read(off 8, len 0) " + read,
                read.contains("crashed"), read.equals("returned []"));
    }),
    F22("F-22", "PKT-4", JudgedC.DPDK, "rte_pktmbuf_copy at an offset equal to the packet's length", () -> {
        Optional<byte[]> copy = DpdkPacket.of(Hand.TWO_SEGMENTS).copy(8, 0);
        String shown = copy.map(b -> "returned a packet of " + b.length + " bytes").orElse("returned NULL");
        return Observed.of("of segments [1 2 3 4] [5 6 7 8]: copy(off 8, len 0) " + shown, copy.isEmpty(),
                copy.isPresent() && copy.get().length == 0);
    }),
    /** Only a DPDK source tree has vhost's internal header: without one this finding is not probed. */
    F24("F-24", "PACKED-8", JudgedC.DPDK, "vhost_vring_call_packed under DESC, after its first decision, with"
            + " nothing used since the previous decision or more than a queue's worth", true, () -> {
        // A queue of 4 (vhost's positions and wrap counter, the driver's event as off_wrap and flags):
        // the first decision at position 1 of lap 1; a second with nothing used since; a third after
        // five more used (position 2 of lap 2), on the fourth descriptor, used among them.
        int setup = SourceShim.C.ro_vhost_packed_setup((short) 4, 1);
        if (setup < 0) {
            throw new IllegalStateException("the shim could not have an eventfd: errno " + -setup);
        }
        int first = SourceShim.C.ro_vhost_packed_call((short) 1, 1, (short) 0x8000, (short) 2);
        int again = SourceShim.C.ro_vhost_packed_call((short) 1, 1, (short) 0x8000, (short) 2);
        int beyond = SourceShim.C.ro_vhost_packed_call((short) 2, 0, (short) 0x8003, (short) 2);
        return Observed.of("on a queue of 4, under DESC: at position 1 (wrap 1), event (0, wrap 1): " + first
                + " notification(s); again with nothing used: " + again + "; at position 2 (wrap 0) after 5 more"
                + " used, event (3, wrap 1): " + beyond, again == 1 && beyond == 0, again == 0 && beyond == 1);
    });

    /** Whether the C judged still departs as the finding says. */
    enum Status {
        /** The C does what the finding says. */
        PRESENT,
        /** The C does what the intent requires. */
        FIXED,
        /** Neither: the finding no longer describes the C. */
        CHANGED
    }

    /**
     * What a probe saw.
     *
     * @param what the calls and what they returned, as a person reads them
     * @param status present, fixed or changed
     */
    record Observed(String what, Status status) {

        static Observed of(String what, boolean present, boolean fixed) {
            return new Observed(what, present ? Status.PRESENT : fixed ? Status.FIXED : Status.CHANGED);
        }
    }

    /** rte_ring_init's return code and the capacity it set, for {@code count} as C's unsigned int. */
    private record Init(long count, int flags, int rc, long capacity) {

        static Init of(long count, int flags) {
            IntByReference capacity = new IntByReference();
            int rc = Shim.C.ro_rte_ring_init_capacity((int) count, flags, capacity);
            return new Init(count, flags, rc, u(capacity.getValue()));
        }

        boolean is(int expectedRc, long expectedCapacity) {
            return rc == expectedRc && capacity == expectedCapacity;
        }

        boolean refused() {
            return rc < 0;
        }

        @Override
        public String toString() {
            return "rte_ring_init(count " + count + (flags == 0 ? "" : ", RING_F_EXACT_SZ") + ") = " + rc
                    + (rc == 0 ? ", capacity " + capacity : "");
        }
    }

    /** The inputs worked by hand in reports/findings.md, apart so that the constants above can use them. */
    private static final class Hand {
        /** How the adapter ends its account of a pointer to bytes outside the chain. */
        static final String OUTSIDE = "not in the packet's data";

        static final List<byte[]> TWO_SEGMENTS = List.of(new byte[] {1, 2, 3, 4}, new byte[] {5, 6, 7, 8});
    }

    private static long u(int value) {
        return Integer.toUnsignedLong(value);
    }

    /** What rte_pktmbuf_read did, in words: "returned NULL", "returned [..]", or the adapter's account of a fault. */
    private static String read(List<byte[]> segments, long offset, long length) {
        try {
            return DpdkPacket.of(segments).read(offset, length).map(b -> "returned " + java.util.Arrays.toString(b))
                    .orElse("returned NULL");
        } catch (IllegalStateException e) {
            return e.getMessage().substring(e.getMessage().indexOf(" bytes ") + " bytes ".length());
        }
    }

    final String id;
    final String clause;
    final JudgedC.Library library;
    final String shape;
    /** Whether the C it is about is compiled from a DPDK source tree only (build.sh's source parts). */
    final boolean sourceTree;
    private final Supplier<Observed> probe;

    CFinding(String id, String clause, JudgedC.Library library, String shape, Supplier<Observed> probe) {
        this(id, clause, library, shape, false, probe);
    }

    /**
     * @param id the finding's number in reports/findings.md
     * @param clause the clause it breaks
     * @param library the library it is about
     * @param shape the inputs it covers, which the contracts set aside
     * @param sourceTree whether only a DPDK source tree has the C it is about
     * @param probe calls the C with the finding's inputs
     */
    CFinding(String id, String clause, JudgedC.Library library, String shape, boolean sourceTree,
            Supplier<Observed> probe) {
        this.id = id;
        this.clause = clause;
        this.library = library;
        this.shape = shape;
        this.sourceTree = sourceTree;
        this.probe = probe;
    }

    /** Whether the C judged has what the finding is about: every finding, but those of a source tree only without one. */
    boolean judged() {
        return !sourceTree || !JudgedC.DPDK_DRIVERS.isEmpty();
    }

    /** Calls the C judged with the finding's own inputs. */
    Observed observe() {
        return probe.get();
    }
}
