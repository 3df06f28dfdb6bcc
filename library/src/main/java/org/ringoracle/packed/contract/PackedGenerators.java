package org.ringoracle.packed.contract;

import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;

/** Generators of the packed-virtqueue contract. */
public final class PackedGenerators {

    /** The most steps in one run. */
    public static final int MAX_STEPS = 40;

    private PackedGenerators() {
    }

    /**
     * What the runs ask of a queue: decisions under DESC when the driver negotiated
     * {@code VIRTIO_F_RING_EVENT_IDX} ({@code eventIndex}), without which DESC is not a valid event
     * flag, and the device's decisions (PACKED-8) when the queue makes them ({@code deviceDecides}).
     */
    public record Asks(boolean eventIndex, boolean deviceDecides) {

        /** Everything: a queue with the event index whose device decides. */
        public static final Asks ALL = new Asks(true, true);
    }

    /**
     * Queue sizes: 1 to 10 often (where one run wraps many times), up to 300 (most of them no
     * power of two), powers of two, and 32768, the largest.
     */
    public static Gen<Integer> sizes() {
        return Generate.frequency(List.of(Pair.of(3, integers().between(1, 10)), Pair.of(3, integers().between(11, 300)),
                Pair.of(1, integers().between(0, 15).map(k -> 1 << k)), Pair.of(1, Generate.constant(1 << 15))));
    }

    /**
     * The sizes of the generated runs: as {@link #sizes()} up to 2^12; the largest queue, whose
     * runs move up to 2^16 descriptors a step, is run by name ({@code PackedQueueContract.PINNED_RUNS}).
     */
    public static Gen<Integer> runSizes() {
        return Generate.frequency(List.of(Pair.of(3, integers().between(1, 10)), Pair.of(3, integers().between(11, 300)),
                Pair.of(1, integers().between(0, 12).map(k -> 1 << k))));
    }

    /** A count for a queue of {@code size}: small, near the size, or up to twice it. */
    public static Gen<Integer> counts(int size) {
        return Generate.frequency(List.of(Pair.of(3, integers().between(0, 3)), Pair.of(2, nearTheSize(size)),
                Pair.of(2, integers().between(0, 2 * size))));
    }

    /** A count within 2 of {@code size} (never below 0). */
    public static Gen<Integer> nearTheSize(int size) {
        return integers().between(Math.max(0, size - 2), size + 2);
    }

    /**
     * A step: make available, use, collect, a decision of the driver or of the device (when it
     * decides), or ask for interrupts or not. A decision is under DESC half the time when the
     * driver negotiated the event index, and never otherwise.
     */
    public static Gen<PackedOp> ops(int size, Asks asks) {
        Gen<PackedOp> notify = integers().between(0, size - 1).zip(booleans().all(), integers().between(0, 3),
                (offset, wrap, kind) -> new PackedOp.Notify(offset, wrap, flags(kind, asks)));
        Gen<Integer> counts = counts(size);
        List<Pair<Integer, Gen<PackedOp>>> steps = new ArrayList<>(List.of(
                Pair.of(3, counts.map(PackedOp.Avail::new)), Pair.of(3, counts.map(PackedOp.Use::new)),
                Pair.of(3, counts.map(PackedOp.Collect::new)), Pair.of(2, notify),
                Pair.of(1, booleans().all().map(PackedOp.Interrupts::new))));
        if (asks.deviceDecides()) {
            steps.add(Pair.of(2, integers().between(0, size - 1).zip(booleans().all(), integers().between(0, 3),
                    (offset, wrap, kind) -> new PackedOp.DeviceNotify(offset, wrap, flags(kind, asks)))));
        }
        return Generate.frequency(steps);
    }

    /** Event flags from a draw of 0 to 3: DESC for 0 and 1 when the event index is asked, else ENABLE or DISABLE. */
    private static int flags(int kind, Asks asks) {
        return asks.eventIndex() && kind < 2 ? PackedOp.Notify.DESC_FLAGS : kind % 2;
    }

    /**
     * A step of a long run on a queue of {@code size}: as {@link #ops(int, Asks)}, with counts
     * that are {@link LongRuns#batch}es, so that a small queue wraps every few steps and decides after more
     * than a queue's worth, and a large one is run sparsely.
     */
    public static LongRuns.Step<PackedOp> longRunOps(int size, Asks asks) {
        return random -> switch (random.nextInt(11)) {
            case 0, 1, 2 -> new PackedOp.Avail(LongRuns.batch(random, size));
            case 3, 4, 5 -> new PackedOp.Use(LongRuns.batch(random, size));
            case 6, 7, 8 -> new PackedOp.Collect(LongRuns.batch(random, size));
            default -> switch (random.nextInt(4)) {
                case 0 -> new PackedOp.Interrupts(random.nextBoolean());
                case 1 -> asks.deviceDecides() ? new PackedOp.DeviceNotify(random.nextInt(size), random.nextBoolean(),
                        flags(random.nextInt(4), asks)) : driverDecision(random, size, asks);
                default -> driverDecision(random, size, asks);
            };
        };
    }

    private static PackedOp driverDecision(SplittableRandom random, int size, Asks asks) {
        return new PackedOp.Notify(random.nextInt(size), random.nextBoolean(), flags(random.nextInt(4), asks));
    }

    /** The sizes of the long runs: 8, which wraps every few steps, and 32768, the largest. */
    public static List<Integer> longRunSizes() {
        return List.of(8, 1 << 15);
    }

    /** A buffer id outside 16 bits: negative, or from 2^16 on. */
    public static Gen<Integer> badIds() {
        return Generate.frequency(List.of(Pair.of(1, integers().between(Integer.MIN_VALUE, -1)),
                Pair.of(1, integers().between(1 << 16, Integer.MAX_VALUE))));
    }

    /** Runs from a size: up to {@link #MAX_STEPS} steps of {@link #ops(int, Asks)}. */
    public static Gen<Scenario<Integer, PackedOp>> scenarios(Asks asks) {
        return runSizes().flatMap(size -> Scenario.from(size, ops(size, asks), MAX_STEPS));
    }
}
