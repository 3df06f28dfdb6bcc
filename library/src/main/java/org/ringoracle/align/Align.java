package org.ringoracle.align;

/**
 * Alignment and power-of-two helpers as C computes them (bit masks), over unsigned 32-bit values
 * held in a {@code long}, with every overflow refused instead of wrapped (specs/sizing.md).
 *
 * <p>Why the masks are sound: for a power of two {@code a}, {@code ~(a - 1)} clears exactly the
 * bits below {@code a}, so {@code v & ~(a - 1)} is {@code v} rounded down to a multiple of
 * {@code a}. All sums below are taken in 64 bits from operands below 2^32, so they cannot
 * overflow before the 32-bit range check.
 */
public final class Align {

    /** The largest unsigned 32-bit value, 2^32 - 1. */
    public static final long UINT32_MAX = 0xFFFF_FFFFL;

    /** The largest 32-bit power of two, 2^31. */
    public static final long MAX_POWER_OF_TWO = 1L << 31;

    /** These operations as a {@link Rounding}, for the contract. */
    public static final Rounding ROUNDING = new Rounding() {
        @Override
        public long ceil(long v, long a) {
            return Align.ceil(v, a);
        }

        @Override
        public long floor(long v, long a) {
            return Align.floor(v, a);
        }

        @Override
        public long roundUp(long x, long y) {
            return Align.roundUp(x, y);
        }

        @Override
        public long roundDown(long x, long y) {
            return Align.roundDown(x, y);
        }

        @Override
        public long divRoundUp(long x, long y) {
            return Align.divRoundUp(x, y);
        }

        @Override
        public boolean isPowerOfTwo(long n) {
            return Align.isPowerOfTwo(n);
        }

        @Override
        public long nextPowerOfTwo(long x) {
            return Align.nextPowerOfTwo(x);
        }

        @Override
        public long previousPowerOfTwo(long x) {
            return Align.previousPowerOfTwo(x);
        }

        @Override
        public String toString() {
            return "Align";
        }
    };

    private Align() {
    }

    /**
     * ALIGN_FLOOR: the greatest multiple of {@code a} that is at most {@code v} (SIZE-2).
     *
     * @throws IllegalArgumentException naming the value and the rule when {@code v} is not an
     *     unsigned 32-bit value or {@code a} is not a 32-bit power of two
     */
    public static long floor(long v, long a) {
        requireUint32("value", v);
        requirePowerOfTwo("alignment", a);
        return v & ~(a - 1);
    }

    /**
     * ALIGN_CEIL: the least multiple of {@code a} that is at least {@code v} (SIZE-1).
     *
     * @throws IllegalArgumentException as {@link #floor}
     * @throws ArithmeticException naming the values when the result exceeds 2^32 - 1, where C
     *     wraps
     */
    public static long ceil(long v, long a) {
        requireUint32("value", v);
        requirePowerOfTwo("alignment", a);
        return requireResult("ALIGN_CEIL(" + v + ", " + a + ")", "SIZE-1", (v + a - 1) & ~(a - 1));
    }

    /**
     * DIV_ROUND_UP: {@code x / y} rounded up, for any {@code y > 0} (SIZE-4).
     *
     * @throws IllegalArgumentException naming the value when {@code x} is not an unsigned 32-bit
     *     value or {@code y} is not in {@code [1, 2^32 - 1]}
     */
    public static long divRoundUp(long x, long y) {
        requireUint32("value", x);
        requireDivisor(y);
        return (x + y - 1) / y;
    }

    /**
     * ROUND_UP: the least multiple of {@code y} that is at least {@code x}, for any {@code y > 0}
     * (SIZE-4).
     *
     * @throws IllegalArgumentException as {@link #divRoundUp}
     * @throws ArithmeticException naming the values when the result exceeds 2^32 - 1
     */
    public static long roundUp(long x, long y) {
        return requireResult("ROUND_UP(" + x + ", " + y + ")", "SIZE-4", divRoundUp(x, y) * y);
    }

    /**
     * ROUND_DOWN: the greatest multiple of {@code y} that is at most {@code x} (SIZE-4).
     *
     * @throws IllegalArgumentException as {@link #divRoundUp}
     */
    public static long roundDown(long x, long y) {
        requireUint32("value", x);
        requireDivisor(y);
        return x / y * y;
    }

    /** Whether {@code n} is 2^k for some k in {@code [0, 31]}; false outside the 32-bit range (SIZE-5). */
    public static boolean isPowerOfTwo(long n) {
        return n > 0 && n <= MAX_POWER_OF_TWO && (n & (n - 1)) == 0;
    }

    /**
     * The least power of two that is at least {@code x}: 1 for 0 and 1 (SIZE-5).
     *
     * @throws IllegalArgumentException when {@code x} is not an unsigned 32-bit value
     * @throws ArithmeticException naming the value when {@code x > 2^31}: no 32-bit power of two
     *     is that large (C returns 0)
     */
    public static long nextPowerOfTwo(long x) {
        requireUint32("value", x);
        if (x > MAX_POWER_OF_TWO) {
            throw new ArithmeticException("next power of two of " + x
                    + " refused (SIZE-5): no 32-bit power of two is at least " + x);
        }
        return x <= 1 ? 1 : Long.highestOneBit(x - 1) << 1;
    }

    /**
     * The greatest power of two that is at most {@code x} (SIZE-5).
     *
     * @throws IllegalArgumentException naming the value when {@code x} is 0 (no power of two is
     *     that small) or not an unsigned 32-bit value
     */
    public static long previousPowerOfTwo(long x) {
        requireUint32("value", x);
        if (x == 0) {
            throw new IllegalArgumentException("previous power of two of 0 refused (SIZE-5): no power of two is at most 0");
        }
        return Long.highestOneBit(x);
    }

    /**
     * Returns {@code v} if it is an unsigned 32-bit value.
     *
     * @throws IllegalArgumentException naming {@code what} and the value otherwise
     */
    public static long requireUint32(String what, long v) {
        if (v < 0 || v > UINT32_MAX) {
            throw new IllegalArgumentException(what + " " + v + " refused: it must be an unsigned 32-bit value, 0 to "
                    + UINT32_MAX);
        }
        return v;
    }

    private static void requirePowerOfTwo(String what, long a) {
        if (!isPowerOfTwo(a)) {
            throw new IllegalArgumentException(what + " " + a + " refused (SIZE-1): it must be a power of two from 1 to 2^31");
        }
    }

    private static void requireDivisor(long y) {
        if (y < 1 || y > UINT32_MAX) {
            throw new IllegalArgumentException("divisor " + y + " refused (SIZE-4): it must be from 1 to " + UINT32_MAX);
        }
    }

    private static long requireResult(String expression, String clause, long result) {
        if (result > UINT32_MAX) {
            throw new ArithmeticException(expression + " = " + result + " does not fit in 32 bits (" + clause
                    + "); C would wrap it to " + (result & UINT32_MAX));
        }
        return result;
    }
}
