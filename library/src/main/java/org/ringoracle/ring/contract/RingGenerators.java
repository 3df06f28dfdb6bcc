package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.model.RingDesign;

/** Generators of the ring contract. */
public final class RingGenerators {

    /** How far below the largest index a long run starts: it crosses the wrap of the indices early. */
    public static final long LONG_RUN_BELOW_WRAP = 1000;

    /** The most steps in one run. */
    public static final int MAX_STEPS = 40;

    /**
     * The largest count the contract creates rings with: 2^12. The runs cross the wrap of their
     * indices whatever the count (they start near 2^width); larger counts cost time in proportion,
     * and with 2^12 instead of 2^16 the mutation gate still kills every mutant it did.
     */
    public static final int MAX_RUN_COUNT = 1 << 12;

    private RingGenerators() {
    }

    /**
     * Starts a ring of {@code design} created with {@code count} takes: most a little below the
     * wrap of its indices (within three capacities, so that runs cross it), the rest anywhere; 0
     * for a design that starts only there.
     */
    public static Gen<Long> starts(RingDesign design, int count) {
        long last = design.lastIndex(count);
        if (design.starts() == RingDesign.Starts.ZERO || last == 0) {
            return Generate.constant(0L);
        }
        long near = Math.min(3L * design.rule().capacity(count) + 3, last);
        return Generate.frequency(List.of(
                Pair.of(7, longs().between(1, near).map(below -> last - below + 1)),
                Pair.of(3, longs().between(0, last))));
    }

    /**
     * Starts a ring of {@code design} created with {@code count} must refuse (RING-17): negative,
     * the first index above its largest, just above, far above, and for a design that starts only
     * at 0 any other index.
     */
    public static Gen<Long> refusedStarts(RingDesign design, int count) {
        long last = design.lastIndex(count);
        List<Pair<Integer, Gen<Long>>> refused = new ArrayList<>();
        refused.add(Pair.of(1, longs().between(Long.MIN_VALUE, -1)));
        if (last < Long.MAX_VALUE) {
            long first = last + 1;
            refused.add(Pair.of(1, Generate.constant(first)));
            refused.add(Pair.of(2, longs().between(first, first + Math.min(4096, Long.MAX_VALUE - first))));
            refused.add(Pair.of(1, longs().between(first, Long.MAX_VALUE)));
        }
        if (design.starts() == RingDesign.Starts.ZERO && last > 0) {
            refused.add(Pair.of(2, longs().between(1, last)));
        }
        return Generate.frequency(refused);
    }

    /** A batch size for a ring of {@code capacity}: small, near the capacity, or up to twice it. */
    public static Gen<Integer> batches(int capacity) {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(0, 3)),
                Pair.of(3, integers().between(Math.max(0, capacity - 2), capacity + 2)),
                Pair.of(2, integers().between(0, 2 * capacity + 1))));
    }

    /** An enqueue or dequeue, bulk or burst. */
    public static Gen<RingOp> ops(int capacity) {
        return batches(capacity).zip(integers().between(0, 3), (n, kind) -> kind < 2
                ? new RingOp.Enqueue(n, kind == 0) : new RingOp.Dequeue(n, kind == 2));
    }

    /**
     * The starts of the long runs: count 8 where the design accepts it (else its smallest) and the
     * design's largest count up to {@code most}, each from {@link #LONG_RUN_BELOW_WRAP} below the
     * largest index (from 0 when that is nearer, or for a design that starts only at 0).
     */
    public static List<RingStart> longRunStarts(RingDesign design, int most) {
        return design.rule().smallAndLargest(most).stream().map(Math::toIntExact).map(count -> new RingStart(count,
                design.starts() == RingDesign.Starts.ZERO ? 0
                        : design.lastIndex(count) - Math.min(LONG_RUN_BELOW_WRAP, design.lastIndex(count))))
                .toList();
    }

    /**
     * A step of a long run on a ring of {@code capacity}: an enqueue or dequeue, bulk or burst, of a
     * {@link LongRuns#batch}.
     */
    public static LongRuns.Step<RingOp> longRunOps(int capacity) {
        return random -> {
            int n = LongRuns.batch(random, capacity);
            boolean bulk = random.nextBoolean();
            return random.nextBoolean() ? new RingOp.Enqueue(n, bulk) : new RingOp.Dequeue(n, bulk);
        };
    }

    /**
     * A count the design accepts (up to {@code most}), a start it takes near the wrap of its
     * indices, and up to MAX_STEPS steps.
     */
    public static Gen<Scenario<RingStart, RingOp>> scenarios(RingDesign design, int most) {
        return counts(design, most).flatMap(count -> {
            int capacity = design.rule().capacity(count);
            return starts(design, count)
                    .flatMap(start -> Scenario.from(new RingStart(count, start), ops(capacity), MAX_STEPS));
        });
    }

    /** Counts the design accepts, up to {@code most}. */
    public static Gen<Integer> counts(RingDesign design, int most) {
        return design.rule().sizes(most);
    }
}
