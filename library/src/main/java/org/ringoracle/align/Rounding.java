package org.ringoracle.align;

/**
 * The alignment and power-of-two operations of specs/sizing.md SIZE-1 to SIZE-5, over unsigned
 * 32-bit values held in a {@code long}, as one pluggable set: the contract
 * {@link org.ringoracle.align.contract.AlignContract} checks any implementation.
 *
 * <p>A result that is not an unsigned 32-bit value is refused with an {@link ArithmeticException};
 * an argument outside an operation's domain with an {@link IllegalArgumentException}.
 */
public interface Rounding {

    /** ALIGN_CEIL: the least multiple of the power of two {@code a} at least {@code v}. */
    long ceil(long v, long a);

    /** ALIGN_FLOOR: the greatest multiple of the power of two {@code a} at most {@code v}. */
    long floor(long v, long a);

    /** ROUND_UP: the least multiple of {@code y > 0} at least {@code x}. */
    long roundUp(long x, long y);

    /** ROUND_DOWN: the greatest multiple of {@code y > 0} at most {@code x}. */
    long roundDown(long x, long y);

    /** DIV_ROUND_UP: {@code x / y} rounded up. */
    long divRoundUp(long x, long y);

    /** Whether {@code n} is 2^k for k in {@code [0, 31]}. */
    boolean isPowerOfTwo(long n);

    /** The least power of two at least {@code x}, {@code x <= 2^31}. */
    long nextPowerOfTwo(long x);

    /** The greatest power of two at most {@code x}, {@code x >= 1}. */
    long previousPowerOfTwo(long x);
}
