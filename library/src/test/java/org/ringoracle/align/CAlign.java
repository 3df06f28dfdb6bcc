package org.ringoracle.align;

/**
 * Fixture: the C macros and helpers of specs/sizing.md (facts), transliterated with unsigned 32-bit
 * wrapping and no argument checks. The suite must keep rejecting it (reports/findings.md F-5 to
 * F-7).
 */
final class CAlign implements Rounding {

    private static final long MASK = 0xFFFF_FFFFL;

    @Override
    public long ceil(long v, long a) {
        return floor((v + a - 1) & MASK, a);
    }

    @Override
    public long floor(long v, long a) {
        return v & ~(a - 1) & MASK;
    }

    @Override
    public long roundUp(long x, long y) {
        return divRoundUp(x, y) * y & MASK;
    }

    @Override
    public long roundDown(long x, long y) {
        return x / y * y;
    }

    @Override
    public long divRoundUp(long x, long y) {
        return ((x + y - 1) & MASK) / y;
    }

    @Override
    public boolean isPowerOfTwo(long n) {
        return n != 0 && (n & (n - 1)) == 0;
    }

    /** align32pow2: subtract one, fold every set bit downwards, add one; all in 32 bits. */
    @Override
    public long nextPowerOfTwo(long x) {
        long y = (x - 1) & MASK;
        y |= y >> 1;
        y |= y >> 2;
        y |= y >> 4;
        y |= y >> 8;
        y |= y >> 16;
        return (y + 1) & MASK;
    }

    /** align32prevpow2: fold every set bit downwards, keep the top one. */
    @Override
    public long previousPowerOfTwo(long x) {
        long y = x;
        y |= y >> 1;
        y |= y >> 2;
        y |= y >> 4;
        y |= y >> 8;
        y |= y >> 16;
        return y - (y >> 1);
    }
}
