package org.ringoracle.packed.contract;

import java.util.Arrays;
import java.util.List;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;
import org.ringoracle.packed.PackedQueue;
import org.ringoracle.packed.model.PackedModel;

/**
 * A packed virtqueue and a {@link PackedModel} side by side: after each step it compares what
 * moved and the flags of every descriptor the step wrote (PACKED-2 making available, PACKED-3
 * using, PACKED-4 collecting), the buffer ids collected, which must be those made available, in
 * that order (PACKED-3: the device uses in order), the driver's notification decision (PACKED-5)
 * and the device's (PACKED-8: its first on the queue may notify where the model does not), and
 * after every step each side's position and wrap counter and the driver's event flags (PACKED-7).
 * Buffer ids are serial numbers modulo 2^16. A decision a declared finding covers is set aside
 * alone ({@link Clause#holds}) and the run goes on: a decision moves nothing but the deciding
 * side's record of it, which the model and the queue have both kept.
 */
public final class PackedLockstep implements Lockstep<PackedOp> {

    private final PackedQueue queue;
    private final PackedModel model;
    private long serial;
    private boolean deviceDecided;

    private PackedLockstep(PackedQueue queue, PackedModel model) {
        this.queue = queue;
        this.model = model;
    }

    /**
     * Runs {@code scenario} on {@code queue} against a new model of the scenario's size, whose
     * driver's event flags start as the queue's (PACKED-1 leaves ENABLE or DISABLE to the driver).
     */
    public static void run(Scenario<Integer, PackedOp> scenario, PackedQueue queue) {
        PackedModel model = new PackedModel(scenario.start());
        model.interrupts(queue.driverEventFlags() != PackedQueue.EVENT_DISABLE);
        Lockstep.run(new PackedLockstep(queue, model), "new queue:", scenario.ops());
    }

    @Override
    public void step(PackedOp op, String at) {
        if (op instanceof PackedOp.Avail avail) {
            int[] ids = new int[avail.n()];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = (int) (serial++ % (PackedQueue.MAX_ID + 1));
            }
            int want = model.makeAvailable(ids.clone(), avail.n());
            Clause.require("PACKED-2", at + " made available", queue.makeAvailable(ids, avail.n()), want);
            requireWritten("PACKED-2", at, model.nextAvail(), want);
        } else if (op instanceof PackedOp.Use use) {
            int want = model.use(use.k());
            Clause.require("PACKED-3", at + " used", queue.use(use.k()), want);
            requireWritten("PACKED-3", at, model.deviceNext(), want);
        } else if (op instanceof PackedOp.Collect collect) {
            int[] due = new int[collect.k()];
            int[] got = new int[collect.k()];
            int want = model.collect(due, collect.k());
            Clause.require("PACKED-4", at + " collected", queue.collect(got, collect.k()), want);
            Clause.require("PACKED-3", at + " collected the buffer ids", ids(got, want), ids(due, want));
        } else if (op instanceof PackedOp.Interrupts interrupts) {
            queue.interrupts(interrupts.enable());
            model.interrupts(interrupts.enable());
        } else if (op instanceof PackedOp.DeviceNotify notify) {
            boolean want = model.deviceNeedsNotification(notify.offWrap(), notify.flags());
            boolean first = !deviceDecided;
            deviceDecided = true;
            Clause.holds("PACKED-8", () -> {
                boolean got = queue.deviceNeedsNotification(notify.offWrap(), notify.flags());
                Clause.require("PACKED-8", got == want || first && got, at + " notify the driver " + got + " where "
                        + want + " is required");
            });
        } else {
            PackedOp.Notify notify = (PackedOp.Notify) op;
            boolean want = model.needsNotification(notify.offWrap(), notify.flags());
            Clause.holds("PACKED-5", () -> Clause.require("PACKED-5", at + " notify",
                    queue.needsNotification(notify.offWrap(), notify.flags()), want));
        }
    }

    private static List<Integer> ids(int[] ids, int count) {
        return Arrays.stream(ids, 0, count).boxed().toList();
    }

    /** A descriptor's position and flags, printed as {@code descriptor 2 flags 0x8000} (AVAIL is 0x0080, USED 0x8000). */
    record Descriptor(int position, int flags) {
        @Override
        public String toString() {
            return "descriptor " + position + " flags " + String.format("0x%04x", flags);
        }
    }

    /** The flags of the {@code count} descriptors the step wrote, those just before {@code end} in ring order, as the model wrote them. */
    private void requireWritten(String clause, String at, int end, int count) {
        String what = at + " wrote";
        for (int i = 1; i <= count; i++) {
            int position = Math.floorMod(end - i, model.size());
            Clause.require(clause, what, new Descriptor(position, queue.flags(position)),
                    new Descriptor(position, model.flags(position)));
        }
    }

    /** Every count from 0, and every decision, is allowed by the clause of its side. */
    @Override
    public String grantedBy(PackedOp op) {
        return op.clause();
    }

    @Override
    public void compare(String at) {
        Clause.require("PACKED-2", at + " the driver's (next avail, wrap)", List.of(queue.nextAvail(),
                queue.availWrap()), List.of(model.nextAvail(), model.availWrap()));
        Clause.require("PACKED-3", at + " the device's (next, wrap)", List.of(queue.deviceNext(), queue.deviceWrap()),
                List.of(model.deviceNext(), model.deviceWrap()));
        Clause.require("PACKED-4", at + " the driver's (next used, wrap)", List.of(queue.nextUsed(), queue.usedWrap()),
                List.of(model.nextUsed(), model.usedWrap()));
        Clause.require("PACKED-7", at + " the driver's event flags", queue.driverEventFlags(), model.driverEventFlags());
    }
}
