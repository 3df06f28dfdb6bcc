package org.ringoracle.packed.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Scenario;
import org.ringoracle.packed.PackedQueue;

/**
 * Every property of specs/packed.md, for both sides of a packed virtqueue. Extend it with a factory:
 *
 * <pre>{@code
 * class MyPackedQueueTest extends PackedQueueContract {
 *     protected PackedQueue create(int size) { return new MyPackedQueue(size); }
 * }
 * }</pre>
 *
 * <p>Runs make buffers available, use and collect them and decide notifications on queues of 1 to
 * 4096 descriptors, most no power of two, wrapping many times (and, pinned by name, on 32768);
 * after each step the flags written, the positions, the wrap counters and the driver's event
 * flags are compared with the model. A driver that does not negotiate
 * {@code VIRTIO_F_RING_EVENT_IDX} declares so ({@link #eventIndex()}): neither side is given DESC
 * to set. A queue whose device is played by its test declares so ({@link #deviceDecides()}): the
 * device's decision is never asked.
 */
public abstract class PackedQueueContract {

    /** Examples of each generated property. */
    public static final int EXAMPLES = 300;

    /** Sizes pinned by name: 0, 1, 2, 3, 32767, 32768 and 32769, 65536, -1 and the int limits. */
    public static final List<Integer> EDGE_SIZES = List.of(0, 1, 2, 3, 32767, 32768, 32769, 65536, -1,
            Integer.MIN_VALUE, Integer.MAX_VALUE);

