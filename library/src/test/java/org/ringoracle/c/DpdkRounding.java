package org.ringoracle.c;

import org.ringoracle.align.Rounding;

/**
 * DPDK's alignment helpers as installed (rte_common.h of DPDK 22.11), at {@code uint32_t}:
 * RTE_ALIGN_CEIL, RTE_ALIGN_FLOOR, RTE_ALIGN_MUL_CEIL, RTE_ALIGN_MUL_FLOOR, rte_is_power_of_2,
 * rte_align32pow2 and rte_align32prevpow2. DPDK has no DIV_ROUND_UP; {@link #divRoundUp} is
 * RTE_ALIGN_MUL_CEIL(x, y) / y.
 *
 * <p>Two refusals are made here, not in C: a value that is not a {@code uint32_t} cannot be passed
 * to C at all, and a multiple of 0 would make the two MUL macros divide by zero, which kills the
 * process (reports/findings.md).
 */
public final class DpdkRounding implements Rounding {

    private static int uint32(String name, long value) {
        return Shim.uint32(name, value);
    }

    private static int multiple(long y) {
        if (y == 0) {
            throw new IllegalArgumentException("divisor 0 refused: RTE_ALIGN_MUL_CEIL and RTE_ALIGN_MUL_FLOOR divide by it");
        }
        return uint32("multiple", y);
    }

    private static long unsigned(int value) {
        return Integer.toUnsignedLong(value);
    }

    @Override
    public long ceil(long v, long a) {
        return unsigned(Shim.C.ro_rte_align_ceil(uint32("value", v), uint32("alignment", a)));
    }

    @Override
    public long floor(long v, long a) {
        return unsigned(Shim.C.ro_rte_align_floor(uint32("value", v), uint32("alignment", a)));
    }

    @Override
    public long roundUp(long x, long y) {
        return unsigned(Shim.C.ro_rte_align_mul_ceil(uint32("value", x), multiple(y)));
    }

    @Override
    public long roundDown(long x, long y) {
        return unsigned(Shim.C.ro_rte_align_mul_floor(uint32("value", x), multiple(y)));
    }

    @Override
    public long divRoundUp(long x, long y) {
        return roundUp(x, y) / y;
    }

    @Override
    public boolean isPowerOfTwo(long n) {
        return Shim.C.ro_rte_is_power_of_2(uint32("value", n)) != 0;
    }

    @Override
    public long nextPowerOfTwo(long x) {
        return unsigned(Shim.C.ro_rte_align32pow2(uint32("value", x)));
    }

    @Override
    public long previousPowerOfTwo(long x) {
        return unsigned(Shim.C.ro_rte_align32prevpow2(uint32("value", x)));
    }
}
