package org.ringoracle.descriptor.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.stream.IntStream;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;

/** Generators of the descriptor-ring contract. */
public final class TxRingGenerators {

    /** The most steps in one run. */
    public static final int MAX_STEPS = 40;

    private TxRingGenerators() {
    }

    /**
     * Shapes DESC-1 accepts with sizes from 64 to 512 (64 half the time): a threshold that
     * divides the size, from 1 to 32, and a free threshold from it to what the rule allows.
     */
    public static Gen<TxRingModel.Shape> acceptedShapes() {
        return acceptedShapes(TxPath.WHOLE);
    }

    /**
     * Shapes DESC-1 accepts that {@code path} serves (DESC-7): sizes from 64 to 512 (64 half the
     * time) with a divisor from the path's least rsThresh to 32, that divisor as rsThresh, and a
     * free threshold from it to what the rule allows.
     *
     * @throws IllegalArgumentException when the path serves no shape DESC-1 accepts (a least
     *     rsThresh above 32)
     */
    public static Gen<TxRingModel.Shape> acceptedShapes(TxPath path) {
        int least = path.leastRsThresh();
        if (least > 32) {
            throw new IllegalArgumentException(path + " serves no shape DESC-1 accepts: rsThresh is at most 32");
        }
        List<Integer> served = IntStream.rangeClosed(8, 64).map(k -> 8 * k)
                .filter(size -> !thresholds(size, least).isEmpty()).boxed().toList();
        Gen<Integer> sizes = Generate.frequency(List.of(Pair.of(1, Generate.constant(64)),
                Pair.of(1, Generate.pick(served))));
        return sizes.flatMap(size -> {
            List<Integer> divisors = thresholds(size, least);
            return Generate.pick(divisors).flatMap(rs -> integers()
                    .between(rs, Math.min(size - 4, size - rs)).map(free -> new TxRingModel.Shape(size, rs, free)));
        });
    }

    /** The rsThresh values from {@code least} to 32 that divide {@code size}. */
    private static List<Integer> thresholds(int size, int least) {
        return IntStream.rangeClosed(least, 32).filter(d -> size % d == 0).boxed().toList();
    }

    /**
     * Any shape: sizes that are multiples of 8 up to 4200, small sizes, and any int; thresholds
     * around their rules and any int.
     */
    public static Gen<TxRingModel.Shape> anyShapes() {
        Gen<Integer> sizes = Generate.frequency(List.of(Pair.of(3, integers().between(0, 525).map(k -> 8 * k)),
                Pair.of(2, integers().between(-8, 5000)), Pair.of(1, integers().all())));
        return sizes.flatMap(size -> {
            Gen<Integer> thresholds = Generate.frequency(List.of(Pair.of(3, integers().between(-2, 40)),
                    Pair.of(2, integers().between(-2, Math.max(-2, Math.min(size, 5000)) + 2)),
                    Pair.of(1, integers().all())));
            return thresholds.zip(thresholds, (rs, free) -> new TxRingModel.Shape(size, rs, free));
        });
    }

    /** A count for a ring of {@code size} with batches of {@code rs}: small, near a batch, or up to twice the size. */
    public static Gen<Integer> counts(int size, int rs) {
        return Generate.frequency(List.of(Pair.of(2, integers().between(0, 3)), Pair.of(2, nearABatch(rs)),
                Pair.of(3, integers().between(0, 2 * size))));
    }

    /** A batch of {@code rs}, one fewer or one more (never below 0). */
    public static Gen<Integer> nearABatch(int rs) {
        return integers().between(Math.max(0, rs - 1), rs + 1);
    }

    /** Runs from an accepted shape: posts and completions, up to {@link #MAX_STEPS} steps. */
    public static Gen<Scenario<TxRingModel.Shape, TxOp>> scenarios() {
        return scenarios(TxPath.WHOLE);
    }

    /** Runs from a shape {@code path} serves: posts and completions, up to {@link #MAX_STEPS} steps. */
    public static Gen<Scenario<TxRingModel.Shape, TxOp>> scenarios(TxPath path) {
        return acceptedShapes(path).flatMap(shape -> Scenario.from(shape, ops(counts(shape.size(), shape.rsThresh())),
                MAX_STEPS));
    }

    /**
     * The shapes of the long runs: the smallest ring, 64 descriptors, and the largest, 4096, each
     * with thresholds of 32, the largest rsThresh DESC-1 allows (specs/descriptor.md).
     */
    public static List<TxRingModel.Shape> longRunShapes() {
        return List.of(new TxRingModel.Shape(64, 32, 32), new TxRingModel.Shape(4096, 32, 32));
    }

    /**
     * A step of a long run on a ring of {@code shape}: a post or a completion of a
     * {@link LongRuns#batch} or, one time in five, of a batch of rsThresh, one fewer or one more.
     */
    public static LongRuns.Step<TxOp> longRunOps(TxRingModel.Shape shape) {
        return random -> {
            int n = random.nextInt(5) == 0 ? shape.rsThresh() - 1 + random.nextInt(3)
                    : LongRuns.batch(random, shape.size());
            return random.nextBoolean() ? new TxOp.Post(n) : new TxOp.Done(n);
        };
    }

    private static Gen<TxOp> ops(Gen<Integer> counts) {
        return counts.zip(integers().between(0, 1), (n, kind) -> kind == 0 ? new TxOp.Post(n) : new TxOp.Done(n));
    }
}
