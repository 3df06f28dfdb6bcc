package org.ringoracle.packet;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A packet over its segments, as an mbuf chain holds it: a read finds the segment where it starts
 * by walking the chain and copies from there, segment by segment (specs/packet.md).
 *
 * <p>Invariants: every segment has at most {@link #MAX_SEGMENT} bytes, there are 1 to
 * {@link #MAX_SEGMENTS} of them, and {@code length} is their sum, at most
 * {@code Integer.MAX_VALUE}. A range is checked as {@code n <= length - offset}, in {@code long},
 * which cannot wrap for values below 2^32. The segments are the caller's arrays, not copied: a
 * packet views them, as an mbuf chain views its buffers.
 */
public final class ChainedPacket implements Packet {

    /** The most bytes a segment holds: an mbuf's 16-bit data length. */
    public static final int MAX_SEGMENT = 65_535;

    /** The most segments a packet has: an mbuf's 16-bit segment count. */
    public static final int MAX_SEGMENTS = 65_535;

    private final byte[][] segments;
    private final int length;

    private ChainedPacket(byte[][] segments, int length) {
        this.segments = segments;
        this.length = length;
    }

    /**
     * A packet of {@code segments}, in order.
     *
     * @throws IllegalArgumentException naming the value and PKT-1 when there are no segments or
     *     more than {@link #MAX_SEGMENTS}, a segment holds more than {@link #MAX_SEGMENT} bytes, or
     *     the total exceeds {@code Integer.MAX_VALUE}
     */
    public static ChainedPacket of(List<byte[]> segments) {
        int count = Objects.requireNonNull(segments, "segments").size();
        if (count < 1 || count > MAX_SEGMENTS) {
            throw new IllegalArgumentException("a packet of " + count + " segments refused (PKT-1): it must have 1 to "
                    + MAX_SEGMENTS);
        }
        byte[][] chain = segments.toArray(new byte[0][]);
        long length = 0;
        for (int i = 0; i < count; i++) {
            int bytes = Objects.requireNonNull(chain[i], "segment").length;
            if (bytes > MAX_SEGMENT) {
                throw new IllegalArgumentException("segment " + i + " of " + bytes + " bytes refused (PKT-1): at most "
                        + MAX_SEGMENT);
            }
            length += bytes;
        }
        if (length > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a packet of " + length + " bytes refused (PKT-1): at most "
                    + Integer.MAX_VALUE);
        }
        return new ChainedPacket(chain, (int) length);
    }

    @Override
    public long length() {
        return length;
    }

    @Override
    public Optional<byte[]> read(long offset, long n) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("length", n);
        if (n > length - offset) {
            return Optional.empty();
        }
        byte[] out = new byte[(int) n];
        int seg = 0;
        int at = (int) offset;
        while (at > 0 && at >= segments[seg].length) {
            at -= segments[seg].length;
            seg++;
        }
        for (int done = 0; done < out.length; seg++, at = 0) {
            int take = Math.min(segments[seg].length - at, out.length - done);
            System.arraycopy(segments[seg], at, out, done, take);
            done += take;
        }
        return Optional.of(out);
    }

    @Override
    public Optional<byte[]> copy(long offset, long limit) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("limit", limit);
        return offset > length ? Optional.empty() : read(offset, Math.min(limit, length - offset));
    }

    @Override
    public String toString() {
        return "ChainedPacket[segments=" + segments.length + ", length=" + length + "]";
    }
}