    /**
     * Runs pinned by name, worked by hand. On a queue of 2, steps of 0 and a decision under
     * ENABLE (notify), each allowed. On a queue of 3: three buffers fill lap 1, so the driver's
     * counter turns 0 after the third, with positions 0, 1, 2, then 0 (a mask of 2 would stay at
     * 2); the device uses them and the driver collects them, both counters turn 0; then the next
     * buffer is written with AVAIL 0 and USED 1, and the device, asked for 2, uses that 1. On a
     * queue of 4, a DESC event at offset
     * 0 with wrap counter 1 names the first buffer; after two more, one at offset 1 with wrap
     * counter 0 names the sixth (lap 2, position 1); after a seventh, one at offset 1 with wrap
     * counter 1 names the second, which is not among those made available since the previous
     * decision: notify, notify, do not; under DISABLE, do not. On a queue of 1, three buffers made available, used and
     * collected (laps 1 to 3, wrap counters 1, 0, 1) leave every side in lap 4 with counter 0; an
     * event at offset 0 with wrap bit 0 then names lap 4's descriptor, not yet made available: do
     * not notify. On the largest queue, 32768: two queues' worth (65536, more than 16 bits count)
     * made available without a decision; an event at offset 0 with wrap bit 0 names lap 2's first
     * descriptor, made available: notify; then one at offset 32767 with wrap bit 1 (off_wrap
     * 65535, the largest) names lap 3's last, not yet made available, and nothing new was: do not.
     * On it again, the same two queues' worth, then an event at offset 100 with wrap bit 1 names
     * lap 3's descriptor 100, not yet made available: do not notify (in 16 bits it is 101 ahead of
     * the newest, which looks like 65435 behind, among the 65536 made available). On a queue of 1,
     * the driver asks for no interrupts twice, then for interrupts twice, then for none: its event
     * flags read DISABLE (1), 1, ENABLE (0), 0, 1. The device's decisions (PACKED-8), on a queue of
     * 4 with four buffers made available: it uses two and the driver's event at offset 1 with wrap
     * counter 1 names the second, used: notify (the device's first decision, which may notify
     * anyway); it uses two more, which turns its counter to 0, so the same event names the second
     * again, a lap before, used before the previous decision: do not; with nothing used since, an
     * event at offset 3 with wrap counter 1 names the fourth, used before it too: do not (a device
     * that takes nothing used for a whole lap would); after two more made available and one used
     * (the fifth, lap 2's first), an event at offset 0 with wrap counter 0 names it: notify; under
     * ENABLE, notify, under DISABLE, do not, both with nothing used since (without DESC, the
     * decision under DISABLE is not the device's first, which may notify anyway).
     */
    public static final List<Scenario<Integer, PackedOp>> PINNED_RUNS = List.of(
            new Scenario<>(2, List.of(new PackedOp.Avail(0), new PackedOp.Use(0), new PackedOp.Collect(0),
                    new PackedOp.Notify(0, true, PackedQueue.EVENT_ENABLE))),
            new Scenario<>(3, List.of(new PackedOp.Avail(3), new PackedOp.Use(3), new PackedOp.Collect(3),
                    new PackedOp.Avail(1), new PackedOp.Use(2))),
            new Scenario<>(4, List.of(new PackedOp.Avail(4), new PackedOp.Use(4), new PackedOp.Collect(4),
                    new PackedOp.Notify(0, true, PackedOp.Notify.DESC_FLAGS), new PackedOp.Avail(2),
                    new PackedOp.Notify(1, false, PackedOp.Notify.DESC_FLAGS), new PackedOp.Avail(1),
                    new PackedOp.Notify(1, true, PackedOp.Notify.DESC_FLAGS),
                    new PackedOp.Notify(2, false, PackedQueue.EVENT_DISABLE))),
            new Scenario<>(1, List.of(new PackedOp.Avail(1), new PackedOp.Use(1), new PackedOp.Collect(1),
                    new PackedOp.Avail(1), new PackedOp.Use(1), new PackedOp.Collect(1), new PackedOp.Avail(1),
                    new PackedOp.Use(1), new PackedOp.Collect(1), new PackedOp.Notify(0, false,
                    PackedOp.Notify.DESC_FLAGS))),
            new Scenario<>(1 << 15, List.of(new PackedOp.Avail(1 << 15), new PackedOp.Use(1 << 15),
                    new PackedOp.Collect(1 << 15), new PackedOp.Avail(1 << 15), new PackedOp.Use(1 << 15),
                    new PackedOp.Collect(1 << 15), new PackedOp.Notify(0, false, PackedOp.Notify.DESC_FLAGS),
                    new PackedOp.Notify((1 << 15) - 1, true, PackedOp.Notify.DESC_FLAGS))),
            new Scenario<>(1 << 15, List.of(new PackedOp.Avail(1 << 15), new PackedOp.Use(1 << 15),
                    new PackedOp.Collect(1 << 15), new PackedOp.Avail(1 << 15),
                    new PackedOp.Notify(100, true, PackedOp.Notify.DESC_FLAGS))),
            new Scenario<>(1, List.of(new PackedOp.Interrupts(false), new PackedOp.Interrupts(false),
                    new PackedOp.Interrupts(true), new PackedOp.Interrupts(true), new PackedOp.Interrupts(false))),
            new Scenario<>(4, List.of(new PackedOp.Avail(4), new PackedOp.Use(2),
                    new PackedOp.DeviceNotify(1, true, PackedOp.Notify.DESC_FLAGS), new PackedOp.Use(2),
                    new PackedOp.DeviceNotify(1, true, PackedOp.Notify.DESC_FLAGS),
                    new PackedOp.DeviceNotify(3, true, PackedOp.Notify.DESC_FLAGS), new PackedOp.Collect(2),
                    new PackedOp.Avail(2), new PackedOp.Use(1),
                    new PackedOp.DeviceNotify(0, false, PackedOp.Notify.DESC_FLAGS),
                    new PackedOp.DeviceNotify(0, false, PackedQueue.EVENT_ENABLE),
                    new PackedOp.DeviceNotify(0, false, PackedQueue.EVENT_DISABLE))));

    /**
     * A new queue of {@code size} descriptors.
     *
     * @throws RuntimeException of {@link #refusal()}'s type when PACKED-1 refuses the size
     */
    protected abstract PackedQueue create(int size);

    /** How the queue refuses a size or an argument (PACKED-1, PACKED-6); by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /**
     * Whether the driver negotiated {@code VIRTIO_F_RING_EVENT_IDX}, the feature without which DESC
     * is not a valid event flag (PACKED-5); by default it did. When it did not, no run asks for a
     * decision under DESC and the pinned runs are run without those steps.
     */
    protected boolean eventIndex() {
        return true;
    }

    /**
     * Whether the queue makes the device's decisions (PACKED-8); by default it does. A queue whose
     * device is played by its test (to judge a driver) declares false: no run asks the device to
     * decide, and the pinned runs are run without those steps.
     */
    protected boolean deviceDecides() {
        return true;
    }

    /** What the runs ask of the queue, as it declares. */
    private PackedGenerators.Asks asks() {
        return new PackedGenerators.Asks(eventIndex(), deviceDecides());
    }

