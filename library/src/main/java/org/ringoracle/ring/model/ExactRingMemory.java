package org.ringoracle.ring.model;

import java.math.BigInteger;
import java.util.OptionalLong;
import org.ringoracle.align.model.ExactAlign;
import org.ringoracle.ring.RingMemory;

/** The ring memory size by its definition: exact integers and division; empty for invalid arguments. */
public final class ExactRingMemory {

    private ExactRingMemory() {
    }

    /** Whether an element of {@code esize} bytes is valid: a multiple of 4 from 4 to 65536. */
    public static boolean validElement(long esize) {
        return esize >= 4 && esize % 4 == 0 && esize <= 1 << 16;
    }

    /** Whether {@code count} is valid: one of 1, 2, 4, ..., 2^30. */
    public static boolean validCount(long count) {
        return count <= 1L << 30 && ExactAlign.isPowerOfTwo(count);
    }

    /** The size for {@code count} elements of {@code esize} bytes under {@code layout}, or empty when refused. */
    public static OptionalLong size(RingMemory layout, long count, long esize) {
        if (!validElement(esize) || !validCount(count)) {
            return OptionalLong.empty();
        }
        BigInteger line = BigInteger.valueOf(layout.cacheLine());
        BigInteger raw = BigInteger.valueOf(layout.header()).add(BigInteger.valueOf(count).multiply(BigInteger.valueOf(esize)));
        BigInteger[] qr = raw.divideAndRemainder(line);
        BigInteger lines = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
        return OptionalLong.of(lines.add(BigInteger.valueOf(layout.guardLines())).multiply(line).longValueExact());
    }
}
