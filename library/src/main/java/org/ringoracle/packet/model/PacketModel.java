package org.ringoracle.packet.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringoracle.packet.Packet;

/**
 * The reference for specs/packet.md: the packet is one list of its bytes, its total summed exactly
 * (in {@code BigInteger}); a range is within it when the exact sum {@code offset + n} (two values
 * below 2^32 cannot overflow a {@code long}) is at most the list's size, and a read is that
 * sublist. No segments are consulted after creation.
 */
public final class PacketModel implements Packet {

    private static final int MAX_SEGMENT = 65_535;

    private final List<Byte> bytes;

    private PacketModel(List<Byte> bytes) {
        this.bytes = bytes;
    }

    /**
     * The packet of {@code segments}, concatenated.
     *
     * @throws IllegalArgumentException naming PKT-1 for no segments, more than 65535, a segment of
     *     more than 65535 bytes, or more bytes than a Java array holds
     */
    public static PacketModel of(List<byte[]> segments) {
        if (segments.isEmpty() || segments.size() > MAX_SEGMENT) {
            throw new IllegalArgumentException("a packet of " + segments.size() + " segments refused (PKT-1)");
        }
        BigInteger total = BigInteger.ZERO;
        for (byte[] segment : segments) {
            if (segment.length > MAX_SEGMENT) {
                throw new IllegalArgumentException("a segment of " + segment.length + " bytes refused (PKT-1)");
            }
            total = total.add(BigInteger.valueOf(segment.length));
        }
        try {
            total.intValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("a packet of " + total + " bytes refused (PKT-1)", e);
        }
        List<Byte> bytes = new ArrayList<>();
        for (byte[] segment : segments) {
            for (byte b : segment) {
                bytes.add(b);
            }
        }
        return new PacketModel(bytes);
    }

    @Override
    public long length() {
        return bytes.size();
    }

    @Override
    public Optional<byte[]> read(long offset, long n) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("length", n);
        long end = offset + n;
        if (end > bytes.size()) {
            return Optional.empty();
        }
        List<Byte> range = bytes.subList((int) offset, (int) end);
        byte[] out = new byte[range.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = range.get(i);
        }
        return Optional.of(out);
    }

    @Override
    public Optional<byte[]> copy(long offset, long limit) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("limit", limit);
        if (offset > bytes.size()) {
            return Optional.empty();
        }
        List<Byte> rest = bytes.subList((int) offset, bytes.size());
        byte[] out = new byte[(int) Math.min(rest.size(), limit)];
        for (int i = 0; i < out.length; i++) {
            out[i] = rest.get(i);
        }
        return Optional.of(out);
    }
}
