package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.stream.LongStream;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.Regions;
import org.ringoracle.ring.TwoPhaseRing;

/**
 * Every property of specs/two-phase.md, beside every property of specs/ring.md that
 * {@link RingContract} gives. Extend it as {@code RingContract}, with a factory of
 * {@link TwoPhaseRing}s; override {@link #checksTurns()} for a ring that leaves TWO-4 to its
 * caller, as the C does, and {@link #modesWithoutTwoPhase()} for an implementation with modes
 * that allow no two-phase call (TWO-6).
 */
public abstract class TwoPhaseContract extends RingContract {

    @Override
    protected abstract <E> TwoPhaseRing<E> create(int count, long start);

    /**
     * Whether the ring refuses a call out of turn (TWO-4, a SHOULD); by default it does. A ring
     * that returns false is not asked: TWO-4 is reported untested.
     */
    protected boolean checksTurns() {
        return true;
    }

    private TwoPhaseRing<Long> twoPhaseRing(int count, long start) {
        return refusal().allowed(design().clause(), "count " + count + " from start " + start,
                () -> create(count, start));
    }

    /** The scenarios of the two-phase lockstep property, for coverage measurements. */
    public Gen<Scenario<RingStart, TwoPhaseOp>> twoPhaseScenarios() {
        return TwoPhaseGenerators.scenarios(design(), largestCount());
    }

    /**
     * TWO-1, TWO-2, TWO-3, TWO-5: random runs of plain steps, peek and zero-copy starts and
     * finishes of both sides, interleaved, from indices near 2^w, then the long runs, compared
     * with the model after every step.
     */
    @Property({"TWO-1", "TWO-2", "TWO-3", "TWO-5"})
    public void twoPhaseStepsBehaveAsTheModelAcrossTheWrap() {
        Oracle.check("TWO-3", LOCKSTEP_EXAMPLES, twoPhaseScenarios(), this::twoPhase);
        LongRuns.check(RingGenerators.longRunStarts(design(), largestConstructed()), LongRuns.STEPS,
                start -> TwoPhaseGenerators.longRunOps(design().rule().capacity(start.count())), this::twoPhase);
    }

    private void twoPhase(Scenario<RingStart, TwoPhaseOp> s) {
        TwoPhaseLockstep.run(s, twoPhaseRing(s.start().count(), s.start().start()),
                design().model(s.start().count(), s.start().start()));
    }

    /** A start left open on one side (after one plain enqueue for a dequeue start), to refuse calls out of turn. */
    record OutOfTurn(int count, long start, TwoPhaseOp.Start open) {
        @Override
        public String toString() {
            return "count=" + count + " start=" + start + ": " + (open.enqueue() ? "" : "enqBurst[1] ") + open;
        }
    }

    /**
     * TWO-4: with a start of one element open on one side, a second start (peek and zero-copy), a
     * plain step of that side and a finish of more than was started are refused and change
     * nothing. That the other side keeps working is the lockstep's to judge: its runs interleave
     * the two sides.
     */
    @Property("TWO-4")
    public void callsOutOfTurnAreRefused() {
        if (!checksTurns()) {
            Oracle.untested(design().name() + " leaves turns to its caller, as the C does (specs/two-phase.md)");
        }
        Gen<OutOfTurn> cases = RingGenerators.counts(design(), largestCount()).flatMap(count -> RingGenerators
                .starts(design(), count).zip(booleans().all(), booleans().all(),
                        (start, enqueue, zc) -> new OutOfTurn(count, start,
                                new TwoPhaseOp.Start(enqueue, 1, false, zc))));
        Refusal state = Refusal.by(IllegalStateException.class).naming();
        Refusal argument = Refusal.ILLEGAL_ARGUMENT.naming();
        Oracle.check("TWO-4", EXAMPLES, cases, c -> {
            TwoPhaseRing<Long> ring = twoPhaseRing(c.count(), c.start());
            boolean enqueue = c.open().enqueue();
            Regions regions = new Regions();
            ring.enqueueBurst(new Long[] {1L}, enqueue ? 0 : 1);
            c.open().on(ring, new Long[1], regions);
            List<Object> before = List.of(ring.count(), ring.producerIndex(), ring.consumerIndex());
            state.requireEach("TWO-4", 1, List.of(
                    new Refusal.Call("a second peek start", () -> new TwoPhaseOp.Start(enqueue, 1, false, false)
                            .on(ring, new Long[1], regions)),
                    new Refusal.Call("a second zero-copy start", () -> new TwoPhaseOp.Start(enqueue, 0, true, true)
                            .on(ring, new Long[0], regions)),
                    new Refusal.Call("a plain step of that side", () -> plainStep(ring, enqueue))));
            argument.require("TWO-4", "a finish of 2", 2, () -> c.open().finish(ring, new Long[] {2L, 3L}, 2));
            Clause.require("TWO-4", "after the refusals (count, producer, consumer) is",
                    List.of(ring.count(), ring.producerIndex(), ring.consumerIndex()), before);
        });
    }

