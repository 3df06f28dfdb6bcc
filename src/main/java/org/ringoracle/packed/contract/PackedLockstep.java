package org.ringoracle.packed.contract;

import java.util.List;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;
import org.ringoracle.packed.PackedQueue;
import org.ringoracle.packed.model.PackedModel;

/**
 * A packed virtqueue and a {@link PackedModel} side by side: after each step it compares what
 * moved and the flags of every descriptor the step wrote (PACKED-2 making available, PACKED-3
 * using, PACKED-4 collecting), the notification decision (PACKED-5), and after every step each
 * side's position and wrap counter.
 */
public final class PackedLockstep implements Lockstep<PackedOp> {

    private final PackedQueue queue;
    private final PackedModel model;

    private PackedLockstep(PackedQueue queue, PackedModel model) {
        this.queue = queue;
        this.model = model;
    }

    /** Runs {@code scenario} on {@code queue} against a new model of the scenario's size. */
    public static void run(Scenario<Integer, PackedOp> scenario, PackedQueue queue) {
        Lockstep.run(new PackedLockstep(queue, new PackedModel(scenario.start())), "new queue:", scenario.ops());
    }

    @Override
    public void step(PackedOp op, String at) {
        if (op instanceof PackedOp.Avail avail) {
            long from = model.made();
            int want = model.makeAvailable(avail.n());
            Clause.require("PACKED-2", at + " made available", queue.makeAvailable(avail.n()), want);
            requireWritten("PACKED-2", at, from, want);
        } else if (op instanceof PackedOp.Use use) {
            long from = model.used();
            int want = model.use(use.k());
            Clause.require("PACKED-3", at + " used", queue.use(use.k()), want);
            requireWritten("PACKED-3", at, from, want);
        } else if (op instanceof PackedOp.Collect collect) {
            Clause.require("PACKED-4", at + " collected", queue.collect(collect.k()), model.collect(collect.k()));
        } else {
            PackedOp.Notify notify = (PackedOp.Notify) op;
            Clause.require("PACKED-5", at + " notify", queue.needsNotification(notify.offWrap(), notify.flags()),
                    model.needsNotification(notify.offWrap(), notify.flags()));
        }
    }

    /** The flags of the {@code count} descriptors of the queue's life from {@code from} on, as the model wrote them. */
    private void requireWritten(String clause, String at, long from, int count) {
        for (long n = from; n < from + count; n++) {
            int position = model.positionOf(n);
            Clause.require(clause, at + " flags of descriptor " + position, flagsOf(queue.flags(position)),
                    flagsOf(model.flags(position)));
        }
    }

    /** Flags as a counterexample prints them: {@code AVAIL|USED}, {@code AVAIL}, {@code USED} or {@code 0}. */
    static String flagsOf(int flags) {
        String avail = (flags & PackedQueue.AVAIL) != 0 ? "AVAIL" : "";
        String used = (flags & PackedQueue.USED) != 0 ? "USED" : "";
        String both = avail.isEmpty() || used.isEmpty() ? avail + used : avail + "|" + used;
        int other = flags & ~(PackedQueue.AVAIL | PackedQueue.USED);
        return (both.isEmpty() ? "0" : both) + (other == 0 ? "" : " and 0x" + Integer.toHexString(other));
    }

    /** Every count from 0 is allowed by the clause of its side. */
    @Override
    public String grantedBy(PackedOp op) {
        return op instanceof PackedOp.Avail ? "PACKED-2" : op instanceof PackedOp.Use ? "PACKED-3"
                : op instanceof PackedOp.Collect ? "PACKED-4" : "PACKED-5";
    }

    @Override
    public void compare(String at) {
        Clause.require("PACKED-2", at + " the driver's (next avail, wrap)", List.of(queue.nextAvail(),
                queue.availWrap()), List.of(model.nextAvail(), model.availWrap()));
        Clause.require("PACKED-3", at + " the device's (next, wrap)", List.of(queue.deviceNext(), queue.deviceWrap()),
                List.of(model.deviceNext(), model.deviceWrap()));
        Clause.require("PACKED-4", at + " the driver's (next used, wrap)", List.of(queue.nextUsed(), queue.usedWrap()),
                List.of(model.nextUsed(), model.usedWrap()));
    }
}
