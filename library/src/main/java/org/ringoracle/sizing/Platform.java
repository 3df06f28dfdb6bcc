package org.ringoracle.sizing;

import org.ringoracle.align.Align;

/**
 * The platform constants the sizing chain depends on (specs/sizing.md, facts), every one a
 * parameter.
 *
 * <p>Structure sizes and the headroom must be multiples of 8 (C structures on 64-bit targets
 * are, and DPDK refuses a private area that is not); the cache line is a power of two from 8 to
 * 4096.
 *
 * @param cacheLine RTE_CACHE_LINE_SIZE: 64 on x86, 128 on POWER and many arm64 parts
 * @param headroom RTE_PKTMBUF_HEADROOM
 * @param mbufHeader sizeof(struct rte_mbuf)
 * @param dpPacket sizeof(struct dp_packet), at least {@code mbufHeader} (it begins with one)
 * @param objectHeader sizeof the mempool object header, before alignment
 * @param channels memory channels the mempool spreads objects over
 * @param ranks memory ranks
 * @param spread whether objects are spread over channels and ranks (x86 default)
 * @param maxLcore RTE_MAX_LCORE
 * @param rxqSize descriptors per receive queue
 * @param txqSize descriptors per transmit queue
 */
public record Platform(long cacheLine, long headroom, long mbufHeader, long dpPacket, long objectHeader,
        long channels, long ranks, boolean spread, long maxLcore, long rxqSize, long txqSize) {

    /**
     * Checks every value.
     *
     * @throws IllegalArgumentException naming the parameter, its value and the rule
     */
    public Platform {
        if (!Align.isPowerOfTwo(cacheLine) || cacheLine < 8 || cacheLine > 4096) {
            throw refused("cache line", cacheLine, "a power of two from 8 to 4096");
        }
        requireSize("headroom", headroom);
        requireSize("sizeof(rte_mbuf)", mbufHeader);
        requireSize("sizeof(dp_packet)", dpPacket);
        requireSize("object header", objectHeader);
        if (dpPacket < mbufHeader) {
            throw refused("sizeof(dp_packet)", dpPacket, "at least sizeof(rte_mbuf) = " + mbufHeader);
        }
        requireCount("channels", channels);
        requireCount("ranks", ranks);
        requireCount("RTE_MAX_LCORE", maxLcore);
        requireCount("rx queue size", rxqSize);
        requireCount("tx queue size", txqSize);
    }

    /**
     * x86 with 64-byte cache lines and recent Open vSwitch (specs/sizing.md, facts): headroom 128,
     * sizeof(rte_mbuf) 128, sizeof(dp_packet) 704, object header 64, 4 channels, 1 rank,
     * spreading on, RTE_MAX_LCORE 128, queues of 2048.
     */
    public static Platform x86() {
        return new Platform(64, 128, 128, 704, 64, 4, 1, true, 128, 2048, 2048);
    }

    /** This platform with another cache line. */
    public Platform withCacheLine(long line) {
        return new Platform(line, headroom, mbufHeader, dpPacket, objectHeader, channels, ranks, spread, maxLcore,
                rxqSize, txqSize);
    }

    /** This platform with another sizeof(dp_packet). */
    public Platform withDpPacket(long size) {
        return new Platform(cacheLine, headroom, mbufHeader, size, objectHeader, channels, ranks, spread, maxLcore,
                rxqSize, txqSize);
    }

    @Override
    public String toString() {
        return "line " + cacheLine + ", headroom " + headroom + ", rte_mbuf " + mbufHeader + ", dp_packet " + dpPacket
                + ", object header " + objectHeader + ", " + channels + "x" + ranks + " channels x ranks"
                + (spread ? " spread" : " not spread");
    }

    private static void requireSize(String what, long value) {
        if (value < 0 || value % 8 != 0 || value > 1 << 20) {
            throw refused(what, value, "a multiple of 8 from 0 to 2^20");
        }
    }

    private static void requireCount(String what, long value) {
        if (value < 1 || value > 1 << 20) {
            throw refused(what, value, "from 1 to 2^20");
        }
    }

    private static IllegalArgumentException refused(String what, long value, String rule) {
        return new IllegalArgumentException(what + " " + value + " refused: it must be " + rule);
    }
}
