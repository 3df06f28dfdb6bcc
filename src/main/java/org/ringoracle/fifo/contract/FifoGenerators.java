package org.ringoracle.fifo.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Generators of the fifo contract. Batch sizes are drawn relative to the fifo length (small,
 * near the capacity, or anywhere up to twice the length) so that runs on long fifos still reach
 * full, empty and the wrap of the indices.
 */
public final class FifoGenerators {

    /** The largest exponent of the lengths the stateful runs use: lengths 2 to 2^16. */
    public static final int MAX_RUN_EXPONENT = 16;

    /** The most steps in one run. */
    public static final int MAX_STEPS = 40;

    private FifoGenerators() {
    }

    /** Lengths 2^1 .. 2^MAX_RUN_EXPONENT, exponent uniform, shrinking toward 2. */
    public static Gen<Integer> lengths() {
        return integers().between(1, MAX_RUN_EXPONENT).map(k -> 1 << k);
    }

    /** A batch size for a fifo of {@code length}: small, near the capacity, or up to twice the length. */
    public static Gen<Integer> batches(int length) {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(0, 3)),
                Pair.of(3, integers().between(Math.max(0, length - 3), length + 1)),
                Pair.of(2, integers().between(0, 2 * length))));
    }

    /**
     * Any int, with the edges drawn often: every power of two from 2^0 to 2^31 (as an int, -2^31),
     * each plus one, minus one and negated, and -4 .. 4.
     */
    public static Gen<Integer> anyLength() {
        Gen<Integer> powers = integers().between(0, 31).map(k -> 1 << k);
        return Generate.frequency(List.of(
                Pair.of(4, integers().all()),
                Pair.of(2, powers),
                Pair.of(1, powers.map(p -> p + 1)),
                Pair.of(1, powers.map(p -> p - 1)),
                Pair.of(1, powers.map(p -> -p)),
                Pair.of(1, integers().between(-4, 4))));
    }

    /** A batch size outside {@code [0, arrayLength]}: negative, or beyond the array. */
    public static Gen<Integer> badBatches(int arrayLength) {
        return Generate.frequency(List.of(
                Pair.of(1, integers().between(Integer.MIN_VALUE, -1)),
                Pair.of(1, integers().between(1, 1 << 20).map(beyond -> arrayLength + beyond))));
    }

    /** A put or a get with a batch size for {@code length}. */
    public static Gen<FifoOp> ops(int length) {
        Gen<FifoOp> puts = batches(length).map(FifoOp.Put::new);
        Gen<FifoOp> gets = batches(length).map(FifoOp.Get::new);
        return Generate.frequency(List.of(Pair.of(1, puts), Pair.of(1, gets)));
    }

    /**
     * A length and up to MAX_STEPS steps for it. Each step is drawn as an optional that shrinks to
     * absent, so shrinking deletes the steps a failure does not need.
     */
    public static Gen<FifoScenario> scenarios() {
        return lengths().flatMap(length -> lists().of(ops(length).toOptionals(10)).ofSizeBetween(1, MAX_STEPS)
                .map(steps -> new FifoScenario(length,
                        steps.stream().flatMap(Optional::stream).collect(Collectors.toList()))));
    }
}
