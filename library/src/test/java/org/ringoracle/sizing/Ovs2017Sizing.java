package org.ringoracle.sizing;

/**
 * Fixture: Open vSwitch's 2017 mbuf sizing (the June 2017 patch of specs/sizing.md, facts),
 * before or after the seed patch, transliterated with unsigned 32-bit arithmetic.
 *
 * <ul>
 *   <li>buffer path: {@code buf = ROUND_UP(MTU_TO_MAX_FRAME_LEN(mtu) + HEADROOM, 1024)}, then
 *       {@code MBUF_SIZE(FRAME_LEN_TO_MTU(buf))};
 *   <li>{@code MBUF_SIZE(m) = MTU_TO_MAX_FRAME_LEN(m) + sizeof(dp_packet) + HEADROOM}, rounded up
 *       to the cache line after the patch;
 *   <li>the mempool element is MBUF_SIZE, its data room {@code MBUF_SIZE - sizeof(dp_packet)}, its
 *       private area {@code sizeof(dp_packet) - sizeof(rte_mbuf)}.
 * </ul>
 *
 * The mempool object size is not part of the seed and is left to {@link MbufSizing}.
 */
final class Ovs2017Sizing implements Sizing {

    private static final long U32 = 0xFFFF_FFFFL;

    private final Platform platform;
    private final boolean patched;

    Ovs2017Sizing(Platform platform, boolean patched) {
        this.platform = platform;
        this.patched = patched;
    }

    /** The 2017 buffer size: ROUND_UP(MTU_TO_MAX_FRAME_LEN(mtu) + HEADROOM, 1024). */
    @Override
    public long bufferSize(int mtu) {
        long frame = (Frame.requireMtu(mtu) + Frame.HEADER_MAX + platform.headroom()) & U32;
        return ((frame + 1023) / 1024 * 1024) & U32;
    }

    /** MBUF_SIZE for the MTU the 2017 buffer path passes it. */
    long mbufSize(int mtu) {
        long m = (bufferSize(mtu) - Frame.HEADER - Frame.CRC) & U32;
        long size = (m + Frame.HEADER_MAX + platform.dpPacket() + platform.headroom()) & U32;
        long line = platform.cacheLine();
        return patched ? ((size + line - 1) / line * line) & U32 : size;
    }

    @Override
    public MbufLayout layout(int mtu) {
        long size = mbufSize(mtu);
        return new MbufLayout((size - platform.dpPacket()) & 0xFFFF, platform.dpPacket() - platform.mbufHeader(), size);
    }

    @Override
    public long objectSize(long elementSize) {
        return new MbufSizing(platform).objectSize(elementSize);
    }
}
