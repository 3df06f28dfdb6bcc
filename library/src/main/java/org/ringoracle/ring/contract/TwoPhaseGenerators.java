package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.booleans;

import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.model.RingDesign;

/**
 * Generators of the two-phase contract. Every run they make is one a caller may make: at most one
 * start per side open, no plain step of a side while its start is open, no finish without a start
 * (TWO-4 is asked apart).
 */
public final class TwoPhaseGenerators {

    private TwoPhaseGenerators() {
    }

    /** A plain step, a start (peek or zero-copy, bulk or burst) or a finish, of either side. */
    public static Gen<TwoPhaseOp> ops(int capacity) {
        Gen<TwoPhaseOp> finishes = RingGenerators.batches(capacity).zip(booleans().all(),
                (m, enqueue) -> new TwoPhaseOp.Finish(enqueue, m));
        return Generate.frequency(List.of(
                Pair.of(3, RingGenerators.ops(capacity).map(TwoPhaseOp.Plain::new)),
                Pair.of(3, starts(capacity).map(TwoPhaseOp.class::cast)),
                Pair.of(3, finishes)));
    }

    /** A start of either side, peek or zero-copy, bulk or burst, of a batch for {@code capacity}. */
    public static Gen<TwoPhaseOp.Start> starts(int capacity) {
        return booleans().all().zip(RingGenerators.batches(capacity), booleans().all(), booleans().all(),
                TwoPhaseOp.Start::new);
    }

    /**
     * A count the design accepts (up to {@code most}), a start near the wrap, and up to
     * {@link RingGenerators#MAX_STEPS} steps, those a caller may not make left out.
     */
    public static Gen<Scenario<RingStart, TwoPhaseOp>> scenarios(RingDesign design, int most) {
        return RingGenerators.counts(design, most).flatMap(count -> RingGenerators.starts(design, count)
                .flatMap(start -> Scenario.from(new RingStart(count, start), ops(design.rule().capacity(count)),
                        RingGenerators.MAX_STEPS))
                .map(s -> new Scenario<>(s.start(), inTurn(s.ops()))));
    }

    /** The steps of {@code ops} a caller may make in that order. */
    static List<TwoPhaseOp> inTurn(List<TwoPhaseOp> ops) {
        Turns turns = new Turns();
        List<TwoPhaseOp> kept = new ArrayList<>();
        for (TwoPhaseOp op : ops) {
            if (turns.take(op)) {
                kept.add(op);
            }
        }
        return kept;
    }

    /** Which sides have a start open; {@link #take} admits a step a caller may make next. */
    private static final class Turns {
        private boolean enqueueOpen;
        private boolean dequeueOpen;

        boolean take(TwoPhaseOp op) {
            boolean open = op.enqueue() ? enqueueOpen : dequeueOpen;
            boolean allowed = op instanceof TwoPhaseOp.Finish == open;
            if (allowed && !(op instanceof TwoPhaseOp.Plain)) {
                if (op.enqueue()) {
                    enqueueOpen = !open;
                } else {
                    dequeueOpen = !open;
                }
            }
            return allowed;
        }
    }

    /**
     * A step of a long run on a ring of {@code capacity}: a plain step, a start or a finish of a
     * {@link LongRuns#batch}, one a caller may make next.
     */
    public static LongRuns.Step<TwoPhaseOp> longRunOps(int capacity) {
        Turns turns = new Turns();
        LongRuns.Step<RingOp> plain = RingGenerators.longRunOps(capacity);
        return random -> {
            while (true) {
                int kind = random.nextInt(3);
                boolean enqueue = random.nextBoolean();
                TwoPhaseOp op = switch (kind) {
                    case 0 -> new TwoPhaseOp.Plain(plain.next(random));
                    case 1 -> new TwoPhaseOp.Start(enqueue, LongRuns.batch(random, capacity), random.nextBoolean(),
                            random.nextBoolean());
                    default -> new TwoPhaseOp.Finish(enqueue, LongRuns.batch(random, capacity));
                };
                if (turns.take(op)) {
                    return op;
                }
            }
        };
    }
}
