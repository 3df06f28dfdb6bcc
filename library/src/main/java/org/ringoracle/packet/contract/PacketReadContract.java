package org.ringoracle.packet.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.packet.Packet;
import org.ringoracle.packet.model.PacketModel;

/**
 * Every property of specs/packet.md. Extend this class with a factory for your packets:
 *
 * <pre>{@code
 * class MyPacketTest extends PacketReadContract {
 *     protected Packet packet(List<byte[]> segments) { return MyPacket.of(segments); }
 * }
 * }</pre>
 *
 * <p>Each read and copy is compared with {@link PacketModel}: whether it is within the packet, and
 * the bytes.
 */
public abstract class PacketReadContract {

    /** Examples of each generated property; each example makes {@link #READS} reads. */
    public static final int EXAMPLES = 300;

    /** Reads per generated packet. */
    public static final int READS = 8;

    /** The most bytes a segment holds (PKT-1). */
    public static final int MAX_SEGMENT = 65_535;

    private static final long WRAP = 1L << 32;

    private static final byte[] NOTHING = new byte[0];

    /** A packet of {@code segments}, in order. */
    protected abstract Packet packet(List<byte[]> segments);

    /** How the implementation refuses (PKT-1, PKT-3): an IllegalArgumentException unless overridden. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /** An offset and a length, printed as {@code read(offset o, length n)}. */
    public record Read(long offset, long length) {
        @Override
        public String toString() {
            return "read(offset " + offset + ", length " + length + ")";
        }
    }

    /** A packet's segment lengths and seed of its bytes, and the reads made of it. */
    public record Case(List<Integer> segments, int seed, List<Read> reads) {
        /** The segments' bytes: a pseudo-random function of the seed, so bytes out of place differ. */
        public List<byte[]> bytes() {
            Random random = new Random(seed);
            List<byte[]> out = new ArrayList<>();
            for (int length : segments) {
                byte[] segment = new byte[length];
                random.nextBytes(segment);
                out.add(segment);
            }
            return out;
        }

        @Override
        public String toString() {
            return "segments " + segments + " (seed " + seed + "): " + reads;
        }

        /** As {@link #toString}, with each read written as the copy PKT-4 makes of it. */
        public String asCopies() {
            return "segments " + segments + " (seed " + seed + "): " + reads.stream()
                    .map(r -> "copy(offset " + r.offset() + ", limit " + r.length() + ")").toList();
        }
    }

    /** Segment lengths: often empty or small, sometimes a few hundred, now and then the 16-bit edge. */
    static Gen<List<Integer>> segmentLengths() {
        Gen<Integer> length = Generate.frequency(List.of(Pair.of(1, Generate.constant(0)),
                Pair.of(5, integers().between(1, 16)), Pair.of(2, integers().between(17, 300)),
                Pair.of(1, integers().between(MAX_SEGMENT - 1, MAX_SEGMENT))));
        return lists().of(length).ofSizeBetween(1, 5);
    }

    /** Reads anywhere within a packet of {@code length} bytes. */
    static Gen<Read> within(long length) {
        return longs().between(0, length).flatMap(o -> longs().between(0, length - o).map(n -> new Read(o, n)));
    }

    /** Reads that end at the end of a packet of {@code length} bytes, or one past it. */
    static Gen<Read> atTheEnd(long length) {
        return longs().between(0, length).zip(integers().between(0, 1), (o, past) -> new Read(o, length - o + past));
    }

    /** Reads at a small offset whose length near 2^32 makes the 32-bit sum wrap to within the packet. */
    static Gen<Read> wrapsToWithin(long length) {
        return longs().between(1, length + 1).flatMap(o -> longs().between(0, Math.min(length, o - 1))
                .map(sum -> new Read(o, WRAP - o + sum)));
    }

    /** Reads at an offset up to {@code length + 1} below 2^32 whose 32-bit sum wraps to within the packet. */
    static Gen<Read> farOffset(long length) {
        return longs().between(1, length + 1).zip(longs().between(0, length), (back, sum) -> new Read(WRAP - back, back + sum));
    }

    /**
     * Reads of a packet of {@code length} bytes: {@link #within}, {@link #atTheEnd},
     * {@link #wrapsToWithin}, {@link #farOffset}, and any two 32-bit values.
     */
    static Gen<Read> reads(long length) {
        Gen<Read> any = longs().between(0, Packet.MAX_UINT32).zip(longs().between(0, Packet.MAX_UINT32), Read::new);
        return Generate.frequency(List.of(Pair.of(3, within(length)), Pair.of(2, atTheEnd(length)),
                Pair.of(1, wrapsToWithin(length)), Pair.of(1, farOffset(length)), Pair.of(1, any)));
    }

    /** Packets and {@link #READS} reads of each. */
    public static Gen<Case> cases() {
        return segmentLengths().zip(integers().all(), Pair::of).flatMap(p -> {
            long length = p._1.stream().mapToLong(Integer::longValue).sum();
            return lists().of(reads(length)).ofSize(READS).map(reads -> new Case(p._1, p._2, reads));
        });
    }

