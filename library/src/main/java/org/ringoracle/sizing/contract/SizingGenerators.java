package org.ringoracle.sizing.contract;

import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.sizing.Frame;
import org.ringoracle.sizing.Platform;

/** Generators of MTUs and platforms, with the edges drawn often. */
public final class SizingGenerators {

    private SizingGenerators() {
    }

    /**
     * MTUs in the window [68, 9702]: anywhere, the ends, and the MTUs whose largest frame is a
     * whole number of kilobytes or one byte more (where a round-up changes).
     */
    public static Gen<Integer> mtus() {
        Gen<Integer> kilobyte = integers().between(1, 9).map(k -> k * 1024 - Frame.HEADER_MAX);
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(Frame.MIN_MTU, Frame.MAX_MTU)),
                Pair.of(1, Generate.pick(List.of(Frame.MIN_MTU, 1500, 1920, 9000, Frame.MAX_MTU))),
                Pair.of(1, kilobyte),
                Pair.of(1, kilobyte.map(m -> m + 1))));
    }

    /** MTUs outside the window: below 68, above 9702, and the int limits. */
    public static Gen<Integer> badMtus() {
        return Generate.frequency(List.of(
                Pair.of(1, integers().between(Integer.MIN_VALUE, Frame.MIN_MTU - 1)),
                Pair.of(1, integers().between(Frame.MAX_MTU + 1, Integer.MAX_VALUE)),
                Pair.of(1, Generate.pick(List.of(Frame.MIN_MTU - 1, Frame.MAX_MTU + 1, 0, -1)))));
    }

    /** Multiples of 8 from {@code 8 * low} to {@code 8 * high}. */
    private static Gen<Long> eights(int low, int high) {
        return integers().between(low, high).map(k -> 8L * k);
    }

    /**
     * Platforms: cache lines 8 to 256, headrooms 0 to 1024, rte_mbuf and dp_packet sizes, object
     * headers, channels and ranks, with and without spreading.
     */
    public static Gen<Platform> platforms() {
        return platforms(eights(0, 128));
    }

    /** Platforms whose headroom (64512 to 2^20) leaves no MTU a data room that fits 16 bits. */
    public static Gen<Platform> hugeHeadroomPlatforms() {
        return platforms(eights(8064, 1 << 17));
    }

    private static Gen<Platform> platforms(Gen<Long> headrooms) {
        Gen<Long> lines = integers().between(3, 8).map(k -> 1L << k);
        record Structs(long mbuf, long dpPacket, long objectHeader) {
        }
        record Memory(long channels, long ranks, boolean spread) {
        }
        Gen<Structs> structs = eights(8, 32).zip(eights(0, 128), eights(1, 32),
                (mbuf, extra, header) -> new Structs(mbuf, mbuf + extra, header));
        Gen<Memory> memory = integers().between(1, 8).zip(integers().between(1, 4), booleans().all(),
                (channels, ranks, spread) -> new Memory(channels, ranks, spread));
        return lines.zip(headrooms, structs, memory, (line, headroom, s, m) -> new Platform(line, headroom, s.mbuf(),
                s.dpPacket(), s.objectHeader(), m.channels(), m.ranks(), m.spread(), 128, 2048, 2048));
    }
}
