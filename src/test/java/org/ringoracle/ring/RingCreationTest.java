package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.ringoracle.align.model.ExactAlign;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/** The creation rules RING-1 to RING-5 over the whole int range, and their edges by name. */
class RingCreationTest {

    /**
     * Over the whole int range, {@code create} refuses by name exactly the counts {@code valid}
     * rejects; valid counts above 70000 are left out, to keep the rings small.
     */
    private static void refusedExactlyOutside(String clause, IntFunction<Ring<Object>> create,
            java.util.function.IntPredicate valid) {
        Oracle.check(clause, 2000, integers().all().mix(integers().between(-4, 70_000), 50)
                .assuming(n -> !valid.test(n) || n <= 70_000), n -> {
            Throwable refusal = catchThrowable(() -> create.apply(n));
            if (valid.test(n)) {
                assertThat(refusal).as("count %d", n).isNull();
            } else {
                assertThat(refusal).as("count %d", n).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining(Integer.toString(n)).hasMessageContaining(clause);
            }
        });
    }

    /** RING-1: normal rte_ring counts are exactly the powers of two from 2 to 2^30. */
    @Property("RING-1")
    void normalCounts() {
        refusedExactlyOutside("RING-1", n -> FreeRunningRing.rteRing(n, 0),
                n -> n >= 2 && n <= 1 << 30 && ExactAlign.isPowerOfTwo(n));
    }

    /** RING-2: exact-size counts are 1 to 2^30 - 1. */
    @Property("RING-2")
    void exactCounts() {
        refusedExactlyOutside("RING-2", n -> FreeRunningRing.rteRingExact(n, 0), n -> n >= 1 && n <= (1 << 30) - 1);
    }

    /** RING-3: kfifo sizes are 2 to 2^30. */
    @Property("RING-3")
    void kfifoSizes() {
        refusedExactlyOutside("RING-3", n -> FreeRunningRing.kfifo(n, 0), n -> n >= 2 && n <= 1 << 30);
    }

    /** RING-5: virtio sizes are the powers of two from 1 to 32768. */
    @Property("RING-5")
    void virtioSizes() {
        refusedExactlyOutside("RING-5", n -> FreeRunningRing.virtio(n, 0),
                n -> n >= 1 && n <= 32768 && ExactAlign.isPowerOfTwo(n));
    }

    /** RING-4: over a buffer of any length from 2, the ring uses the greatest power of two of slots within it. */
    @Property("RING-4")
    void kfifoOverABufferNeverExceedsIt() {
        Oracle.check("RING-4", 500, integers().between(2, 70_000), length -> {
            FreeRunningRing<Object> ring = FreeRunningRing.kfifoOver(new Object[length], 0);
            assertThat(ring.slots()).isLessThanOrEqualTo(length).isGreaterThan(length / 2);
            assertThat(ExactAlign.isPowerOfTwo(ring.slots())).isTrue();
            assertThat(ring.capacity()).isEqualTo(ring.slots());
        });
    }

    @Test
    void theEdgesByName() {
        assertThatThrownBy(() -> FreeRunningRing.rteRing(1, 0)).hasMessage(
                "rte_ring count 1 refused (RING-1): it must be a power of two from 2 to 2^30");
        assertThatThrownBy(() -> FreeRunningRing.rteRing(Integer.MIN_VALUE, 0)).hasMessageContaining("RING-1");
        // specs/ring.md, facts: 1000 gives size 1024, capacity 1000; 1024 gives size 2048, capacity 1024.
        assertThat(FreeRunningRing.rteRingExact(1000, 0).slots()).isEqualTo(1024);
        assertThat(FreeRunningRing.rteRingExact(1024, 0).slots()).isEqualTo(2048);
        assertThat(FreeRunningRing.rteRingExact(1024, 0).capacity()).isEqualTo(1024);
        assertThatThrownBy(() -> FreeRunningRing.rteRingExact(1 << 30, 0)).hasMessage(
                "exact-size rte_ring count 1073741824 refused (RING-2): it must be from 1 to 2^30 - 1");
        assertThat(FreeRunningRing.kfifo(1000, 0).capacity()).isEqualTo(1024);
        assertThatThrownBy(() -> FreeRunningRing.kfifo(1, 0)).hasMessage(
                "kfifo size 1 refused (RING-3): it must be from 2 to 2^30");
        assertThatThrownBy(() -> FreeRunningRing.kfifo((1 << 30) + 1, 0)).hasMessageContaining("RING-3");
        assertThat(FreeRunningRing.kfifoOver(new Object[1000], 0).capacity()).isEqualTo(512);
        assertThatThrownBy(() -> FreeRunningRing.kfifoOver(new Object[1], 0)).hasMessage(
                "kfifo buffer of length 1 refused (RING-4): it must have at least 2 slots");
        assertThat(FreeRunningRing.virtio(1, 0).capacity()).isEqualTo(1);
        assertThat(FreeRunningRing.virtio(32768, 65535).capacity()).isEqualTo(32768);
        assertThatThrownBy(() -> FreeRunningRing.virtio(65536, 0)).hasMessageContaining("RING-5");
        assertThatThrownBy(() -> FreeRunningRing.virtio(4, 65536)).hasMessage(
                "start index 65536 refused: it must be in [0, 2^16)");
        assertThatThrownBy(() -> FreeRunningRing.rteRing(4, -1)).hasMessage(
                "start index -1 refused: it must be in [0, 2^32)");
        assertThat(FreeRunningRing.rteRing(4, 0xFFFF_FFFFL)).hasToString(
                "FreeRunningRing[capacity=3, slots=4, prod=4294967295, cons=4294967295]");
    }
}
