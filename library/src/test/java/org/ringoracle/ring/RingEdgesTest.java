package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Scenario;
import org.ringoracle.ring.contract.RingGenerators;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.model.ExactRingMemory;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;
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
        RingModel<String> model = new RingModel<>(3, 4, 65535, 65535);
        model.enqueueBurst(new String[] {"a", "b"}, 2);
        model.dequeueBurst(new String[2], 2);
        assertThat(List.of(model.producerIndex(), model.consumerIndex())).containsExactly(1L, 1L);
    }

    @Test
    void theModelNoticesTheWrapExactlyAt2ToTheW() {
        RingModel<String> model = new RingModel<>(3, 4, 65535, 65534);
        model.enqueueBurst(new String[] {"a"}, 1);
        assertThat(model.producerWrapped()).as("at 65535").isFalse();
        model.enqueueBurst(new String[] {"b"}, 1);
        assertThat(model.producerWrapped()).as("at 65536").isTrue();
        long last32 = 0xFFFF_FFFFL;
        // The ring's own rule, naming all three values, before the fifo it holds refuses the capacity alone.
        assertThatThrownBy(() -> new RingModel<>(-1, 1, last32, 0))
                .hasMessageStartingWith("capacity -1, slots 1 and largest index 4294967295 refused");
        assertThatThrownBy(() -> new RingModel<>(1, 8, 6, 0)).hasMessageContaining("largest index 6");
        assertThat(new RingModel<>(1, 8, 7, 7).producerIndex()).as("a ring wrapping at its 8 slots, at 7").isEqualTo(7);
        assertThatThrownBy(() -> new RingModel<>(1, 8, 7, 8)).hasMessageContaining("start index 8");
        assertThatThrownBy(() -> new RingModel<>(1, 8, 7, -1)).hasMessageContaining("start index -1");
        assertThatThrownBy(() -> new RingModel<>(4, 2, last32, 0)).hasMessageContaining("slots 2");
        assertThatThrownBy(() -> new RingModel<>(0, 0, last32, 0)).hasMessageContaining("slots 0");
        assertThat(new RingModel<>(0, 1, last32, 0).capacity()).isZero();
    }

    /** Slots worked out by hand: (start + n) mod slots, also where the sum or the residues pass 2^63. */
    @Test
    void theModelsSlotIsExactBeyond2To63() {
        RingModel<String> near16 = new RingModel<>(3, 4, 65535, 65534);
        assertThat(List.of(near16.slotOf(0), near16.slotOf(1), near16.slotOf(2))).as("65534, 65535, 65536 mod 4")
                .containsExactly(2L, 3L, 0L);
        long max = Long.MAX_VALUE;
        assertThat(new RingModel<>(1, 3, max, max).slotOf(1)).as("2^63 mod 3 (2^odd is 2 mod 3)").isEqualTo(2);
        RingModel<String> wide = new RingModel<>(1, (1L << 62) + 1, max, max);
        assertThat(List.of(wide.slotOf(2), wide.slotOf(3))).as("2^63 - 1 is 2^62 - 2 mod 2^62 + 1; plus 2, plus 3")
                .containsExactly(1L << 62, 0L);
        long slots = 3L << 61;
        assertThat(new RingModel<>(1, slots, max, slots - 1).slotOf(slots - 1))
                .as("(2 slots - 2) mod slots, residues summing past 2^63").isEqualTo(slots - 2);
    }

    /**
     * Zero-copy regions worked out by hand (TWO-5): an rte_ring of 8 slots from 2^32 - 3 starts at
     * slot 5 (2^32 is 0 mod 8), so 5 reserved slots are 3 from slot 5 and 2 from slot 0; after
     * those 5 are published and 4 taken, the consumer is at slot (5 + 4) mod 8 = 1 and 1 shown slot
     * fits before the end.
     */
    @Test
    void zeroCopyRegionsSplitAtTheEndOfTheSlots() {
        long start = (1L << 32) - 3;
        for (TwoPhaseRing<String> ring : List.<TwoPhaseRing<String>>of(FreeRunningRing.rteRing(8, start),
                RingDesign.RTE_RING.model(8, start))) {
            Regions regions = new Regions();
            assertThat(ring.enqueueZcStart(5, true, regions)).as("reserved").isEqualTo(5);
            assertThat(List.of(regions.first(), regions.firstCount(), regions.second())).containsExactly(5, 3, 0);
            assertThat(ring.count()).as("nothing published before the finish").isZero();
            for (int i = 0; i < 5; i++) {
                ring.write(regions.slotOf(i), "e" + i);
            }
            ring.enqueueZcFinish(5);
            String[] four = new String[4];
            assertThat(ring.dequeueStart(four, 4, false)).isEqualTo(4);
            assertThat(four).containsExactly("e0", "e1", "e2", "e3");
            ring.dequeueFinish(4);
            assertThat(ring.dequeueZcStart(2, true, regions)).as("only 1 is held").isZero();
            assertThat(ring.dequeueZcStart(2, false, regions)).isEqualTo(1);
            assertThat(List.of(regions.first(), regions.firstCount(), regions.second()))
                    .containsExactly(1, 1, Regions.NONE);
            assertThat(ring.slot(1)).isEqualTo("e4");
            ring.dequeueZcFinish(0);
            assertThat(List.of(ring.count(), ring.producerIndex(), ring.consumerIndex())).as(ring.toString())
                    .containsExactly(1, 2L, 1L);
        }
    }

    /** A dequeue leaves no reference behind: over a caller's buffer the slots are seen directly. */
    @Test
    void takenSlotsAreCleared() {
        String[] buffer = new String[4];
        FreeRunningRing<String> ring = FreeRunningRing.kfifoOver(buffer, 0xFFFF_FFFEL);
        ring.enqueueBurst(new String[] {"a", "b", "c"}, 3);
        ring.dequeueBurst(new String[3], 3);
        assertThat(buffer).containsOnlyNulls();
        // A batch long enough to be copied in bulk, across the end of the slots (14, 15, then 0 to 7).
        String[] sixteen = new String[16];
        FreeRunningRing<String> wide = FreeRunningRing.kfifoOver(sixteen, 0xFFFF_FFFEL);
        String[] ten = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"};
        assertThat(wide.enqueueBurst(ten, 10)).isEqualTo(10);
        assertThat(wide.dequeueBurst(new String[10], 10)).isEqualTo(10);
        assertThat(sixteen).containsOnlyNulls();
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
        List<Long> starts = Oracle.sample(RingGenerators.starts(RingDesign.VIRTIO, 32768), 500);
        assertThat(starts).allMatch(s -> s >= 0 && s < 1 << 16).anyMatch(s -> s == 65535);
        // Capacity 10: "near" is within 3 x 10 + 3 = 33 of 2^32.
        List<Long> near = Oracle.sample(RingGenerators.starts(RingDesign.RTE_RING_EXACT, 10), 500);
        assertThat(near).anyMatch(s -> s == 0xFFFF_FFFFL).anyMatch(s -> s == (1L << 32) - 33)
                .allMatch(s -> s >= 0 && s <= 0xFFFF_FFFFL);
    }

    @Property
    void refusedStartsLieOutsideWhatTheDesignTakes() {
        List<Long> outside16 = Oracle.sample(RingGenerators.refusedStarts(RingDesign.VIRTIO, 8), 500);
        assertThat(outside16).allMatch(s -> s < 0 || s >= 1 << 16).anyMatch(s -> s < 0)
                .anyMatch(s -> s > 1 << 16 && s <= (1 << 16) + 4096).anyMatch(s -> s > 1L << 32)
                .contains(65536L);
        RingDesign longs = RingDesign.declare("63-bit", CapacityRule.everySlot(100), Indices.freeRunning(63),
                RingDesign.Starts.ANY);
        assertThat(Oracle.sample(RingGenerators.refusedStarts(longs, 8), 200)).as("no long lies above 2^63 - 1")
                .allMatch(s -> s < 0);
        RingDesign oneSlot = RingDesign.declare("one slot", CapacityRule.everySlot(4), Indices.wrappingAtTheSlots(),
                RingDesign.Starts.ZERO);
        assertThat(Oracle.sample(RingGenerators.refusedStarts(oneSlot, 1), 200)).doesNotContain(0L).contains(1L);
        RingDesign oneSlotAnywhere = RingDesign.declare("one slot", CapacityRule.everySlot(4),
                Indices.wrappingAtTheSlots(), RingDesign.Starts.ANY);
        assertThat(Oracle.sample(RingGenerators.starts(oneSlotAnywhere, 1), 50)).containsOnly(0L);
        RingDesign atZero = RingDesign.declare("from 0", CapacityRule.everySlot(100), Indices.freeRunning(63),
                RingDesign.Starts.ZERO);
        assertThat(Oracle.sample(RingGenerators.refusedStarts(atZero, 8), 500)).doesNotContain(0L)
                .anyMatch(s -> s < 0).anyMatch(s -> s > 0);
        assertThat(Oracle.sample(RingGenerators.starts(atZero, 8), 20)).containsOnly(0L);
        // A ring of 6 slots wrapping at them: starts 0 to 5, near the wrap within 3 x 5 + 3 of 6, refused from 6.
        RingDesign descriptors = RingDesign.declare("6 slots", CapacityRule.everySlot(100),
                Indices.wrappingAtTheSlots(), RingDesign.Starts.ANY);
        assertThat(Oracle.sample(RingGenerators.starts(descriptors, 6), 200)).containsOnly(0L, 1L, 2L, 3L, 4L, 5L)
                .contains(0L, 5L);
        assertThat(Oracle.sample(RingGenerators.refusedStarts(descriptors, 6), 200)).allMatch(s -> s < 0 || s >= 6)
                .contains(6L);
    }

    @Test
    void designsStateTheirIndicesAndStarts() {
        assertThat(RingDesign.VIRTIO.lastIndex(8)).isEqualTo(65535);
        assertThat(RingDesign.RTE_RING.lastIndex(8)).isEqualTo(0xFFFF_FFFFL);
        assertThat(Indices.freeRunning(63).last(4)).isEqualTo(Long.MAX_VALUE);
        assertThat(Indices.freeRunning(1).last(2)).isEqualTo(1);
        assertThatThrownBy(() -> Indices.freeRunning(64)).hasMessageContaining("index width 64");
        assertThatThrownBy(() -> Indices.freeRunning(0)).hasMessageContaining("index width 0");
        assertThat(Indices.freeRunning(16).fits(65536)).isTrue();
        assertThat(Indices.freeRunning(16).fits(131072)).as("more slots than indices").isFalse();
        assertThat(Indices.freeRunning(32).fits(1000)).as("1000 does not divide 2^32").isFalse();
        assertThat(Indices.freeRunning(63).fits(1L << 62)).isTrue();
        assertThat(Indices.wrappingAtTheSlots().fits(1000)).isTrue();
        assertThat(Indices.wrappingAtTheSlots().fits(1)).isTrue();
        assertThat(Indices.wrappingAtTheSlots().fits(0)).as("no slots").isFalse();
        assertThat(Indices.freeRunning(16).fits(0)).as("no slots").isFalse();
        assertThat(Indices.freeRunning(16).fits(1)).isTrue();
        assertThat(Indices.wrappingAtTheSlots()).hasToString("wrapping at the ring's slots");
        assertThat(Indices.wrappingAtTheSlots().last(1000)).isEqualTo(999);
        RingDesign everySize = RingDesign.declare("any size", CapacityRule.everySlot(100), Indices.freeRunning(32),
                RingDesign.Starts.ANY);
        assertThatThrownBy(() -> everySize.model(12, 0)).hasMessageContaining("12 slots for count 12 do not fit");
        assertThat(everySize.model(16, 7).producerIndex()).isEqualTo(7);
        assertThat(everySize.clause()).isEqualTo("RING-18");
        RingDesign atZero = RingDesign.declare("from 0", CapacityRule.everySlot(100), Indices.freeRunning(63),
                RingDesign.Starts.ZERO);
        assertThat(atZero.takes(4, 0)).isTrue();
        assertThat(atZero).hasToString("from 0 (any size from 1 to 100, every slot usable; indices free-running"
                + " modulo 2^63; starts at 0)");
        assertThat(atZero.takes(4, 1)).isFalse();
        assertThatThrownBy(() -> atZero.model(4, 1)).hasMessageContaining("start 1 refused (it starts only at 0)");
        assertThatThrownBy(() -> RingDesign.VIRTIO.model(4, 65536))
                .hasMessageContaining("start 65536 refused (a start is in [0, 65535])");
        assertThat(RingDesign.VIRTIO.takes(4, -1)).isFalse();
        assertThatThrownBy(() -> new RingDesign("x", "FIFO-1", CapacityRule.everySlot(4), Indices.freeRunning(8),
                RingDesign.Starts.ANY)).hasMessageContaining("clause FIFO-1 refused");
        assertThat(RingDesign.CK_RING).hasToString("ck_ring (a power of two from 4 to 1073741824, 1 slot kept empty;"
                + " indices free-running modulo 2^32; any start)");
    }

    @Test
    void opsAndScenariosReadAsSteps() {
        assertThat(new Scenario<>(new RingStart(8, 4294967291L), List.of(new RingOp.Enqueue(3, true),
                new RingOp.Enqueue(1, false), new RingOp.Dequeue(2, true), new RingOp.Dequeue(0, false))))
                .hasToString("count=8 start=4294967291: enqBulk[3] enqBurst[1] deqBulk(2) deqBurst(0)");
    }
}
