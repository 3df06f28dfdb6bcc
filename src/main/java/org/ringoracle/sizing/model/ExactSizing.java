package org.ringoracle.sizing.model;

import java.math.BigInteger;
import org.ringoracle.sizing.Frame;
import org.ringoracle.sizing.MbufLayout;
import org.ringoracle.sizing.Platform;
import org.ringoracle.sizing.Sizing;

/**
 * The sizing chain by its definitions: round-ups by division, the channel spreading by search
 * with {@link BigInteger#gcd}. The cache-line padding goes into the private area, never into the
 * data room.
 */
public final class ExactSizing implements Sizing {

    /** NETDEV_DPDK_MBUF_ALIGN: the data room after the headroom is whole kilobytes. */
    public static final long MBUF_ALIGN = 1024;

    /** The largest data room: it is a 16-bit field. */
    public static final long MAX_DATA_ROOM = 65535;

    private final Platform platform;

    /** The chain for {@code platform}. */
    public ExactSizing(Platform platform) {
        this.platform = platform;
    }

    /** The least multiple of {@code unit} that is at least {@code x}. */
    static long roundUp(long x, long unit) {
        return x % unit == 0 ? x : (x / unit + 1) * unit;
    }

    @Override
    public long bufferSize(int mtu) {
        return roundUp(Frame.maxFrameLength(mtu), MBUF_ALIGN) + platform.headroom();
    }

    @Override
    public MbufLayout layout(int mtu) {
        long dataRoom = bufferSize(mtu);
        if (dataRoom > MAX_DATA_ROOM) {
            throw new ArithmeticException("data room " + dataRoom + " for MTU " + mtu
                    + " does not fit in 16 bits (SIZE-9)");
        }
        long packet = platform.dpPacket() + dataRoom;
        long padding = roundUp(packet, platform.cacheLine()) - packet;
        long priv = platform.dpPacket() - platform.mbufHeader() + padding;
        return new MbufLayout(dataRoom, priv, platform.mbufHeader() + priv + dataRoom);
    }

    @Override
    public long objectSize(long elementSize) {
        long line = platform.cacheLine();
        long header = roundUp(platform.objectHeader(), line);
        long element = roundUp(elementSize, 8);
        long total = roundUp(header + element, line);
        if (!platform.spread()) {
            return total;
        }
        BigInteger spread = BigInteger.valueOf(platform.channels() * platform.ranks());
        long lines = total / line;
        while (!BigInteger.valueOf(lines).gcd(spread).equals(BigInteger.ONE)) {
            lines = lines + 1;
        }
        return lines * line;
    }
}
