package org.ringoracle.sizing.model;

import java.util.stream.LongStream;
import org.ringoracle.sizing.Frame;
import org.ringoracle.sizing.MbufLayout;
import org.ringoracle.sizing.Platform;
import org.ringoracle.sizing.Sizing;

/**
 * The sizing chain as specs/sizing.md states it, each size found by searching the definition:
 * the buffer is the least whole number of kilobytes after the headroom that holds the largest
 * frame (SIZE-8); the element is the least whole number of cache lines that holds the
 * dp_packet and the data room, and the private area is what remains of it (SIZE-9); the object is
 * the least whole number of cache lines that holds the aligned header and element and, when
 * objects are spread, whose line count has no common divisor above 1 with channels x ranks
 * (SIZE-10). No masks and no gcd: the least count of units is the quotient or one more, whichever
 * is the first to hold; a line count with no common divisor is searched among the next channels x
 * ranks counts, one of which leaves remainder 1 and so qualifies.
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

    /** The least count of {@code unit}s whose total holds {@code x}: x / unit if that holds it, else one more. */
    static long unitsHolding(long x, long unit) {
        long quotient = x / unit;
        return quotient * unit >= x ? quotient : quotient + 1;
    }

    /** Whether no number from 2 to {@code b} divides both {@code a} and {@code b}. */
    static boolean shareNoDivisor(long a, long b) {
        return LongStream.rangeClosed(2, b).noneMatch(d -> a % d == 0 && b % d == 0);
    }

    @Override
    public long bufferSize(int mtu) {
        return unitsHolding(Frame.maxFrameLength(mtu), MBUF_ALIGN) * MBUF_ALIGN + platform.headroom();
    }

    @Override
    public MbufLayout layout(int mtu) {
        long dataRoom = bufferSize(mtu);
        if (dataRoom > MAX_DATA_ROOM) {
            throw new ArithmeticException("data room " + dataRoom + " for MTU " + mtu
                    + " does not fit in 16 bits (SIZE-9)");
        }
        long line = platform.cacheLine();
        long element = unitsHolding(platform.dpPacket() + dataRoom, line) * line;
        return new MbufLayout(dataRoom, element - platform.mbufHeader() - dataRoom, element);
    }

    @Override
    public long objectSize(long elementSize) {
        long line = platform.cacheLine();
        long need = unitsHolding(platform.objectHeader(), line) * line + unitsHolding(elementSize, 8) * 8;
        long lines = unitsHolding(need, line);
        if (!platform.spread()) {
            return lines * line;
        }
        long spread = platform.channels() * platform.ranks();
        return LongStream.range(lines, lines + spread).filter(count -> shareNoDivisor(count, spread)).findFirst()
                .getAsLong() * line;
    }
}
