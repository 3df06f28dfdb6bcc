package org.ringoracle.ring.contract;

import java.util.Arrays;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.stream.LongStream;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.model.RingModel;

/**
 * Runs a {@link RingScenario} on a ring and on a {@link RingModel} side by side and compares every
 * observable after every step: what moved (RING-6 bulk, RING-7 burst), what is left (RING-8), the
 * elements (RING-11), and count, free count, full and empty (RING-9).
 */
public final class RingLockstep {

    private final Ring<Long> ring;
    private final RingModel<Long> model;
    private final PrimitiveIterator.OfLong serials = LongStream.range(0, Long.MAX_VALUE).iterator();

    private RingLockstep(Ring<Long> ring, RingModel<Long> model) {
        this.ring = ring;
        this.model = model;
    }

    /**
     * Runs {@code scenario} on {@code ring} against {@code model}, both new.
     *
     * @throws ClauseViolation at the first step where they disagree
     */
    public static void run(RingScenario scenario, Ring<Long> ring, RingModel<Long> model) {
        RingLockstep run = new RingLockstep(ring, model);
        run.compareState("new ring:");
        int step = 0;
        for (RingOp op : scenario.ops()) {
            step++;
            String at = "step " + step + " " + op + ":";
            if (op instanceof RingOp.Enqueue) {
                run.enqueue(op, at);
            } else {
                run.dequeue(op, at);
            }
            run.compareState(at);
        }
    }

    private void enqueue(RingOp op, String at) {
        Long[] batch = new Long[op.n()];
        for (int i = 0; i < batch.length; i++) {
            batch[i] = serials.nextLong();
        }
        Moved want = op.bulk() ? model.enqueueBulk(batch.clone(), op.n()) : model.enqueueBurst(batch.clone(), op.n());
        Moved got = op.bulk() ? ring.enqueueBulk(batch, op.n()) : ring.enqueueBurst(batch, op.n());
        compareMoved(op, at, got, want);
    }

    private void dequeue(RingOp op, String at) {
        Long[] expected = new Long[op.n()];
        Long[] actual = new Long[op.n()];
        Moved want = op.bulk() ? model.dequeueBulk(expected, op.n()) : model.dequeueBurst(expected, op.n());
        Moved got = op.bulk() ? ring.dequeueBulk(actual, op.n()) : ring.dequeueBurst(actual, op.n());
        compareMoved(op, at, got, want);
        Clause.require("RING-11", at + " got", Arrays.asList(actual).subList(0, want.count()),
                Arrays.asList(expected).subList(0, want.count()));
    }

    private static void compareMoved(RingOp op, String at, Moved got, Moved want) {
        Clause.require(op.bulk() ? "RING-6" : "RING-7", at + " moved", got.count(), want.count());
        Clause.require("RING-8", at + " left", got.left(), want.left());
    }

    private void compareState(String at) {
        Clause.require("RING-9", at + " (count, freeCount, full, empty) is",
                List.of(ring.count(), ring.freeCount(), ring.isFull(), ring.isEmpty()),
                List.of(model.count(), model.freeCount(), model.isFull(), model.isEmpty()));
    }
}
