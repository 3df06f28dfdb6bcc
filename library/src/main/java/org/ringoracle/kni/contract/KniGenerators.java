package org.ringoracle.kni.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Scenario;
import org.ringoracle.kni.KniLoop;

/** Generators of the KNI refill contract. */
public final class KniGenerators {

    /** The largest fifo exponent: lengths 2 to 2^11 = 2048, past KNI's own 1024. */
    public static final int MAX_EXPONENT = 11;

    /** The most steps in one run. */
    public static final int MAX_STEPS = 60;

    private KniGenerators() {
    }

    /** Fifo lengths 2 .. 2^MAX_EXPONENT, with KNI's 1024 drawn more often. */
    public static Gen<Integer> lengths() {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(1, MAX_EXPONENT).map(k -> 1 << k)),
                Pair.of(1, Generate.constant(1024))));
    }

    /** A single refill's starting state, pool from dry to plenty. */
    public static Gen<RefillCase> refillCases() {
        return lengths().flatMap(length -> integers().between(0, 1 << MAX_EXPONENT)
                .zip(integers().between(0, length - 1), poolLevels(), (offset, count, pool) ->
                        new RefillCase(length, offset, count, pool)));
    }

    /** A single receive step's starting state: rx_q and free_q each at any index position and fill. */
    public static Gen<ReceiveCase> receiveCases() {
        return lengths().flatMap(length -> integers().between(0, 1 << MAX_EXPONENT)
                .zip(integers().between(0, length - 1), (offset, count) -> new ReceiveCase.Fill(offset, count))
                .zip(integers().between(0, 1 << MAX_EXPONENT).zip(integers().between(0, length - 1),
                        (offset, count) -> new ReceiveCase.Fill(offset, count)),
                        (rx, free) -> new ReceiveCase(length, rx, free)));
    }

    private static Gen<Integer> poolLevels() {
        return Generate.frequency(List.of(
                Pair.of(1, integers().between(0, 40)),
                Pair.of(1, integers().between(0, 5000))));
    }

    /**
     * A step: the kernel's refill-side burst, an rx_burst, a tx_burst, the kernel receiving, the
     * application freeing or taking packets.
     */
    public static Gen<KniOp> ops() {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(0, KniLoop.KERNEL_BURST + 2).map(KniOp.Kernel::new)),
                Pair.of(3, integers().between(0, 40).map(KniOp.Rx::new)),
                Pair.of(2, integers().between(0, 40).map(KniOp.Tx::new)),
                Pair.of(2, Generate.constant(new KniOp.KernelRx())),
                Pair.of(2, integers().between(0, 40).map(KniOp.Free::new)),
                Pair.of(1, integers().between(0, 40).map(KniOp.Take::new))));
    }

    /** A device and up to MAX_STEPS steps; steps shrink away when a failure does not need them. */
    public static Gen<Scenario<KniDevice, KniOp>> scenarios() {
        return lengths().zip(poolLevels(), KniDevice::new).flatMap(device -> Scenario.from(device, ops(), MAX_STEPS));
    }

    /**
     * A step of a long run: as {@link #ops()}, with the same weights and bounds.
     */
    public static LongRuns.Step<KniOp> longRunOps() {
        return random -> switch (random.nextInt(13)) {
            case 0, 1, 2 -> new KniOp.Kernel(random.nextInt(KniLoop.KERNEL_BURST + 3));
            case 3, 4, 5 -> new KniOp.Rx(random.nextInt(41));
            case 6, 7 -> new KniOp.Tx(random.nextInt(41));
            case 8, 9 -> new KniOp.KernelRx();
            case 10, 11 -> new KniOp.Free(random.nextInt(41));
            default -> new KniOp.Take(random.nextInt(41));
        };
    }

    /**
     * The devices of the long runs: fifos of 8, full every few steps, and of KNI's own 1024, with
     * pools of 40 and 5000 mbufs.
     */
    public static List<KniDevice> longRunDevices() {
        return List.of(new KniDevice(8, 40), new KniDevice(1024, 5000));
    }
}
