package org.ringoracle.descriptor.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.core.Gen;
import org.ringoracle.descriptor.TxRing;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;

/**
 * Every property of specs/descriptor.md, for the driver's side of a transmit descriptor ring.
 * Extend it with a factory:
 *
 * <pre>{@code
 * class MyTxRingTest extends TxRingContract {
 *     protected TxRing create(int size, int rsThresh, int freeThresh) { return new MyTxRing(size, rsThresh, freeThresh); }
 * }
 * }</pre>
 *
 * <p>The contract plays the device: it completes the oldest pending descriptors, as a NIC writes
 * back their done bits, and compares the tail, the batch pointer and the free count with the model
 * after every step, over runs that wrap the ring many times. A ring that posts in bursts, or only
 * to some of the shapes DESC-1 accepts, declares its {@link #path()} (DESC-7); the shapes it does
 * not serve are still created (DESC-1, DESC-2) but never posted to.
 */
public abstract class TxRingContract {

    /** Examples of each generated property. */
    public static final int EXAMPLES = 300;

    /**
     * Shapes pinned by name, each reasoned from DESC-1, each refused one breaking one rule only:
     * accepted (64, 32, 32), DPDK's default thresholds on the smallest ring, (4096, 32, 32), (72,
     * 8, 8), (64, 1, 1) and (64, 1, 60); refused for size 56, 4104 and 68, for 65600 (64 more than
     * 2^16: a size cut to DPDK's 16-bit nb_desc would pass), rsThresh 0 and 64 (on 4096), freeThresh
     * 61 (not below 64 - 3) and 0, rsThresh above freeThresh (32, 31), a sum above the size (32,
     * 33), a threshold not dividing the size (72, 16), rsThresh 33 on 264 (which it divides, with
     * freeThresh 33: only the limit of 32 breaks), and the int limits.
     */
    public static final List<TxRingModel.Shape> EDGE_SHAPES = List.of(new TxRingModel.Shape(64, 32, 32),
            new TxRingModel.Shape(4096, 32, 32), new TxRingModel.Shape(72, 8, 8), new TxRingModel.Shape(64, 1, 1),
            new TxRingModel.Shape(64, 1, 60), new TxRingModel.Shape(56, 8, 8), new TxRingModel.Shape(4104, 8, 8),
            new TxRingModel.Shape(68, 4, 4), new TxRingModel.Shape(65600, 32, 32), new TxRingModel.Shape(64, 0, 32),
            new TxRingModel.Shape(4096, 64, 64), new TxRingModel.Shape(64, 1, 61), new TxRingModel.Shape(64, 8, 0),
            new TxRingModel.Shape(64, 32, 31), new TxRingModel.Shape(64, 32, 33), new TxRingModel.Shape(72, 16, 16),
            new TxRingModel.Shape(264, 33, 33),
            new TxRingModel.Shape(Integer.MIN_VALUE, 1, 1), new TxRingModel.Shape(Integer.MAX_VALUE, 32, 32),
            new TxRingModel.Shape(64, Integer.MIN_VALUE, 32), new TxRingModel.Shape(64, 32, Integer.MAX_VALUE));