    /**
     * {@link #PINNED_RUNS}, without the decisions under DESC unless {@link #eventIndex()} and
     * without the device's decisions unless {@link #deviceDecides()}.
     */
    private List<Scenario<Integer, PackedOp>> pinnedRuns() {
        return PINNED_RUNS.stream().map(s -> new Scenario<>(s.start(), s.ops().stream().filter(this::asked).toList()))
                .toList();
    }

    private boolean asked(PackedOp op) {
        if (op instanceof PackedOp.DeviceNotify n) {
            return deviceDecides() && (eventIndex() || n.flags() != PackedOp.Notify.DESC_FLAGS);
        }
        return eventIndex() || !(op instanceof PackedOp.Notify n && n.flags() == PackedOp.Notify.DESC_FLAGS);
    }

    private PackedQueue queue(int size) {
        return refusal().allowed("PACKED-1", "queue size " + size, () -> create(size));
    }

    /**
     * PACKED-1: over the int range, with sizes near the edge drawn often, each size is refused
     * unless it is from 1 to 32768, and a new queue has every position at 0, every wrap counter
     * at 1, its first and last descriptors zero and the driver's event flags ENABLE or DISABLE.
     */
    @Property("PACKED-1")
    public void everySizeIsRefusedOrGivesAnEmptyQueue() {
        Oracle.check("PACKED-1", EXAMPLES, integers().all().mix(integers().between(-2, 33_000), 70), this::requireSize);
    }

    /** PACKED-1: each of {@link #EDGE_SIZES}. */
    @Property("PACKED-1")
    public void edgeSizesFollowTheRule() {
        Oracle.each(EDGE_SIZES, this::requireSize);
    }

    private void requireSize(int size) {
        if (size < 1 || size > 32768) {
            refusal().require("PACKED-1", "queue size " + size + " (from 1 to 32768)", size, () -> create(size));
            return;
        }
        PackedQueue queue = queue(size);
        Clause.require("PACKED-1", "a new queue of " + size + ": (size, positions, wrap counters, first and last"
                + " flags)", List.of(queue.size(), queue.nextAvail(), queue.deviceNext(), queue.nextUsed(),
                queue.availWrap(), queue.deviceWrap(), queue.usedWrap(), queue.flags(0), queue.flags(size - 1)),
                List.of(size, 0, 0, 0, true, true, true, 0, 0));
        int event = queue.driverEventFlags();
        Clause.require("PACKED-1", event == PackedQueue.EVENT_ENABLE || event == PackedQueue.EVENT_DISABLE,
                "a new queue of " + size + ": the driver's event flags " + event + " where ENABLE (0) or DISABLE (1)"
                        + " is required");
    }

    /**
     * PACKED-2 to PACKED-5, PACKED-7 and PACKED-8: random runs on both sides across many wraps, then
     * the long runs ({@link PackedGenerators#longRunSizes}, {@link LongRuns#STEPS} steps each),
     * compared with the model after every step.
     */
    @Property({"PACKED-2", "PACKED-3", "PACKED-4", "PACKED-5", "PACKED-7", "PACKED-8"})
    public void behavesAsTheModelAcrossManyWraps() {
        Oracle.check("PACKED-2", EXAMPLES, PackedGenerators.scenarios(asks()),
                s -> PackedLockstep.run(s, queue(s.start())));
        LongRuns.check(PackedGenerators.longRunSizes(), LongRuns.STEPS,
                size -> PackedGenerators.longRunOps(size, asks()), s -> PackedLockstep.run(s, queue(s.start())));
    }

    /** PACKED-2 to PACKED-5, PACKED-7 and PACKED-8: each of {@link #PINNED_RUNS}. */
    @Property({"PACKED-2", "PACKED-3", "PACKED-4", "PACKED-5", "PACKED-7", "PACKED-8"})
    public void pinnedRunsWrapWhereWorkedOutByHand() {
        Oracle.each(pinnedRuns(), s -> PackedLockstep.run(s, queue(s.start())));
    }

