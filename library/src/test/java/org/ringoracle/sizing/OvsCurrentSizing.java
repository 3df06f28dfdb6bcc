package org.ringoracle.sizing;

/**
 * Fixture: current Open vSwitch's sizing path (specs/sizing.md, facts), transliterated with
 * unsigned 32-bit arithmetic and the data room handed to DPDK as a 16-bit value:
 * {@code buf = ROUND_UP(MTU_TO_MAX_FRAME_LEN(mtu), 1024) + HEADROOM}, data room {@code buf},
 * element {@code ROUND_UP(sizeof(dp_packet) + buf, cache line)}, the padding in the private area.
 */
final class OvsCurrentSizing implements Sizing {

    private static final long U32 = 0xFFFF_FFFFL;

    private final Platform platform;

    OvsCurrentSizing(Platform platform) {
        this.platform = platform;
    }

    @Override
    public long bufferSize(int mtu) {
        long frame = (Frame.requireMtu(mtu) + Frame.HEADER_MAX) & U32;
        return (((frame + 1023) / 1024 * 1024) + platform.headroom()) & U32;
    }

    @Override
    public MbufLayout layout(int mtu) {
        long buf = bufferSize(mtu);
        long packet = (platform.dpPacket() + buf) & U32;
        long line = platform.cacheLine();
        long aligned = ((packet + line - 1) / line * line) & U32;
        long priv = platform.dpPacket() - platform.mbufHeader() + aligned - packet;
        long dataRoom = buf & 0xFFFF;
        return new MbufLayout(dataRoom, priv, platform.mbufHeader() + priv + dataRoom);
    }

    @Override
    public long objectSize(long elementSize) {
        return new MbufSizing(platform).objectSize(elementSize);
    }
}
