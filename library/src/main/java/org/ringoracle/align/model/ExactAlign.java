package org.ringoracle.align.model;

import java.math.BigInteger;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.LongStream;

/**
 * Alignment and powers of two by their definitions: exact integers, division, and search over the
 * 32 powers of two. A result that is not an unsigned 32-bit value is empty.
 */
public final class ExactAlign {

    private static final BigInteger LIMIT = BigInteger.ONE.shiftLeft(32);

    /** The 32 powers of two, 2^0 to 2^31, ascending: every search below walks this list to its end at most. */
    private static final List<Long> POWERS = LongStream.rangeClosed(0, 31).mapToObj(k -> 1L << k).toList();

    private ExactAlign() {
    }

    /** The least multiple of {@code a} that is at least {@code v}, if it is below 2^32. */
    public static OptionalLong ceil(long v, long a) {
        return roundUp(v, a);
    }

    /** The greatest multiple of {@code a} that is at most {@code v}. */
    public static long floor(long v, long a) {
        return roundDown(v, a);
    }

    /** The least multiple of {@code y} that is at least {@code x}, if it is below 2^32. */
    public static OptionalLong roundUp(long x, long y) {
        BigInteger bx = BigInteger.valueOf(x);
        BigInteger by = BigInteger.valueOf(y);
        BigInteger[] qr = bx.divideAndRemainder(by);
        BigInteger q = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
        return fit(q.multiply(by));
    }

    /** {@code x / y} rounded up. */
    public static long divRoundUp(long x, long y) {
        return x % y == 0 ? x / y : x / y + 1;
    }

    /** The greatest multiple of {@code y} that is at most {@code x}. */
    public static long roundDown(long x, long y) {
        return x - x % y;
    }

    /** Whether {@code n} is one of 2^0, 2^1, ..., 2^31. */
    public static boolean isPowerOfTwo(long n) {
        return POWERS.contains(n);
    }

    /** The least of 2^0 .. 2^31 that is at least {@code x}, if there is one. */
    public static OptionalLong nextPowerOfTwo(long x) {
        for (long power : POWERS) {
            if (power >= x) {
                return OptionalLong.of(power);
            }
        }
        return OptionalLong.empty();
    }

    /** The greatest of 2^0 .. 2^31 that is at most {@code x}, if there is one. */
    public static OptionalLong previousPowerOfTwo(long x) {
        OptionalLong found = OptionalLong.empty();
        for (long power : POWERS) {
            if (power <= x) {
                found = OptionalLong.of(power);
            }
        }
        return found;
    }

    private static OptionalLong fit(BigInteger value) {
        return value.compareTo(LIMIT) < 0 ? OptionalLong.of(value.longValueExact()) : OptionalLong.empty();
    }
}
