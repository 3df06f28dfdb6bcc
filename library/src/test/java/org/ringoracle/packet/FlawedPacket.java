package org.ringoracle.packet;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A packet with one deliberate flaw, for showing that the packet-read contract rejects it. */
final class FlawedPacket implements Packet {

    /** The flaws. */
    enum Flaw {
        /** None: the control. */
        NONE,
        /** C's range check: {@code offset + n} as a 32-bit sum, which wraps, compared with the length. */
        WRAPPING_SUM,
        /** {@code offset + n < length}: a read that ends at the packet's end is refused. */
        LAST_BYTE_REFUSED,
        /** Copies from the segment where the read starts only, leaving the rest zero. */
        FIRST_SEGMENT_ONLY,
        /** Checks neither the shape of the packet nor the range of its arguments: any long is taken. */
        UNCHECKED_ARGUMENTS,
        /** Reports the length in 15 bits, as if it were a signed 16-bit field. */
        LENGTH_IN_15_BITS,
        /** Counts each boundary between segments as a byte of the length. */
        LENGTH_COUNTS_BOUNDARIES,
        /** Refuses a copy at the packet's end, {@code offset >= length}, as rte_pktmbuf_copy does. */
        COPY_REFUSED_AT_THE_END,
        /** Copies {@code limit} bytes clipped at the end of the packet, but from offset 0. */
        COPY_FROM_THE_START
    }

    private final List<byte[]> segments;
    private final byte[] flat;
    private final Flaw flaw;

    FlawedPacket(List<byte[]> segments, Flaw flaw) {
        if (flaw != Flaw.UNCHECKED_ARGUMENTS) {
            ChainedPacket.of(segments);
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        segments.forEach(all::writeBytes);
        this.segments = segments;
        this.flat = all.toByteArray();
        this.flaw = flaw;
    }

    @Override
    public long length() {
        return switch (flaw) {
            case LENGTH_IN_15_BITS -> flat.length & 0x7FFF;
            case LENGTH_COUNTS_BOUNDARIES -> flat.length + segments.size() - 1;
            default -> flat.length;
        };
    }

    @Override
    public Optional<byte[]> read(long offset, long n) {
        if (flaw != Flaw.UNCHECKED_ARGUMENTS) {
            Packet.requireUint32("offset", offset);
            Packet.requireUint32("length", n);
        }
        boolean within = switch (flaw) {
            case WRAPPING_SUM -> ((offset + n) & MAX_UINT32) <= flat.length;
            case LAST_BYTE_REFUSED -> offset + n < flat.length;
            default -> offset + n <= flat.length;
        };
        if (!within) {
            return Optional.empty();
        }
        int from = (int) Math.min(offset, flat.length);
        int to = (int) Math.min(offset + n, flat.length);
        byte[] out = Arrays.copyOfRange(flat, from, to);
        if (flaw == Flaw.FIRST_SEGMENT_ONLY) {
            long start = 0;
            for (byte[] segment : segments) {
                if (offset < start + segment.length || segment == segments.get(segments.size() - 1)) {
                    Arrays.fill(out, (int) Math.min(out.length, Math.max(0, start + segment.length - offset)), out.length, (byte) 0);
                    break;
                }
                start += segment.length;
            }
        }
        return Optional.of(out);
    }

    @Override
    public Optional<byte[]> copy(long offset, long limit) {
        if (flaw != Flaw.UNCHECKED_ARGUMENTS) {
            Packet.requireUint32("offset", offset);
            Packet.requireUint32("limit", limit);
        }
        if (offset > flat.length || flaw == Flaw.COPY_REFUSED_AT_THE_END && offset == flat.length) {
            return Optional.empty();
        }
        int n = (int) Math.min(limit, flat.length - offset);
        int from = flaw == Flaw.COPY_FROM_THE_START ? 0 : (int) offset;
        return Optional.of(Arrays.copyOfRange(flat, from, from + n));
    }
}
