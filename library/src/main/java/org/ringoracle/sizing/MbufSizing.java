package org.ringoracle.sizing;

import org.ringoracle.align.Align;

/**
 * The sizing chain as current Open vSwitch and DPDK compute it, done right: power-of-two
 * round-ups by mask ({@link Align}), every overflow refused, the cache-line padding in the private
 * area.
 */
public final class MbufSizing implements Sizing {

    private final Platform platform;

    /** The chain for {@code platform}. */
    public MbufSizing(Platform platform) {
        this.platform = platform;
    }

    /** ROUND_UP(MTU_TO_MAX_FRAME_LEN(mtu), 1024) + headroom (SIZE-8). */
    @Override
    public long bufferSize(int mtu) {
        return Align.ceil(Frame.maxFrameLength(mtu), 1024) + platform.headroom();
    }

    /**
     * Data room = the buffer size; the element is rounded up to the cache line by padding the
     * private area (SIZE-9).
     *
     * @throws ArithmeticException naming the values when the data room does not fit its 16-bit
     *     field
     */
    @Override
    public MbufLayout layout(int mtu) {
        long dataRoom = bufferSize(mtu);
        if (dataRoom > 0xFFFF) {
            throw new ArithmeticException("data room " + dataRoom + " for MTU " + mtu
                    + " does not fit in 16 bits (SIZE-9)");
        }
        long packet = platform.dpPacket() + dataRoom;
        long priv = platform.dpPacket() - platform.mbufHeader() + Align.ceil(packet, platform.cacheLine()) - packet;
        return new MbufLayout(dataRoom, priv, platform.mbufHeader() + priv + dataRoom);
    }

    /**
     * Header and element rounded to the cache line, then, when spreading, the number of lines
     * raised until it shares no factor with channels times ranks (SIZE-10).
     *
     * @throws IllegalArgumentException when {@code elementSize} is not an unsigned 32-bit value
     */
    @Override
    public long objectSize(long elementSize) {
        long line = platform.cacheLine();
        long total = Align.ceil(Align.ceil(platform.objectHeader(), line) + Align.ceil(elementSize, 8), line);
        if (!platform.spread()) {
            return total;
        }
        long spread = platform.channels() * platform.ranks();
        long lines = total / line;
        while (gcd(lines, spread) != 1) {
            lines++;
        }
        return lines * line;
    }

    private static long gcd(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long r = x % y;
            x = y;
            y = r;
        }
        return x;
    }
}
