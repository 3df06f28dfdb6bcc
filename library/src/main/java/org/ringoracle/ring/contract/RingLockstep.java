package org.ringoracle.ring.contract;

import java.util.Arrays;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.stream.LongStream;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.model.RingModel;

/**
 * A ring and a {@link RingModel} side by side: after every step it compares what moved (RING-6
 * bulk, RING-7 burst), what is left (RING-8), the elements (RING-11), count, free count, full and
 * empty (RING-9), the producer and consumer indices, and the slot each enqueued element landed in
 * (RING-15).
 */
public final class RingLockstep implements Lockstep<RingOp> {

    private final Ring<Long> ring;
    private final RingModel<Long> model;
    private final PrimitiveIterator.OfLong serials = LongStream.range(0, Long.MAX_VALUE).iterator();

    RingLockstep(Ring<Long> ring, RingModel<Long> model) {
        this.ring = ring;
        this.model = model;
    }

    /**
     * Runs {@code scenario} on {@code ring} against {@code model}, both new.
     *
     * @throws ClauseViolation at the first step where they disagree
     * @throws Crash at the first step where the ring throws
     */
    public static void run(Scenario<RingStart, RingOp> scenario, Ring<Long> ring, RingModel<Long> model) {
        Lockstep.run(new RingLockstep(ring, model), "new ring:", scenario.ops());
    }

    @Override
    public void step(RingOp op, String at) {
        if (op instanceof RingOp.Enqueue) {
            enqueue(op, at);
        } else {
            dequeue(op, at);
        }
    }

    private void enqueue(RingOp op, String at) {
        Long[] batch = fresh(op.n());
        long before = model.enqueued();
        Moved want = Moved.of(op.bulk() ? model.enqueueBulk(batch.clone(), op.n())
                : model.enqueueBurst(batch.clone(), op.n()), model);
        Moved got = Moved.of(op.bulk() ? ring.enqueueBulk(batch, op.n()) : ring.enqueueBurst(batch, op.n()), ring);
        compareMoved(op, at, got, want);
        for (int i = 0; i < want.count(); i++) {
            int slot = (int) model.slotOf(before + i);
            Long held = Crash.guarded(() -> at + " observing slot " + slot, () -> ring.slot(slot));
            if (!batch[i].equals(held)) {
                Clause.require("RING-15", at + " slot " + slot + " holds", held, batch[i]);
            }
        }
    }

    /** {@code n} elements never enqueued before in this run. */
    Long[] fresh(int n) {
        Long[] batch = new Long[n];
        for (int i = 0; i < n; i++) {
            batch[i] = serials.nextLong();
        }
        return batch;
    }

    private void dequeue(RingOp op, String at) {
        Long[] expected = new Long[op.n()];
        Long[] actual = new Long[op.n()];
        Moved want = Moved.of(op.bulk() ? model.dequeueBulk(expected, op.n()) : model.dequeueBurst(expected, op.n()),
                model);
        Moved got = Moved.of(op.bulk() ? ring.dequeueBulk(actual, op.n()) : ring.dequeueBurst(actual, op.n()), ring);
        compareMoved(op, at, got, want);
        Clause.require("RING-11", at + " got", Arrays.asList(actual).subList(0, want.count()),
                Arrays.asList(expected).subList(0, want.count()));
    }

    private static void compareMoved(RingOp op, String at, Moved got, Moved want) {
        Clause.require(op.bulk() ? "RING-6" : "RING-7", at + " moved", got.count(), want.count());
        Clause.require("RING-8", at + " left", got.left(), want.left());
    }

    /** A bulk move of any batch from 0 is allowed by RING-6, a burst by RING-7. */
    @Override
    public String grantedBy(RingOp op) {
        return op.bulk() ? "RING-6" : "RING-7";
    }

    @Override
    public void compare(String at) {
        Clause.require("RING-9", at + " the state is", RingState.of(ring), RingState.of(model));
        Clause.require("RING-15", at + " (producer, consumer) index is",
                List.of(ring.producerIndex(), ring.consumerIndex()),
                List.of(model.producerIndex(), model.consumerIndex()));
    }
}
