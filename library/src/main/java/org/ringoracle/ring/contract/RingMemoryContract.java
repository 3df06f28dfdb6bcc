package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.OptionalLong;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.ring.RingMemory;
import org.ringoracle.ring.model.ExactRingMemory;

/**
 * The memory size of an rte_ring (RING-13, RING-14) for one layout. Extend it with the layout's
 * parameters and the implementation's size function:
 *
 * <pre>{@code
 * class MyRingMemoryTest extends RingMemoryContract {
 *     protected RingMemory layout() { return RingMemory.x86(); }
 *     protected long size(long count, long esize) { return myMemsize(count, esize); }
 * }
 * }</pre>
 *
 * <p>Every count of the uint32 range and every element size is either refused (as
 * {@link #refusal()} says) or given the size of {@link ExactRingMemory}, exact integers.
 */
public abstract class RingMemoryContract {

    /** Examples of the whole-range property. */
    public static final int EXAMPLES = 2000;

    /** The parameters the size depends on: header, cache line, guard lines (only these are read). */
    protected abstract RingMemory layout();

    /**
     * The memory for {@code count} elements of {@code esize} bytes.
     *
     * @throws RuntimeException of {@link #refusal()}'s type when the arguments are refused
     */
    protected abstract long size(long count, long esize);

    /** How the implementation refuses arguments; by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /** A count and an element size. */
    private record Request(long count, long esize) {
        @Override
        public String toString() {
            return "count " + count + ", element " + esize + " bytes";
        }
    }

    /** Element sizes by name: negative, 0, below 4, not multiples of 4, pointers, the largest and beyond. */
    public static final List<Long> ELEMENT_SIZES = List.of(-4L, 0L, 1L, 2L, 3L, 4L, 6L, 8L, 12L, 16L, 20L, 64L, 100L,
            65532L, 65534L, 65536L, 65540L, 70000L);

    /** Counts over uint32, powers of two often; element sizes from {@link #ELEMENT_SIZES}. */
    private static Gen<Request> requests() {
        Gen<Long> counts = Generate.frequency(List.of(Pair.of(2, longs().between(0, 0xFFFF_FFFFL)),
                Pair.of(2, integers().between(0, 32).map(k -> 1L << k)), Pair.of(1, longs().between(0, 70_000))));
        return counts.zip(Generate.pick(ELEMENT_SIZES), Request::new);
    }

    /** RING-13, RING-14: every request gets the exact size, or is refused where the exact model has none. */
    @Property({"RING-13", "RING-14"})
    public void sizeIsTheExactModelsOrRefused() {
        Oracle.check("RING-13", EXAMPLES, requests(), this::requireExact);
    }

    /**
     * RING-13, RING-14 by name: 1024 pointers; 2^30 elements of 4 bytes (beyond 32 bits); 0, 1000
     * and 2^31 elements; element sizes 0, 6, 65536 and 65540.
     */
    @Property({"RING-13", "RING-14"})
    public void edgeRequestsFollowTheRule() {
        Oracle.each(List.of(new Request(1024, 8), new Request(1L << 30, 4), new Request(1, 4),
                new Request(0, 8), new Request(1000, 8), new Request(1L << 31, 8), new Request(0xFFFF_FFFFL, 8),
                new Request(1024, 0), new Request(1024, 6), new Request(1, 65536), new Request(1, 65540)),
                this::requireExact);
    }

    private void requireExact(Request r) {
        OptionalLong exact = ExactRingMemory.size(layout(), r.count(), r.esize());
        if (exact.isPresent()) {
            Clause.require("RING-13", "size for " + r + " with " + layout() + " is", size(r.count(), r.esize()),
                    exact.getAsLong());
        } else {
            refusal().require("RING-14", r.toString(), ExactRingMemory.validElement(r.esize()) ? r.count() : r.esize(),
                    () -> size(r.count(), r.esize()));
        }
    }
}