    /**
     * Requires {@code got} to be present exactly when {@code intended} is ({@code presence} names
     * that check), and to hold the same bytes, reported at the first index that differs.
     */
    private static void requireSame(String clause, String presence, String call, Optional<byte[]> got,
            Optional<byte[]> intended) {
        Clause.require(clause, presence, got.isPresent(), intended.isPresent());
        Clause.require(clause, call + ": the first byte that differs from the packet's is at index",
                Arrays.mismatch(got.orElse(NOTHING), intended.orElse(NOTHING)), -1);
    }

    /**
     * PKT-1, PKT-2: a packet's length is the sum of its segments', and every read returns the bytes
     * the model returns (compared whole, reported at the first index that differs), or nothing
     * when the model says the range is not within the packet.
     */
    @Property({"PKT-1", "PKT-2"})
    public void readsAreTheModelsBytesOrNothing() {
        Oracle.check("PKT-2", EXAMPLES, cases(), c -> {
            List<byte[]> bytes = c.bytes();
            Packet packet = packet(bytes);
            PacketModel model = PacketModel.of(bytes);
            Clause.require("PKT-1", "length of segments " + c.segments() + " is", packet.length(), model.length());
            Oracle.each(c.reads(), r -> requireSame("PKT-2", r + " read something:", r.toString(),
                    packet.read(r.offset(), r.length()), model.read(r.offset(), r.length())));
        });
    }

    /**
     * PKT-4: every copy (the reads' offsets, their lengths as limits) returns the bytes the model
     * returns, or nothing when the model says the packet has fewer bytes than the offset.
     */
    @Property("PKT-4")
    public void copiesAreTheModelsBytesOrNothing() {
        Oracle.check("PKT-4", EXAMPLES, cases().describedAs(Case::asCopies), c -> {
            List<byte[]> bytes = c.bytes();
            Packet packet = packet(bytes);
            PacketModel model = PacketModel.of(bytes);
            Oracle.each(c.reads(), r -> {
                String copy = "copy(offset " + r.offset() + ", limit " + r.length() + ")";
                requireSame("PKT-4", copy + " copied something:", copy, packet.copy(r.offset(), r.length()),
                        model.copy(r.offset(), r.length()));
            });
        });
    }

    /**
     * PKT-1: the shapes at the edges by name: no segments, a segment of 65536 bytes, 65536
     * segments, and more bytes than an array holds (32769 segments of 65535) are refused; one
     * segment of 65535 bytes and 65535 empty segments are packets of 65535 and 0 bytes.
     */
    @Property("PKT-1")
    public void shapesAtTheEdgesFollowTheRule() {
        byte[] full = new byte[MAX_SEGMENT];
        record Shape(String what, long value, List<byte[]> segments) {
        }
        for (Shape bad : List.of(new Shape("no segments", 0, List.of()),
                new Shape("a segment of 65536 bytes", MAX_SEGMENT + 1, List.of(new byte[MAX_SEGMENT + 1])),
                new Shape("65536 segments", MAX_SEGMENT + 1, Collections.nCopies(MAX_SEGMENT + 1, new byte[0])),
                new Shape("32769 segments of 65535 bytes", 32_769L * MAX_SEGMENT, Collections.nCopies(32_769, full)))) {
            refusal().require("PKT-1", "a packet of " + bad.what(), bad.value(), () -> packet(bad.segments()));
        }
        Clause.require("PKT-1", "length of one segment of 65535 bytes is", packet(List.of(full)).length(), 65_535L);
        Clause.require("PKT-1", "length of 65535 empty segments is",
                packet(Collections.nCopies(MAX_SEGMENT, new byte[0])).length(), 0L);
    }

    /** PKT-3: an offset, a length or a limit below 0 or from 2^32 is refused, whatever the other is. */
    @Property("PKT-3")
    public void valuesOutsideUint32AreRefused() {
        record Bad(long value, long other) {
            @Override
            public String toString() {
                return value + " with " + other;
            }
        }
        Gen<Long> outside = Generate.frequency(List.of(Pair.of(1, longs().between(Long.MIN_VALUE, -1)),
                Pair.of(1, longs().between(WRAP, Long.MAX_VALUE)), Pair.of(1, longs().between(-2, -1)),
                Pair.of(1, longs().between(WRAP, WRAP + 1))));
        Gen<Bad> cases = outside.zip(longs().between(0, Packet.MAX_UINT32), Bad::new);
        Oracle.check("PKT-3", EXAMPLES, cases, b -> {
            Packet packet = packet(List.of(new byte[] {1, 2, 3}));
            refusal().requireEach("PKT-3", b.value(), List.of(
                    new Refusal.Call("offset " + b.value() + " with length " + b.other(), () -> packet.read(b.value(), b.other())),
                    new Refusal.Call("length " + b.value() + " at offset " + b.other(), () -> packet.read(b.other(), b.value())),
                    new Refusal.Call("copy at offset " + b.value() + " with limit " + b.other(), () -> packet.copy(b.value(), b.other())),
                    new Refusal.Call("copy with limit " + b.value() + " at offset " + b.other(), () -> packet.copy(b.other(), b.value()))));
        });
    }
}
