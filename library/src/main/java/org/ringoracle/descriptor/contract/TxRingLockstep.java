package org.ringoracle.descriptor.contract;

import java.util.List;
import org.ringoracle.descriptor.TxRing;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;

/**
 * A descriptor ring and a {@link TxRingModel} side by side: after a post it compares the batch
 * pointer (DESC-5: a batch reclaimed or not shows there first), what it posted and the packet in
 * each descriptor it filled and in the one after them (DESC-3); after every step the tail (DESC-3)
 * and the free count (DESC-4). Packets are numbered from 1 in the order they are offered.
 */
public final class TxRingLockstep implements Lockstep<TxOp> {

    private final TxRing ring;
    private final TxRingModel model;
    private long serial;

    private TxRingLockstep(TxRing ring, TxRingModel model) {
        this.ring = ring;
        this.model = model;
    }

    /** Runs {@code scenario} on {@code ring} against a new model of the scenario's shape that posts as {@code path}. */
    public static void run(Scenario<TxRingModel.Shape, TxOp> scenario, TxPath path, TxRing ring) {
        Lockstep.run(new TxRingLockstep(ring, new TxRingModel(scenario.start(), path)), "new ring:", scenario.ops());
    }

    @Override
    public void step(TxOp op, String at) {
        if (op instanceof TxOp.Post post) {
            long[] packets = new long[post.n()];
            for (int i = 0; i < packets.length; i++) {
                packets[i] = ++serial;
            }
            int want = model.post(packets.clone(), post.n());
            int got = ring.post(packets, post.n());
            Clause.require("DESC-5", at + " nextDone", ring.nextDone(), model.nextDone());
            Clause.require("DESC-3", at + " posted", got, want);
            requireFilled(at, packets, want);
        } else {
            int k = Math.min(((TxOp.Done) op).k(), model.pending());
            model.complete(k);
            ring.complete(k);
        }
    }

    /**
     * DESC-3: the {@code posted} descriptors before the model's new tail hold {@code packets} in
     * order, and the descriptor at the new tail, which the post must not have touched (a post
     * fills at most size - 1), holds what the model says.
     */
    private void requireFilled(String at, long[] packets, int posted) {
        int size = model.size();
        for (int i = 0; i < posted; i++) {
            int d = Math.floorMod(model.tail() - posted + i, size);
            requireHolds(at, d, packets[i]);
        }
        requireHolds(at, model.tail(), model.packet(model.tail()));
    }

    private void requireHolds(String at, int d, long packet) {
        long held = Crash.guarded(at + " observing descriptor " + d, () -> ring.packet(d));
        Clause.require("DESC-3", at + " descriptor " + d + " holds packet", held, packet);
    }

    /** A post of any n from 0 and a completion of what is pending are allowed (DESC-3, DESC-6). */
    @Override
    public String grantedBy(TxOp op) {
        return op instanceof TxOp.Post ? "DESC-3" : "DESC-6";
    }

    /** The batch pointer moves only in a post, where {@link #step} compares it; the model's tail is always in range. */
    @Override
    public void compare(String at) {
        Clause.require("DESC-3", at + " the tail", ring.tail(), model.tail());
        Clause.require("DESC-4", at + " freeCount", ring.freeCount(), model.freeCount());
    }

    /** The state a counterexample prints: tail, batch pointer and free count. */
    static List<Integer> state(TxRing ring) {
        return List.of(ring.tail(), ring.nextDone(), ring.freeCount());
    }
}
