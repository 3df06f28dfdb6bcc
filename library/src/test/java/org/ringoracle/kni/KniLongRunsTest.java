package org.ringoracle.kni;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.kni.contract.KniDevice;
import org.ringoracle.kni.contract.KniGenerators;
import org.ringoracle.kni.contract.KniOp;

/** The KNI loop's long runs: fifos of 8 and 1024, and every kind of step. */
class KniLongRunsTest {

    @Test
    void theDevicesAreFifosOf8And1024() {
        assertThat(KniGenerators.longRunDevices()).containsExactly(new KniDevice(8, 40), new KniDevice(1024, 5000));
    }

    @Test
    void everyKindOfStepIsDrawnWithinItsBounds() {
        List<KniOp> ops = LongRuns.draw(KniGenerators.longRunOps(), 1, 2000);
        assertThat(ops).anyMatch(KniOp.Kernel.class::isInstance).anyMatch(KniOp.Rx.class::isInstance)
                .anyMatch(KniOp.Tx.class::isInstance).anyMatch(KniOp.KernelRx.class::isInstance)
                .anyMatch(KniOp.Free.class::isInstance).anyMatch(KniOp.Take.class::isInstance);
        assertThat(ops).filteredOn(KniOp.Kernel.class::isInstance).extracting(op -> ((KniOp.Kernel) op).n())
                .contains(0, KniLoop.KERNEL_BURST + 2).allMatch(n -> n >= 0 && n <= KniLoop.KERNEL_BURST + 2);
        assertThat(ops).filteredOn(KniOp.Rx.class::isInstance).extracting(op -> ((KniOp.Rx) op).n())
                .contains(0, 40).allMatch(n -> n >= 0 && n <= 40);
    }
}
