package org.ringoracle.align.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.align.Align;

/** Generators of unsigned 32-bit values, alignments and divisors, with their edges drawn often. */
public final class AlignGenerators {

    private AlignGenerators() {
    }

    /** 2^0 .. 2^31. */
    public static Gen<Long> powersOfTwo() {
        return integers().between(0, 31).map(k -> 1L << k);
    }

    /**
     * Any unsigned 32-bit value, with the edges drawn often: small values, powers of two and their
     * neighbours, and the top of the range.
     */
    public static Gen<Long> values() {
        return Generate.frequency(List.of(
                Pair.of(3, longs().between(0, Align.UINT32_MAX)),
                Pair.of(2, longs().between(0, 300)),
                Pair.of(2, powersOfTwo()),
                Pair.of(1, powersOfTwo().map(p -> p + 1)),
                Pair.of(1, powersOfTwo().map(p -> p - 1)),
                Pair.of(2, longs().between(0, 300).map(d -> Align.UINT32_MAX - d))));
    }

    /**
     * Longs outside the unsigned 32-bit range: negative ones (near 0 and down to the limit), the
     * powers of two 2^32 to 2^62, and any long above 2^32 - 1.
     */
    public static Gen<Long> outside() {
        return Generate.frequency(List.of(
                Pair.of(2, longs().between(Long.MIN_VALUE, -1)),
                Pair.of(1, longs().between(-300, -1)),
                Pair.of(3, integers().between(32, 62).map(k -> 1L << k)),
                Pair.of(2, longs().between(Align.UINT32_MAX + 1, Long.MAX_VALUE))));
    }

    /** Any divisor from 1 to 2^32 - 1, small ones and powers of two drawn often. */
    public static Gen<Long> divisors() {
        return Generate.frequency(List.of(
                Pair.of(2, longs().between(1, Align.UINT32_MAX)),
                Pair.of(3, longs().between(1, 100)),
                Pair.of(1, powersOfTwo())));
    }
}