    /**
     * Runs pinned by name, worked by hand. On (64, 32, 32): the first fills 63 descriptors, the
     * device completes them, and the next post reclaims one batch of 32 and posts 1, so the tail
     * wraps to exactly 0; the second goes on until the second batch is reclaimed, so the batch
     * pointer wraps from 63 to 31. On (64, 8, 16): after 47 posted and completed exactly 16 are
     * free, not fewer, so a post reclaims nothing; the next, with 15 free, reclaims a batch. On
     * (64, 1, 1): 63 posted and completed, then 64 times one more, each reclaiming one, so the
     * batch pointer goes from 0 to 63 and wraps to 0 exactly. On (64, 32, 32) again: 40 posted and
     * completed leave 23 free, so the next post reclaims the batch ending at 31 (55 free) and fills
     * 40 descriptors across the end, packets 41 to 64 into descriptors 40 to 63 and 65 to 80 into 0
     * to 15: tail 16, batch pointer 63, 15 free. On (128, 32, 32): 127 posted and completed, then
     * a post of 64, which in whole posts reclaims one batch and posts 32 (tail 31, batch pointer
     * 63), and in bursts of 32 (DESC-7) reclaims a batch before each burst and posts all 64 (tail
     * 63, batch pointer 95); 0 free either way.
     */
    public static final List<Scenario<TxRingModel.Shape, TxOp>> PINNED_RUNS = List.of(
            new Scenario<>(new TxRingModel.Shape(64, 32, 32), List.of(new TxOp.Post(63), new TxOp.Done(63),
                    new TxOp.Post(1))),
            new Scenario<>(new TxRingModel.Shape(64, 32, 32), List.of(new TxOp.Post(63), new TxOp.Done(63),
                    new TxOp.Post(1), new TxOp.Done(1), new TxOp.Post(31))),
            new Scenario<>(new TxRingModel.Shape(64, 8, 16), List.of(new TxOp.Post(47), new TxOp.Done(47),
                    new TxOp.Post(1), new TxOp.Post(1))),
            new Scenario<>(new TxRingModel.Shape(64, 1, 1), oneAtATime(64)),
            new Scenario<>(new TxRingModel.Shape(64, 32, 32), List.of(new TxOp.Post(40), new TxOp.Done(40),
                    new TxOp.Post(40))),
            new Scenario<>(new TxRingModel.Shape(128, 32, 32), List.of(new TxOp.Post(127), new TxOp.Done(127),
                    new TxOp.Post(64))));

    /** post(63) done(63), then {@code laps} times post(1) done(1). */
    private static List<TxOp> oneAtATime(int laps) {
        List<TxOp> ops = new java.util.ArrayList<>(List.of(new TxOp.Post(63), new TxOp.Done(63)));
        for (int i = 0; i < laps; i++) {
            ops.add(new TxOp.Post(1));
            ops.add(new TxOp.Done(1));
        }
        return ops;
    }

    /**
     * A new ring of the shape.
     *
     * @throws RuntimeException of {@link #refusal()}'s type when DESC-1 refuses the shape
     */
    protected abstract TxRing create(int size, int rsThresh, int freeThresh);

    /** How the ring posts (DESC-7); by default {@link TxPath#WHOLE}, every post one step on every shape. */
    protected TxPath path() {
        return TxPath.WHOLE;
    }

    /** How the ring refuses a shape or an argument (DESC-1, DESC-6); by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    private TxRing ring(TxRingModel.Shape shape) {
        return refusal().allowed("DESC-1", shape.toString(), () -> create(shape.size(), shape.rsThresh(),
                shape.freeThresh()));
    }

    /** DESC-1: every generated shape is refused, or accepted, as the rule says. */
    @Property("DESC-1")
    public void everyShapeIsRefusedOrAcceptedAsTheRuleSays() {
        Oracle.check("DESC-1", EXAMPLES, TxRingGenerators.anyShapes(), this::requireRule);
    }

    /** DESC-1: each of {@link #EDGE_SHAPES} is refused or accepted as the rule says. */
    @Property("DESC-1")
    public void edgeShapesFollowTheRule() {
        Oracle.each(EDGE_SHAPES, this::requireRule);
    }

    private void requireRule(TxRingModel.Shape shape) {
        if (TxRingModel.accepts(shape)) {
            Clause.require("DESC-1", "the size of a ring of " + shape, ring(shape).size(), shape.size());
        } else {
            refusal().require("DESC-1", shape + " (it needs " + TxRingModel.broken(shape) + ")", shape.size(),
                    () -> create(shape.size(), shape.rsThresh(), shape.freeThresh()));
        }
    }

    /** DESC-2: a new ring has its tail at 0, the first batch ending at rsThresh - 1, and size - 1 free. */
    @Property("DESC-2")
    public void aNewRingKeepsOneDescriptorUnused() {
        Oracle.check("DESC-2", EXAMPLES, TxRingGenerators.acceptedShapes(), shape -> Clause.require("DESC-2",
                "(tail, nextDone, free) of a new ring of " + shape, TxRingLockstep.state(ring(shape)),
                List.of(0, shape.rsThresh() - 1, shape.size() - 1)));
    }

