package org.ringoracle.ring.contract;

import java.util.Arrays;
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
 * elements a peek showed or the regions of a zero-copy start (TWO-5), and that nothing moved; after
 * a finish, that exactly its count moved, into the right slots (TWO-3). A zero-copy producer's
 * elements are written to the regions the ring reported, as its caller would.
 */
public final class TwoPhaseLockstep implements Lockstep<TwoPhaseOp> {

    private final TwoPhaseRing<Long> ring;
    private final RingModel<Long> model;
    private final RingLockstep plain;
    private Open reserved = new Open(new TwoPhaseOp.Start(true, 0, false, false), 0, new Regions(), new Regions());
    private Open shown = new Open(new TwoPhaseOp.Start(false, 0, false, false), 0, new Regions(), new Regions());

    /**
     * A side's last start, what it took and the regions it filled on the ring and on the model; a
     * caller finishes it once, before the side's next start.
     */
    private record Open(TwoPhaseOp.Start start, int k, Regions ringRegions, Regions modelRegions) {
    }

    TwoPhaseLockstep(TwoPhaseRing<Long> ring, RingModel<Long> model) {
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
            start(s, at);
        } else {
            finish((TwoPhaseOp.Finish) op, at);
        }
    }

    private void start(TwoPhaseOp.Start s, String at) {
        String clause = grantedBy(s);
        Open open = new Open(s, 0, new Regions(), new Regions());
        Snapshot before = Snapshot.of(ring);
        Long[] expected = new Long[s.n()];
        Long[] actual = new Long[s.n()];
        int want = s.on(model, expected, open.modelRegions());
        int got = s.on(ring, actual, open.ringRegions());
        Clause.require(clause, at + " took", got, want);
        if (s.zc()) {
            Clause.require("TWO-5", at + " regions", open.ringRegions(), open.modelRegions());
        } else if (!s.enqueue()) {
            Clause.require(clause, at + " showed", Arrays.asList(actual).subList(0, want),
                    Arrays.asList(expected).subList(0, want));
        }
        Clause.require(clause, at + " reported", ring.left(), model.left());
        Clause.require(clause, at + " nothing moved:", Snapshot.of(ring), before);
        if (s.enqueue()) {
            reserved = new Open(s, want, open.ringRegions(), open.modelRegions());
        } else {
            shown = new Open(s, want, open.ringRegions(), open.modelRegions());
        }
    }

    private void finish(TwoPhaseOp.Finish f, String at) {
        Open open = f.enqueue() ? reserved : shown;
        int m = Math.min(f.m(), open.k());
        Snapshot before = Snapshot.of(ring);
        long first = model.enqueued();
        Long[] batch = plain.fresh(f.enqueue() ? m : 0);
        open.start().write(model, batch, m, open.modelRegions());
        open.start().write(ring, batch, m, open.ringRegions());
        open.start().finish(model, batch.clone(), m);
        open.start().finish(ring, batch, m);
        for (int i = 0; i < batch.length; i++) {
            int slot = (int) model.slotOf(first + i);
            Long held = Crash.guarded(() -> at + " observing slot " + slot, () -> ring.slot(slot));
            if (!batch[i].equals(held)) {
                Clause.require("TWO-3", at + " slot " + slot + " holds", held, batch[i]);
            }
        }
        Clause.require("TWO-3", at + " finished " + m + " of " + open.k() + ":",
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
    }
}
