package org.ringoracle.ring.contract;

import java.util.Arrays;
import java.util.List;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.Regions;
import org.ringoracle.ring.TwoPhaseRing;
import org.ringoracle.ring.model.RingModel;

/**
 * A two-phase ring and a {@link RingModel} side by side (specs/two-phase.md): plain steps as
 * {@link RingLockstep} runs them; after a start, what it took and reported (TWO-1, TWO-2), the
 * elements it showed and the regions of a zero-copy start (TWO-5), and that nothing moved; after
 * a finish, that exactly its count moved, into the right slots (TWO-3). A zero-copy producer's
 * elements are written to the regions the ring reported, as its caller would.
 */
public final class TwoPhaseLockstep implements Lockstep<TwoPhaseOp> {

    private final TwoPhaseRing<Long> ring;
    private final RingModel<Long> model;
    private final RingLockstep plain;
    private final Regions ringReserved = new Regions();
    private final Regions modelReserved = new Regions();
    private final Regions ringShown = new Regions();
    private final Regions modelShown = new Regions();
    private Start reserved = Start.NONE;
    private Start shown = Start.NONE;

    /** An open start: how many it took and whether it was zero-copy. */
    private record Start(int k, boolean zc) {
        static final Start NONE = new Start(0, false);
    }

    private TwoPhaseLockstep(TwoPhaseRing<Long> ring, RingModel<Long> model) {
        this.ring = ring;
        this.model = model;
        this.plain = new RingLockstep(ring, model);
    }

    /**
     * Runs {@code scenario} on {@code ring} against {@code model}, both new.
     *
     * @throws ClauseViolation at the first step where they disagree
     * @throws Crash at the first step where the ring throws
     */
    public static void run(Scenario<RingStart, TwoPhaseOp> scenario, TwoPhaseRing<Long> ring, RingModel<Long> model) {
        Lockstep.run(new TwoPhaseLockstep(ring, model), "new ring:", scenario.ops());
    }

    @Override
    public void step(TwoPhaseOp op, String at) {
        if (op instanceof TwoPhaseOp.Plain p) {
            plain.step(p.op(), at);
        } else if (op instanceof TwoPhaseOp.Start s) {
            String clause = s.enqueue() ? "TWO-1" : "TWO-2";
            Snapshot before = Snapshot.of(ring);
            Start started = s.enqueue() ? enqueueStart(s, at) : dequeueStart(s, at);
            Clause.require(clause, at + " reported", ring.left(), model.left());
            Clause.require(clause, at + " nothing moved: (count, producer, consumer) is", Snapshot.of(ring), before);
            if (s.enqueue()) {
                reserved = started;
            } else {
                shown = started;
            }
        } else {
            finish((TwoPhaseOp.Finish) op, at);
        }
    }

    private Start enqueueStart(TwoPhaseOp.Start s, String at) {
        int want = s.zc() ? model.enqueueZcStart(s.n(), s.bulk(), modelReserved) : model.enqueueStart(s.n(), s.bulk());
        int got = s.zc() ? ring.enqueueZcStart(s.n(), s.bulk(), ringReserved) : ring.enqueueStart(s.n(), s.bulk());
        Clause.require("TWO-1", at + " reserved", got, want);
        requireRegions(s, at, ringReserved, modelReserved);
        return new Start(want, s.zc());
    }

    private Start dequeueStart(TwoPhaseOp.Start s, String at) {
        Long[] expected = new Long[s.n()];
        Long[] actual = new Long[s.n()];
        int want = s.zc() ? model.dequeueZcStart(s.n(), s.bulk(), modelShown)
                : model.dequeueStart(expected, s.n(), s.bulk());
        if (s.zc()) {
            for (int i = 0; i < want; i++) {
                expected[i] = model.slot(modelShown.slotOf(i));
            }
        }
        int got = s.zc() ? ring.dequeueZcStart(s.n(), s.bulk(), ringShown) : ring.dequeueStart(actual, s.n(), s.bulk());
        Clause.require("TWO-2", at + " showed", got, want);
        requireRegions(s, at, ringShown, modelShown);
        if (s.zc()) {
            for (int i = 0; i < want; i++) {
                int slot = ringShown.slotOf(i);
                actual[i] = Crash.guarded(() -> at + " observing slot " + slot, () -> ring.slot(slot));
            }
        }
        Clause.require("TWO-2", at + " showed", Arrays.asList(actual).subList(0, want),
                Arrays.asList(expected).subList(0, want));
        return new Start(want, s.zc());
    }

    private static void requireRegions(TwoPhaseOp.Start s, String at, Regions got, Regions want) {
        if (s.zc()) {
            Clause.require("TWO-5", at + " regions", got, want);
        }
    }

    private void finish(TwoPhaseOp.Finish f, String at) {
        Start open = f.enqueue() ? reserved : shown;
        int m = Math.min(f.m(), open.k());
        Snapshot before = Snapshot.of(ring);
        if (f.enqueue()) {
            long first = model.enqueued();
            Long[] batch = plain.fresh(m);
            if (open.zc()) {
                for (int i = 0; i < m; i++) {
                    ring.write(ringReserved.slotOf(i), batch[i]);
                    model.write(modelReserved.slotOf(i), batch[i]);
                }
                model.enqueueZcFinish(m);
                ring.enqueueZcFinish(m);
            } else {
                model.enqueueFinish(batch.clone(), m);
                ring.enqueueFinish(batch, m);
            }
            for (int i = 0; i < m; i++) {
                int slot = (int) model.slotOf(first + i);
                Long held = Crash.guarded(() -> at + " observing slot " + slot, () -> ring.slot(slot));
                if (!batch[i].equals(held)) {
                    Clause.require("TWO-3", at + " slot " + slot + " holds", held, batch[i]);
                }
            }
            reserved = Start.NONE;
        } else {
            if (open.zc()) {
                model.dequeueZcFinish(m);
                ring.dequeueZcFinish(m);
            } else {
                model.dequeueFinish(m);
                ring.dequeueFinish(m);
            }
            shown = Start.NONE;
        }
        Clause.require("TWO-3", at + " finished " + m + " of " + open.k() + ": (count, producer, consumer) is",
                Snapshot.of(ring), before.moved(f.enqueue(), m, model));
    }

    /** A refusal of a start is TWO-1's or TWO-2's violation, of a finish TWO-3's, of a plain step its clause's. */
    @Override
    public String grantedBy(TwoPhaseOp op) {
        if (op instanceof TwoPhaseOp.Plain p) {
            return plain.grantedBy(p.op());
        }
        return op instanceof TwoPhaseOp.Finish ? "TWO-3" : op.enqueue() ? "TWO-1" : "TWO-2";
    }

    @Override
    public void compare(String at) {
        plain.compare(at);
    }

    /** What a start must leave as it was and a finish move: the count and the two indices. */
    private record Snapshot(int count, long producer, long consumer) {
        static Snapshot of(TwoPhaseRing<?> ring) {
            return new Snapshot(ring.count(), ring.producerIndex(), ring.consumerIndex());
        }

        /** After a finish of {@code m}: the count up or down by m, one index where the model's is now. */
        Snapshot moved(boolean enqueue, int m, RingModel<?> model) {
            return enqueue ? new Snapshot(count + m, model.producerIndex(), consumer)
                    : new Snapshot(count - m, producer, model.consumerIndex());
        }

        @Override
        public String toString() {
            return List.of(count, producer, consumer).toString();
        }
    }
}
