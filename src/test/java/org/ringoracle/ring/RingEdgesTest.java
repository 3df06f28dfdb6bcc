package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.contract.RingGenerators;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.model.ExactRingMemory;
import org.ringoracle.ring.model.RingModel;

/** The indices at the wrap, the creation limits without allocating, and the generators' promises. */
class RingEdgesTest {

    @Test
    void indicesWrapAtTheirWidth() {
        FreeRunningRing<String> virtio = FreeRunningRing.virtio(4, 65535);
        virtio.enqueueBurst(new String[] {"a", "b"}, 2);
        assertThat(virtio.producerIndex()).isEqualTo(1);
        assertThat(virtio.consumerIndex()).isEqualTo(65535);
        FreeRunningRing<String> rte = FreeRunningRing.rteRing(4, 0xFFFF_FFFFL);
        rte.enqueueBurst(new String[] {"a", "b"}, 2);
        assertThat(rte.producerIndex()).isEqualTo(1);
        RingModel<String> model = new RingModel<>(3, 4, 16, 65535);
        model.enqueueBurst(new String[] {"a", "b"}, 2);
        model.dequeueBurst(new String[2], 2);
        assertThat(List.of(model.producerIndex(), model.consumerIndex())).containsExactly(1L, 1L);
    }

    @Test
    void theModelNoticesTheWrapExactlyAt2ToTheW() {
        RingModel<String> model = new RingModel<>(3, 4, 16, 65534);
        model.enqueueBurst(new String[] {"a"}, 1);
        assertThat(model.producerWrapped()).as("at 65535").isFalse();
        model.enqueueBurst(new String[] {"b"}, 1);
        assertThat(model.producerWrapped()).as("at 65536").isTrue();
        assertThatThrownBy(() -> new RingModel<>(-1, 1, 32, 0)).hasMessageContaining("capacity -1");
        assertThatThrownBy(() -> new RingModel<>(1, 8, 8, 0)).hasMessageContaining("width 8");
        assertThatThrownBy(() -> new RingModel<>(1, 8, 64, 0)).hasMessageContaining("width 64");
        assertThatThrownBy(() -> new RingModel<>(4, 2, 32, 0)).hasMessageContaining("slots 2");
        assertThatThrownBy(() -> new RingModel<>(0, 0, 32, 0)).hasMessageContaining("slots 0");
        assertThat(new RingModel<>(0, 1, 32, 0).capacity()).isZero();
    }

    /** A dequeue leaves no reference behind: over a caller's buffer the slots are seen directly. */
    @Test
    void takenSlotsAreCleared() {
        String[] buffer = new String[4];
        FreeRunningRing<String> ring = FreeRunningRing.kfifoOver(buffer, 0xFFFF_FFFEL);
        ring.enqueueBurst(new String[] {"a", "b", "c"}, 3);
        ring.dequeueBurst(new String[3], 3);
        assertThat(buffer).containsOnlyNulls();
    }

    /** The limits of RING-1 to RING-3, checked without allocating rings of 2^30 slots. */
    @Test
    void theCreationLimitsWithoutAllocating() {
        assertThat(FreeRunningRing.rteRingSlots(1 << 30)).isEqualTo(1 << 30);
        assertThat(FreeRunningRing.exactSlots((1 << 30) - 1)).isEqualTo(1 << 30);
        assertThat(FreeRunningRing.kfifoSlots(1 << 30)).isEqualTo(1 << 30);
        assertThat(FreeRunningRing.kfifoSlots((1 << 29) + 1)).isEqualTo(1 << 30);
        assertThatThrownBy(() -> FreeRunningRing.kfifoSlots((1 << 30) + 1)).hasMessageContaining("RING-3");
        assertThatThrownBy(() -> FreeRunningRing.rteRingSlots(Integer.MIN_VALUE)).hasMessageContaining("RING-1");
    }

    @Test
    void memoryLimitsByName() {
        assertThatThrownBy(() -> new RingMemory(0, 64, -1)).hasMessageContaining("guard lines -1");
        assertThat(RingMemory.x86().size(1, 4)).isEqualTo(448 + 64);
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1, 4)).hasValue(512);
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1, 65536)).hasValue(384 + 65536 + 64);
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1, 65540)).isEmpty();
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1, 0)).isEmpty();
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1, 6)).isEmpty();
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1L << 30, 4)).hasValue(4_294_967_744L);
        assertThat(ExactRingMemory.size(RingMemory.x86(), 1L << 31, 4)).isEmpty();
    }

    @Property
    void theGeneratorsDrawWhatTheyPromise() {
        List<RingOp> ops = Oracle.sample(RingGenerators.ops(10), 500);
        assertThat(ops).anyMatch(op -> op instanceof RingOp.Enqueue && op.bulk())
                .anyMatch(op -> op instanceof RingOp.Enqueue && !op.bulk())
                .anyMatch(op -> op instanceof RingOp.Dequeue && op.bulk())
                .anyMatch(op -> op instanceof RingOp.Dequeue && !op.bulk())
                .anyMatch(op -> op.n() == 8).anyMatch(op -> op.n() == 12).anyMatch(op -> op.n() > 12)
                .allMatch(op -> op.n() >= 0 && op.n() <= 21);
        List<Long> starts = Oracle.sample(RingGenerators.starts(16, 32768), 500);
        assertThat(starts).allMatch(s -> s >= 0 && s < 1 << 16).anyMatch(s -> s == 65535);
        List<Long> near = Oracle.sample(RingGenerators.starts(32, 10), 500);
        assertThat(near).anyMatch(s -> s == 0xFFFF_FFFFL).anyMatch(s -> s == (1L << 32) - 33)
                .allMatch(s -> s >= 0 && s <= 0xFFFF_FFFFL);
    }

    @Test
    void opsAndScenariosReadAsSteps() {
        assertThat(new Scenario<>(new RingStart(8, 4294967291L), List.of(new RingOp.Enqueue(3, true),
                new RingOp.Enqueue(1, false), new RingOp.Dequeue(2, true), new RingOp.Dequeue(0, false))))
                .hasToString("count=8 start=4294967291: enqBulk[3] enqBurst[1] deqBulk(2) deqBurst(0)");
    }
}
