package org.ringoracle.align;

/**
 * {@link Align} with one deliberate flaw switched on; {@link Flaw#NONE} is the control that must
 * pass every property.
 */
final class FlawedRounding implements Rounding {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** ceil as {@code (v + a) & ~(a - 1)}: a multiple is pushed one step up. */
        CEIL_WITHOUT_MINUS_ONE,
        /** floor as {@code v & (a - 1)}: keeps the remainder instead of dropping it. */
        FLOOR_KEEPS_LOW_BITS,
        /** ROUND_UP by mask for any divisor, as if every divisor were a power of two. */
        ROUND_UP_BY_MASK,
        /** DIV_ROUND_UP as plain division. */
        DIV_ROUND_UP_TRUNCATES,
        /** next power of two as twice the highest bit, wrong for exact powers. */
        NEXT_POWER_OFF_BY_ONE,
        /** ceil and floor mask with any alignment, power of two or not. */
        ACCEPTS_ANY_ALIGNMENT,
        /** ceil and floor check the alignment but take any long as the value. */
        VALUES_UNCHECKED,
        /** previousPowerOfTwo(0) is 0, as align32prevpow2 gives. */
        PREVIOUS_OF_ZERO_IS_ZERO,
        /** An overflow is refused without naming the clause. */
        OVERFLOW_UNNAMED,
        /** ceil and floor refuse alignments from 2^16 up to 2^31, as if alignments had to fit in 16 bits. */
        REFUSES_LARGE_ALIGNMENTS,
        /** isPowerOfTwo(0) is true, as rte_is_power_of_2's {@code (n & (n - 1)) == 0} gives for a uint32_t. */
        IS_POWER_OF_TWO_OF_ZERO,
        /** previousPowerOfTwo as the highest bit of {@code x - 1}: half of x when x is itself a power of two. */
        PREVIOUS_POWER_HALVES_POWERS,
        /** ROUND_DOWN by mask for any divisor. */
        ROUND_DOWN_BY_MASK,
        /** floor of a multiple of a (from a up) drops one step further: floor(8, 8) = 0. */
        FLOOR_DROPS_A_MULTIPLE,
        /** ceil of a value that is no multiple goes one step too far: ceil(1, 8) = 16. */
        CEIL_ONE_STEP_TOO_FAR,
        /** ceil kept in a 20-bit field: it wraps past 2^20, so ceil(2^20, 8) = 0. */
        CEIL_KEEPS_20_BITS,
        /** ceil and floor refuse the two edge values -1 and 2^32, and cut every other value outside 32 bits. */
        VALUES_CHECKED_AT_THE_EDGES_ONLY,
        /** The range check is {@code v < -1 || v > 2^32}: off by one at both ends, so -1 and 2^32 are aligned. */
        RANGE_CHECK_OFF_BY_ONE,
        /** ceil and floor take any power of two a long holds as the alignment, 2^32 and above too. */
        WIDE_ALIGNMENTS_ACCEPTED,
        /** isPowerOfTwo of a long by {@code n > 0 && (n & (n - 1)) == 0}: 2^32 to 2^62 are taken too. */
        WIDE_POWERS_OF_TWO,
        /** roundUp, roundDown and divRoundUp take any long as the value and compute in 64 bits. */
        ROUNDING_VALUES_UNCHECKED,
        /** isPowerOfTwo refuses a value outside 32 bits without naming it. */
        POWER_OF_TWO_REFUSED_UNNAMED,
        /** The divisor check is {@code y < 0}: a divisor of 0 reaches the division, "/ by zero". */
        DIVISOR_CHECK_FROM_0
    }

    private final Flaw flaw;

    FlawedRounding(Flaw flaw) {
        this.flaw = flaw;
    }

    @Override
    public long ceil(long v, long a) {
        return switch (flaw) {
            case CEIL_WITHOUT_MINUS_ONE -> Align.requireUint32("value", v) + a & ~(Align.floor(0, a) + a - 1);
            case ACCEPTS_ANY_ALIGNMENT -> Align.isPowerOfTwo(a) ? Align.ceil(v, a) : (v + a - 1) & ~(a - 1);
            case VALUES_UNCHECKED -> outOfRange(v) ? Align.ceil(0, a) + (v + a - 1 & ~(a - 1)) : Align.ceil(v, a);
            case OVERFLOW_UNNAMED -> unnamed(() -> Align.ceil(v, a));
            case REFUSES_LARGE_ALIGNMENTS -> Align.ceil(v, sixteenBits(a));
            case CEIL_ONE_STEP_TOO_FAR -> Align.ceil(v, a) + (v % a == 0 ? 0 : a);
            case CEIL_KEEPS_20_BITS -> Align.ceil(v, a) & 0xF_FFFF;
            case VALUES_CHECKED_AT_THE_EDGES_ONLY -> Align.ceil(cutUnlessAnEdge(v), a);
            case RANGE_CHECK_OFF_BY_ONE -> v == -1 || v == 1L << 32 ? v + a - 1 & -a : Align.ceil(v, a);
            case WIDE_ALIGNMENTS_ACCEPTED -> wide(a) ? v + a - 1 & -a : Align.ceil(v, a);
            default -> Align.ceil(v, a);
        };
    }

    @Override
    public long floor(long v, long a) {
        return switch (flaw) {
            case FLOOR_KEEPS_LOW_BITS -> Align.floor(v, a) + (v & (a - 1)) - Align.floor(v, a);
            case ACCEPTS_ANY_ALIGNMENT -> Align.isPowerOfTwo(a) ? Align.floor(v, a) : v & ~(a - 1);
            case VALUES_UNCHECKED -> outOfRange(v) ? Align.floor(0, a) + (v & ~(a - 1)) : Align.floor(v, a);
            case REFUSES_LARGE_ALIGNMENTS -> Align.floor(v, sixteenBits(a));
            case FLOOR_DROPS_A_MULTIPLE -> Align.floor(v, a) - (v >= a && v % a == 0 ? a : 0);
            case VALUES_CHECKED_AT_THE_EDGES_ONLY -> Align.floor(cutUnlessAnEdge(v), a);
            case RANGE_CHECK_OFF_BY_ONE -> v == -1 || v == 1L << 32 ? v & -a : Align.floor(v, a);
            case WIDE_ALIGNMENTS_ACCEPTED -> wide(a) ? v & -a : Align.floor(v, a);
            default -> Align.floor(v, a);
        };
    }

    @Override
    public long roundUp(long x, long y) {
        return switch (flaw) {
            case ROUND_UP_BY_MASK -> (x + y - 1) & ~(y - 1);
            case OVERFLOW_UNNAMED -> unnamed(() -> Align.roundUp(x, y));
            case ROUNDING_VALUES_UNCHECKED -> outOfRange(x) ? (x + checkedDivisor(y) - 1) / y * y : Align.roundUp(x, y);
            case DIVISOR_CHECK_FROM_0 -> y == 0 ? Align.requireUint32("value", x) / y * y : Align.roundUp(x, y);
            default -> Align.roundUp(x, y);
        };
    }

    @Override
    public long roundDown(long x, long y) {
        if (flaw == Flaw.ROUNDING_VALUES_UNCHECKED && outOfRange(x)) {
            return x / checkedDivisor(y) * y;
        }
        return flaw == Flaw.ROUND_DOWN_BY_MASK ? Align.roundDown(x, 1) & ~(y - 1) : Align.roundDown(x, y);
    }

    @Override
    public long divRoundUp(long x, long y) {
        if (flaw == Flaw.ROUNDING_VALUES_UNCHECKED && outOfRange(x)) {
            return (x + checkedDivisor(y) - 1) / y;
        }
        return flaw == Flaw.DIV_ROUND_UP_TRUNCATES ? x / y : Align.divRoundUp(x, y);
    }

    @Override
    public boolean isPowerOfTwo(long n) {
        return switch (flaw) {
            case IS_POWER_OF_TWO_OF_ZERO -> n == 0 || Align.isPowerOfTwo(n);
            case POWER_OF_TWO_REFUSED_UNNAMED -> {
                if (outOfRange(n)) {
                    throw new IllegalArgumentException("not an unsigned 32-bit value");
                }
                yield Align.isPowerOfTwo(n);
            }
            case WIDE_POWERS_OF_TWO -> wide(n) || Align.isPowerOfTwo(n);
            default -> Align.isPowerOfTwo(n);
        };
    }

    @Override
    public long nextPowerOfTwo(long x) {
        return flaw == Flaw.NEXT_POWER_OFF_BY_ONE && x >= 1 && x <= 1L << 30
                ? Long.highestOneBit(x) << 1 : Align.nextPowerOfTwo(x);
    }

    @Override
    public long previousPowerOfTwo(long x) {
        if (flaw == Flaw.PREVIOUS_POWER_HALVES_POWERS && x >= 2) {
            return Long.highestOneBit(Align.previousPowerOfTwo(x) == x ? x - 1 : x);
        }
        return flaw == Flaw.PREVIOUS_OF_ZERO_IS_ZERO && x == 0 ? 0 : Align.previousPowerOfTwo(x);
    }

    private static long cutUnlessAnEdge(long v) {
        return v == -1 || v == 1L << 32 ? v : v & Align.UINT32_MAX;
    }

    /** {@code y}, refused as the library refuses a divisor (SIZE-4). */
    private static long checkedDivisor(long y) {
        Align.roundDown(0, y);
        return y;
    }

    /** A power of two a long holds above 2^31, which no 32-bit value is. */
    private static boolean wide(long n) {
        return n > 1L << 31 && (n & (n - 1)) == 0;
    }

    private static boolean outOfRange(long v) {
        return v < 0 || v > Align.UINT32_MAX;
    }

    private static long unnamed(java.util.function.LongSupplier operation) {
        try {
            return operation.getAsLong();
        } catch (ArithmeticException e) {
            throw new ArithmeticException("overflow");
        }
    }

    private static long sixteenBits(long a) {
        if (a > 0xFFFF) {
            throw new IllegalArgumentException("alignment " + a + " refused: it must fit in 16 bits");
        }
        return a;
    }
}
