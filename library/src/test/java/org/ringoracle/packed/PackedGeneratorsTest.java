package org.ringoracle.packed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.packed.contract.PackedGenerators;
import org.ringoracle.packed.contract.PackedOp;
import org.ringoracle.packed.model.PackedModel;

/** The packed-virtqueue generators draw what they promise, and steps print as counterexamples read. */
class PackedGeneratorsTest {

    @Property
    void theGeneratorsDrawWhatTheyPromise() {
        assertThat(Oracle.sample(PackedGenerators.sizes(), 500)).contains(1, 32768).anyMatch(s -> s > 10 && s <= 300)
                .allMatch(s -> s >= 1 && s <= 32768);
        assertThat(Oracle.sample(PackedGenerators.runSizes(), 500)).contains(1, 4096).anyMatch(s -> s > 10 && s <= 300)
                .allMatch(s -> s >= 1 && s <= 4096);
        assertThat(Oracle.sample(PackedGenerators.counts(10), 500)).contains(0, 8, 12, 20).allMatch(n -> n >= 0 && n <= 20);
        assertThat(Oracle.sample(PackedGenerators.nearTheSize(10), 100)).containsOnly(8, 9, 10, 11, 12);
        assertThat(Oracle.sample(PackedGenerators.nearTheSize(1), 100)).containsOnly(0, 1, 2, 3);
        List<PackedOp> ops = Oracle.sample(PackedGenerators.ops(5, PackedGenerators.Asks.ALL), 1000);
        assertThat(ops).anyMatch(PackedOp.Avail.class::isInstance).anyMatch(PackedOp.Use.class::isInstance)
                .anyMatch(PackedOp.Collect.class::isInstance).contains(new PackedOp.Interrupts(true),
                        new PackedOp.Interrupts(false));
        assertThat(ops).filteredOn(PackedOp.Notify.class::isInstance).map(op -> ((PackedOp.Notify) op).flags())
                .contains(PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE, PackedQueue.EVENT_DESC);
        assertThat(ops).filteredOn(PackedOp.Notify.class::isInstance).map(op -> ((PackedOp.Notify) op).offset())
                .contains(0, 4).allMatch(off -> off >= 0 && off < 5);
        assertThat(ops).filteredOn(PackedOp.DeviceNotify.class::isInstance)
                .map(op -> ((PackedOp.DeviceNotify) op).flags())
                .contains(PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE, PackedQueue.EVENT_DESC);
        assertThat(ops).filteredOn(PackedOp.DeviceNotify.class::isInstance)
                .map(op -> ((PackedOp.DeviceNotify) op).offset()).contains(0, 4).allMatch(off -> off >= 0 && off < 5);
    }

    /** off_wrap puts the offset in bits 0 to 14 and the wrap counter in bit 15: 3 + 32768 = 32771. */
    @Test
    void stepsPrintAndEncodeAsTheSpecSays() {
        assertThat(new PackedOp.Notify(3, false, 2).offWrap()).isEqualTo(3);
        assertThat(new PackedOp.Notify(3, true, 2).offWrap()).isEqualTo(32_771);
        assertThat(List.of(new PackedOp.Avail(1), new PackedOp.Use(2), new PackedOp.Collect(3),
                new PackedOp.Notify(4, true, 0), new PackedOp.Notify(0, false, 1), new PackedOp.Notify(1, false, 2),
                new PackedOp.Interrupts(true), new PackedOp.Interrupts(false), new PackedOp.DeviceNotify(2, true, 2)))
                .hasToString("[avail(1), use(2), collect(3), notify?(4, wrap 1, ENABLE), notify?(0, wrap 0, DISABLE),"
                        + " notify?(1, wrap 0, DESC), interrupts(enable), interrupts(disable),"
                        + " notify driver?(2, wrap 1, DESC)]");
        assertThat(new PackedOp.DeviceNotify(3, true, 2).offWrap()).isEqualTo(32_771);
    }

    /**
     * The long runs' steps on a queue of 8 are all four kinds, and some decisions come after more
     * than a queue's worth was made available since the one before (counted on the model).
     */
    @Test
    void longRunsDrawEveryKindAndDecideAfterMoreThanAQueuesWorth() {
        assertThat(PackedGenerators.longRunSizes()).containsExactly(8, 32768);
        List<PackedOp> ops = LongRuns.draw(PackedGenerators.longRunOps(8, PackedGenerators.Asks.ALL), 1, 2000);
        assertThat(ops).anyMatch(PackedOp.Avail.class::isInstance).anyMatch(PackedOp.Use.class::isInstance)
                .anyMatch(PackedOp.Collect.class::isInstance).anyMatch(PackedOp.Notify.class::isInstance)
                .anyMatch(PackedOp.DeviceNotify.class::isInstance)
                .contains(new PackedOp.Interrupts(true), new PackedOp.Interrupts(false));
        assertThat(ops).filteredOn(PackedOp.Notify.class::isInstance).map(op -> ((PackedOp.Notify) op).flags())
                .contains(PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE, PackedQueue.EVENT_DESC);
        PackedModel model = new PackedModel(8);
        int made = 0;
        int used = 0;
        int mostBetweenDecisions = 0;
        int mostBetweenDeviceDecisions = 0;
        for (PackedOp op : ops) {
            if (op instanceof PackedOp.Avail avail) {
                made += model.makeAvailable(new int[avail.n()], avail.n());
            } else if (op instanceof PackedOp.Use use) {
                used += model.use(use.k());
            } else if (op instanceof PackedOp.Collect collect) {
                model.collect(new int[collect.k()], collect.k());
            } else if (op instanceof PackedOp.Notify) {
                mostBetweenDecisions = Math.max(mostBetweenDecisions, made);
                made = 0;
            } else if (op instanceof PackedOp.DeviceNotify) {
                mostBetweenDeviceDecisions = Math.max(mostBetweenDeviceDecisions, used);
                used = 0;
            }
        }
        assertThat(List.of(mostBetweenDecisions, mostBetweenDeviceDecisions)).allMatch(n -> n > 8);
    }

    /**
     * Without {@code VIRTIO_F_RING_EVENT_IDX} both sides' decisions are drawn under ENABLE and
     * DISABLE only, in both kinds of run; without the device's decisions none is drawn.
     */
    @Test
    void whatIsNotAskedIsNotDrawn() {
        List<PackedOp> drawn = draw(new PackedGenerators.Asks(false, true));
        assertThat(drawn).filteredOn(PackedOp.Notify.class::isInstance).map(op -> ((PackedOp.Notify) op).flags())
                .containsOnly(PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE);
        assertThat(drawn).filteredOn(PackedOp.DeviceNotify.class::isInstance)
                .map(op -> ((PackedOp.DeviceNotify) op).flags())
                .containsOnly(PackedQueue.EVENT_ENABLE, PackedQueue.EVENT_DISABLE);
        assertThat(draw(new PackedGenerators.Asks(true, false))).anyMatch(PackedOp.Notify.class::isInstance)
                .noneMatch(PackedOp.DeviceNotify.class::isInstance);
    }

    private static List<PackedOp> draw(PackedGenerators.Asks asks) {
        List<PackedOp> drawn = new ArrayList<>(Oracle.sample(PackedGenerators.ops(5, asks), 1000));
        drawn.addAll(LongRuns.draw(PackedGenerators.longRunOps(8, asks), 1, 2000));
        return drawn;
    }
}