    /**
     * DESC-3 to DESC-5 and DESC-7: random runs of posts and completions on shapes the path serves,
     * wrapping the ring many times, then the long runs ({@link TxRingGenerators#longRunShapes},
     * {@link LongRuns#STEPS} steps each), compared with the model after every step; a refused
     * completion of what is pending breaks DESC-6.
     */
    @Property({"DESC-3", "DESC-4", "DESC-5", "DESC-6", "DESC-7"})
    public void behavesAsTheModelAcrossManyWraps() {
        Oracle.check("DESC-3", EXAMPLES, TxRingGenerators.scenarios(path()), this::run);
        LongRuns.check(TxRingGenerators.longRunShapes().stream().filter(path()::serves).toList(), LongRuns.STEPS,
                TxRingGenerators::longRunOps, this::run);
    }

    private void run(Scenario<TxRingModel.Shape, TxOp> scenario) {
        TxRingLockstep.run(scenario, path(), ring(scenario.start()));
    }

    /**
     * DESC-3 to DESC-7: each of {@link #PINNED_RUNS} the path serves, where the tail and the batch
     * pointer wrap exactly.
     */
    @Property({"DESC-3", "DESC-4", "DESC-5", "DESC-6", "DESC-7"})
    public void pinnedRunsWrapExactlyAtTheEnd() {
        Oracle.each(PINNED_RUNS.stream().filter(s -> path().serves(s.start())).toList(), this::run);
    }

    /**
     * DESC-6: on a ring filled to its last free descriptor (the model's free count) with one
     * batch completed (so that a post could reclaim it), a negative post, a post of more than the
     * packets it is given, a negative completion and a completion of more than are pending are
     * refused, and the ring is left as it was; then a completion of exactly those pending is
     * allowed.
     */
    @Property("DESC-6")
    public void badArgumentsAreRefused() {
        record Bad(TxRingModel.Shape shape, int negative, int beyond) {
            int pending() {
                return new TxRingModel(shape).freeCount() - shape.rsThresh();
            }

            @Override
            public String toString() {
                return shape + ": post(" + new TxRingModel(shape).freeCount() + ") done(" + shape.rsThresh() + "), then post("
                        + negative + "), post(" + (2 + beyond) + ") of 2 packets, done(" + negative + "), done("
                        + (pending() + beyond) + ")";
            }
        }
        Gen<Integer> beyond = integers().between(1, 3).mix(integers().between(1, 1 << 20), 50);
        Oracle.check("DESC-6", EXAMPLES, TxRingGenerators.acceptedShapes(path()).zip(integers().between(Integer.MIN_VALUE,
                -1), beyond, Bad::new), bad -> {
                    TxRing ring = ring(bad.shape());
                    int fill = new TxRingModel(bad.shape()).freeCount();
                    refusal().allow("DESC-3", "post(" + fill + ")", () -> ring.post(new long[fill], fill));
                    refusal().allow("DESC-6", "done(" + bad.shape().rsThresh() + ")",
                            () -> ring.complete(bad.shape().rsThresh()));
                    List<Integer> before = TxRingLockstep.state(ring);
                    refusal().requireEach("DESC-6", bad.negative(), List.of(
                            new Refusal.Call("post(" + bad.negative() + ")",
                                    () -> ring.post(new long[0], bad.negative())),
                            new Refusal.Call("done(" + bad.negative() + ")", () -> ring.complete(bad.negative()))));
                    int beyondThePackets = 2 + bad.beyond();
                    refusal().require("DESC-6", "post(" + beyondThePackets + ") of 2 packets", beyondThePackets,
                            () -> ring.post(new long[2], beyondThePackets));
                    int tooMany = bad.pending() + bad.beyond();
                    refusal().require("DESC-6", "done(" + tooMany + ") with " + bad.pending() + " pending", tooMany,
                            () -> ring.complete(tooMany));
                    Clause.require("DESC-6", "(tail, nextDone, free) after the refusals", TxRingLockstep.state(ring),
                            before);
                    refusal().allow("DESC-6", "done(" + bad.pending() + ") with " + bad.pending() + " pending",
                            () -> ring.complete(bad.pending()));
                });
    }
}
