package org.ringoracle.ring.model;

import java.math.BigInteger;
import java.util.OptionalLong;
import org.ringoracle.ring.RingMemory;

/** The ring memory size by its definition: exact integers and division; empty for invalid arguments. */
public final class ExactRingMemory {

    private ExactRingMemory() {
    }

    /** The size for {@code count} elements of {@code esize} bytes under {@code layout}, or empty when refused. */
    public static OptionalLong size(RingMemory layout, long count, long esize) {
        boolean validElement = esize >= 4 && esize % 4 == 0 && esize <= 1 << 16;
        boolean validCount = false;
        for (int k = 0; k <= 30; k++) {
            validCount = validCount || count == 1L << k;
        }
        if (!validElement || !validCount) {
            return OptionalLong.empty();
        }
        BigInteger line = BigInteger.valueOf(layout.cacheLine());
        BigInteger raw = BigInteger.valueOf(layout.header()).add(BigInteger.valueOf(count).multiply(BigInteger.valueOf(esize)));
        BigInteger[] qr = raw.divideAndRemainder(line);
        BigInteger lines = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
        return OptionalLong.of(lines.add(BigInteger.valueOf(layout.guardLines())).multiply(line).longValueExact());
    }
}