    /** A burst of one on the {@code enqueue} side: an enqueue of element 9 or a dequeue. */
    private static void plainStep(TwoPhaseRing<Long> ring, boolean enqueue) {
        if (enqueue) {
            ring.enqueueBurst(new Long[] {9L}, 1);
        } else {
            ring.dequeueBurst(new Long[1], 1);
        }
    }

    /**
     * A mode of the implementation in which no two-phase call is allowed (TWO-6), as rte_ring's
     * multi-thread and relaxed-tail modes, and how a ring of the design is made in it.
     */
    public record ModeWithoutTwoPhase(String name, Factory factory) {

        /** Makes a ring of {@code count} from {@code start} in the mode, as {@link TwoPhaseContract#create} does. */
        @FunctionalInterface
        public interface Factory {
            TwoPhaseRing<Long> create(int count, long start);
        }
    }

    /**
     * The implementation's modes that allow no two-phase call (TWO-6). None by default, as a Java
     * ring has one mode, a single thread's: TWO-6 is then reported untested.
     */
    protected List<ModeWithoutTwoPhase> modesWithoutTwoPhase() {
        return List.of();
    }

    /** A ring in a mode without the two phases, filled with {@code fill} elements, and the start tried on it. */
    record Unsupported(ModeWithoutTwoPhase mode, int count, long start, int fill, TwoPhaseOp.Start call) {
        @Override
        public String toString() {
            return mode.name() + " count=" + count + " start=" + start + ": enqBurst[" + fill + "] " + call;
        }
    }

    /**
     * TWO-6: in each mode without the two phases, a start of either side (peek or zero-copy, bulk
     * or burst) on a ring holding some elements takes nothing, and with a finish of 0 after it
     * changes nothing: the count and both indices are as before.
     */
    @Property("TWO-6")
    public void twoPhaseCallsOnlyWhereTheModeAllows() {
        List<ModeWithoutTwoPhase> modes = modesWithoutTwoPhase();
        if (modes.isEmpty()) {
            Oracle.untested(design().name() + " has no mode without the two phases; the C's are the native profile's to"
                    + " judge (TWO-6)");
        }
        Gen<Unsupported> cases = integers().between(0, modes.size() - 1).flatMap(mode -> RingGenerators
                .counts(design(), largestCount()).flatMap(count -> {
                    int capacity = design().rule().capacity(count);
                    return RingGenerators.starts(design(), count).zip(integers().between(0, capacity),
                            TwoPhaseGenerators.starts(capacity),
                            (start, fill, call) -> new Unsupported(modes.get(mode), count, start, fill, call));
                }));
        Oracle.check("TWO-6", EXAMPLES, cases, c -> {
            TwoPhaseRing<Long> ring = refusal().allowed(design().clause(), c.mode().name() + " count " + c.count()
                    + " from start " + c.start(), () -> c.mode().factory().create(c.count(), c.start()));
            ring.enqueueBurst(LongStream.range(0, c.fill()).boxed().toArray(Long[]::new), c.fill());
            List<Object> before = List.of(ring.count(), ring.producerIndex(), ring.consumerIndex());
            Regions regions = new Regions();
            Clause.require("TWO-6", c.call() + " in " + c.mode().name() + " took",
                    c.call().on(ring, new Long[c.call().n()], regions), 0);
            c.call().finish(ring, new Long[0], 0);
            Clause.require("TWO-6", "after it and a finish of 0, (count, producer, consumer) is",
                    List.of(ring.count(), ring.producerIndex(), ring.consumerIndex()), before);
        });
    }
}
