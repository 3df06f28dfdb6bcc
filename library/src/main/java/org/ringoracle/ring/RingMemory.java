package org.ringoracle.ring;

import org.ringoracle.align.Align;

/**
 * The memory an rte_ring of {@code count} elements of {@code esize} bytes takes: the header and
 * the slots rounded up to the cache line, plus guard lines, in 64 bits (RING-13, RING-14).
 *
 * @param header sizeof(struct rte_ring): 384 on x86 with 64-byte lines
 * @param cacheLine the cache line, a power of two from 8 to 4096
 * @param guardLines cache lines added after the slots: 1 in current DPDK, 0 in older releases
 */
public record RingMemory(long header, long cacheLine, long guardLines) {

    /** The largest count: RTE_RING_SZ_MASK. */
    public static final long MAX_COUNT = 0x7FFF_FFFFL;

    /**
     * Checks the layout.
     *
     * @throws IllegalArgumentException naming the value and the rule
     */
    public RingMemory {
        if (header < 0 || header > 1 << 20 || guardLines < 0 || guardLines > 64) {
            throw new IllegalArgumentException("header " + header + " and guard lines " + guardLines
                    + " refused: the header is 0 to 2^20 bytes, the guard 0 to 64 lines");
        }
        if (!Align.isPowerOfTwo(cacheLine) || cacheLine < 8 || cacheLine > 4096) {
            throw new IllegalArgumentException("cache line " + cacheLine + " refused: it must be a power of two from 8 to 4096");
        }
    }

    /** x86 with a guard line after the slots: header 384, 64-byte lines, one guard line (DPDK 22.11 as Debian installs it adds no guard line). */
    public static RingMemory x86() {
        return new RingMemory(384, 64, 1);
    }

    /**
     * {@code ALIGN_CEIL(header + count * esize, cacheLine) + guardLines * cacheLine}.
     *
     * @throws IllegalArgumentException naming the value and RING-14 when {@code esize} is not a
     *     positive multiple of 4 (up to 2^16), or {@code count} is not a power of two or exceeds
     *     0x7FFFFFFF
     */
    public long size(long count, long esize) {
        if (esize < 4 || esize % 4 != 0 || esize > 1 << 16) {
            throw new IllegalArgumentException("element size " + esize
                    + " refused (RING-14): it must be a multiple of 4 from 4 to 65536");
        }
        if (!Align.isPowerOfTwo(count) || count > MAX_COUNT) {
            throw new IllegalArgumentException("count " + count
                    + " refused (RING-14): it must be a power of two from 1 to 0x7FFFFFFF");
        }
        long line = cacheLine;
        return (header + count * esize + line - 1 & -line) + guardLines * line;
    }
}
