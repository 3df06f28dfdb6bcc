package org.ringoracle.fifo.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;

/**
 * Generators of the fifo contract. Batch sizes are drawn relative to the capacity (small, near the
 * capacity, or anywhere up to about twice it) so that runs on long fifos still reach full, empty
 * and the wrap of the indices.
 */
public final class FifoGenerators {

    /**
     * The largest size the generated runs create: 2^12. Larger sizes cost time in proportion, and
     * with 2^12 instead of 2^16 the mutation gate still kills every mutant it did; the one size
     * above it that a narrow index field would break, {@link FifoContract#LARGE_SIZE}, is pinned
     * by name.
     */
    public static final int MAX_RUN_SIZE = 1 << 12;

    /** The most steps in one run. */
    public static final int MAX_STEPS = 40;

    private FifoGenerators() {
    }

    /** A batch size for a fifo of {@code capacity}: small, near the capacity, or up to about twice it. */
    public static Gen<Integer> batches(int capacity) {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(0, 3)),
                Pair.of(3, integers().between(Math.max(0, capacity - 2), capacity + 2)),
                Pair.of(2, integers().between(0, 2 * capacity + 2))));
    }

    /**
     * Any int, with the edges drawn often: every power of two from 2^0 to 2^31 (as an int, -2^31),
     * each plus one, minus one and negated, and -4 .. 4.
     */
    public static Gen<Integer> anySize() {
        Gen<Integer> powers = integers().between(0, 31).map(k -> 1 << k);
        return Generate.frequency(List.of(
                Pair.of(4, integers().all()),
                Pair.of(2, powers),
                Pair.of(1, powers.map(p -> p + 1)),
                Pair.of(1, powers.map(p -> p - 1)),
                Pair.of(1, powers.map(p -> -p)),
                Pair.of(1, integers().between(-4, 4))));
    }

    /**
     * Sizes {@code rule} refuses: {@link #anySize()}, with every size the rule accepts replaced by
     * its negation, which no rule accepts (CAP-2).
     */
    public static Gen<Integer> refusedSizes(CapacityRule rule) {
        return anySize().map(n -> rule.accepts(n) ? -n : n);
    }

    /** A batch size outside {@code [0, arrayLength]}: negative, or beyond the array. */
    public static Gen<Integer> badBatches(int arrayLength) {
        return Generate.frequency(List.of(
                Pair.of(1, integers().between(Integer.MIN_VALUE, -1)),
                Pair.of(1, integers().between(1, 1 << 20).map(beyond -> arrayLength + beyond))));
    }

    /** A put or a get with a batch size for {@code capacity}. */
    public static Gen<FifoOp> ops(int capacity) {
        Gen<FifoOp> puts = batches(capacity).map(FifoOp.Put::new);
        Gen<FifoOp> gets = batches(capacity).map(FifoOp.Get::new);
        return Generate.frequency(List.of(Pair.of(1, puts), Pair.of(1, gets)));
    }

    /**
     * The starts of the long runs: size 8 where the rule accepts it (else its smallest), full and
     * empty every few steps, and the rule's largest size up to {@link FifoContract#MAX_CONSTRUCTED},
     * where a fifo whose indices are too narrow for its slots goes wrong.
     */
    public static List<FifoStart> longRunStarts(CapacityRule rule) {
        return rule.smallAndLargest(FifoContract.MAX_CONSTRUCTED).stream()
                .map(size -> new FifoStart(Math.toIntExact(size), rule.capacity(size))).toList();
    }

    /** A step of a long run on a fifo of {@code capacity}: a put or a get of a {@link LongRuns#batch}. */
    public static LongRuns.Step<FifoOp> longRunOps(int capacity) {
        return random -> random.nextBoolean() ? new FifoOp.Put(LongRuns.batch(random, capacity))
                : new FifoOp.Get(LongRuns.batch(random, capacity));
    }

    /**
     * A size the rule accepts (up to {@link #MAX_RUN_SIZE}) and up to MAX_STEPS steps for it. Each
     * step is drawn as an optional that shrinks to absent, so shrinking deletes the steps a failure
     * does not need.
     */
    public static Gen<Scenario<FifoStart, FifoOp>> scenarios(CapacityRule rule) {
        return rule.sizes(MAX_RUN_SIZE).flatMap(size -> {
            int capacity = rule.capacity(size);
            return Scenario.from(new FifoStart(size, capacity), ops(capacity), MAX_STEPS);
        });
    }
}
