package org.ringoracle.kni.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
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

    /** A device and up to MAX_STEPS steps; steps shrink away when a failure does not need them. */
    public static Gen<Scenario<KniDevice, KniOp>> scenarios() {
        Gen<KniOp> op = Generate.frequency(List.of(
                Pair.of(3, integers().between(0, KniLoop.KERNEL_BURST + 2).map(KniOp.Kernel::new)),
                Pair.of(3, integers().between(0, 40).map(KniOp.Rx::new)),
                Pair.of(2, integers().between(0, 40).map(KniOp.Tx::new)),
                Pair.of(2, Generate.constant(new KniOp.KernelRx())),
                Pair.of(2, integers().between(0, 40).map(KniOp.Free::new)),
                Pair.of(1, integers().between(0, 40).map(KniOp.Take::new))));
        return lengths().zip(poolLevels(), KniDevice::new).flatMap(device -> Scenario.from(device, op, MAX_STEPS));
    }
}