    /**
     * PACKED-6: negative counts, counts above the ids given, buffer ids outside 16 bits (-1, 2^16
     * and generated), an {@code off_wrap} of 2^16 or -1, an offset equal to the size or above it
     * (on a queue of fewer than 32768, where one exists), and flags other than 0, 1 and 2
     * (generated above 2, and -1) are refused, by the driver's decision and by the device's (when it
     * decides), and nothing moves: on a queue with a history (up to
     * a queue's worth made available, used and collected, then up to as many more made available
     * and some of them used, at least 1 each, and interrupts disabled), every position, wrap counter
     * and the driver's event flags stay as they were.
     */
    @Property("PACKED-6")
    public void badArgumentsAreRefused() {
        record Bad(int size, int lap, int more, int used, int negative, int offset, int flags, int id) {
            @Override
            public String toString() {
                return "size=" + size + " after avail(" + lap + ") use(" + lap + ") collect(" + lap + ") avail(" + more
                        + ") use(" + used + ") interrupts(disable): counts of " + negative + ", offset " + offset
                        + ", flags " + flags + ", buffer id " + id;
            }
        }
        Gen<Bad> cases = PackedGenerators.sizes().flatMap(size -> integers().between(1, size).flatMap(lap ->
                integers().between(1, size).flatMap(more -> PackedGenerators.badIds().flatMap(id -> integers()
                        .between(1, more).zip(integers().between(Integer.MIN_VALUE, -1),
                                integers().between(Math.min(size, (1 << 15) - 1), (1 << 15) - 1),
                                integers().between(3, 1 << 16), (used, negative, offset, flags) -> new Bad(size, lap,
                                        more, used, negative, offset, flags, id))))));
        Oracle.check("PACKED-6", EXAMPLES, cases, bad -> {
            PackedQueue queue = queue(bad.size());
            queue.makeAvailable(new int[bad.lap()], bad.lap());
            queue.use(bad.lap());
            queue.collect(new int[bad.lap()], bad.lap());
            queue.makeAvailable(new int[bad.more()], bad.more());
            queue.use(bad.used());
            queue.interrupts(false);
            List<Object> before = positions(queue);
            refusal().requireEach("PACKED-6", bad.negative(), List.of(
                    new Refusal.Call("avail(" + bad.negative() + ")",
                            () -> queue.makeAvailable(new int[0], bad.negative())),
                    new Refusal.Call("use(" + bad.negative() + ")", () -> queue.use(bad.negative())),
                    new Refusal.Call("collect(" + bad.negative() + ")", () -> queue.collect(new int[0], bad.negative()))));
            refusal().requireEach("PACKED-6", 2, List.of(
                    new Refusal.Call("avail(2) of 1 id", () -> queue.makeAvailable(new int[1], 2)),
                    new Refusal.Call("collect(2) into 1 id", () -> queue.collect(new int[1], 2))));
            for (int id : List.of(-1, PackedQueue.MAX_ID + 1, bad.id())) {
                refusal().require("PACKED-6", "avail(1) of buffer id " + id, id,
                        () -> queue.makeAvailable(new int[] {id}, 1));
            }
            requireEventRefusals("the driver's decision", queue::needsNotification, bad.size(), bad.offset(),
                    bad.flags());
            if (deviceDecides()) {
                requireEventRefusals("the device's decision", queue::deviceNeedsNotification, bad.size(), bad.offset(),
                        bad.flags());
            }
            Clause.require("PACKED-6", "(next avail, avail wrap, device next, device wrap, next used, used wrap,"
                    + " driver's event flags) after the refusals", positions(queue), before);
        });
    }

    /** A decision of one side, given an event's off_wrap and flags. */
    private interface Decision {
        boolean decide(int offWrap, int flags);
    }

    /**
     * PACKED-6 on one side's decision: an event at an offset of the size and at {@code offset} (on
     * a queue below 32768, where such offsets exist), an off_wrap of 2^16 and -1, and the flags
     * {@code flags} and -1 are refused.
     */
    private void requireEventRefusals(String side, Decision decision, int size, int offset, int flags) {
        if (size < 1 << 15) {
            for (int o : List.of(size, offset)) {
                refusal().require("PACKED-6", side + " on an event at offset " + o + " of a queue of " + size, o,
                        () -> decision.decide(o, PackedOp.Notify.DESC_FLAGS));
            }
        }
        for (int offWrap : List.of(1 << 16, -1)) {
            refusal().require("PACKED-6", side + " on off_wrap " + offWrap, offWrap,
                    () -> decision.decide(offWrap, PackedOp.Notify.DESC_FLAGS));
        }
        for (int f : List.of(flags, -1)) {
            refusal().require("PACKED-6", side + " on event flags " + f, f, () -> decision.decide(0, f));
        }
    }

    /** Every position and wrap counter of {@code queue}, and the driver's event flags. */
    private static List<Object> positions(PackedQueue queue) {
        return List.of(queue.nextAvail(), queue.availWrap(), queue.deviceNext(), queue.deviceWrap(), queue.nextUsed(),
                queue.usedWrap(), queue.driverEventFlags());
    }
}
