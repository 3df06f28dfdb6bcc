package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.align.model.ExactAlign;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;

/**
 * The creation rules RING-1 to RING-5 and RING-16: each design's rule through {@link RingCreationContract} over the
 * whole int range, a C rule that accepts 0, and the edges by name.
 */
class RingCreationTest {

    /** The normal rte_ring's creation rule, with its refusals naming value and clause. */
    @Nested
    class RteRing extends RingCreationContract {
        @Override
        protected RingDesign design() {
            return RingDesign.RTE_RING;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.rteRingCapacity(count);
        }

        @Override
        protected Refusal refusal() {
            return Refusal.ILLEGAL_ARGUMENT.naming();
        }
    }

    /** The exact-size rte_ring's creation rule. */
    @Nested
    class RteRingExact extends RteRing {
        @Override
        protected RingDesign design() {
            return RingDesign.RTE_RING_EXACT;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.rteRingExactCapacity(count);
        }
    }

    /** kfifo_alloc's creation rule. */
    @Nested
    class Kfifo extends RteRing {
        @Override
        protected RingDesign design() {
            return RingDesign.KFIFO;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.kfifoCapacity(count);
        }
    }

    /** kfifo_init's rule, for a buffer of each length. */
    @Nested
    class KfifoOverBuffer extends RteRing {
        @Override
        protected RingDesign design() {
            return RingDesign.KFIFO_OVER_BUFFER;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.kfifoOverCapacity(count);
        }
    }

    /** The virtio queue size rule, with the contract's default refusal. */
    @Nested
    class Virtio extends RingCreationContract {
        @Override
        protected RingDesign design() {
            return RingDesign.VIRTIO;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.virtioCapacity(count);
        }
    }

    /** ck_ring's size rule, with its refusals naming value and clause. */
    @Nested
    class CkRing extends RteRing {
        @Override
        protected RingDesign design() {
            return RingDesign.CK_RING;
        }

        @Override
        protected int capacity(int count) {
            return FreeRunningRing.ckRingCapacity(count);
        }
    }

    /**
     * An exact-size ring whose capacity is its slots less one, as in normal mode: 1000 gives 1023
     * where the rule gives 1000. Rejected by RING-2 in both properties.
     */
    @Test
    void anExactRingThatKeepsASlotEmptyIsRejected(TestReporter reporter) {
        RingCreationContract slotsLessOne = new RteRingExact() {
            @Override
            protected int capacity(int count) {
                return FreeRunningRing.exactSlots(count) - 1;
            }
        };
        Expected.rejectedBy("RING-2", "RING-2").check(Verdict.of(slotsLessOne)
                .publish(reporter, "exact rte_ring keeping a slot empty"));
    }

    /**
     * A creation rule that accepts a count of 0: C's normal-mode test, a power of two by
     * {@code n & (n - 1) == 0} within RTE_RING_SZ_MASK, which lets 0 and 1 through (F-10).
     * Rejected by RING-1 in both properties; 0 is the first edge count.
     */
    @Test
    void aRuleThatAcceptsZeroIsRejected(TestReporter reporter) {
        RingCreationContract cRule = new RteRing() {
            @Override
            protected int capacity(int count) {
                if ((count & (count - 1)) != 0 || (count & ~0x7FFF_FFFF) != 0) {
                    throw new IllegalArgumentException("count " + count + " refused (RING-1)");
                }
                return count - 1;
            }
        };
        Verdict verdict = Expected.rejectedBy("RING-1", "RING-1").check(Verdict.of(cRule).publish(reporter,
                "C's rte_ring count check"));
        // The edge counts are fixed cases, so their violation has no generated counterexample.
        assertThat(verdict.violations("RING-1")).filteredOn(v -> v.counterexample().isEmpty()).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("RING-1: count 0 (the rule: a power"
                + " of two from 2 to 1073741824, 1 slot kept empty) was accepted where it must be refused");
        if (Settings.fromSystem().isDefault()) {
            // 0 and 1 are the two counts C accepts and the rule refuses; a count drawn as a power of
            // two shrinks its exponent to 0, so to 1.
            assertThat(Verdict.of(cRule, "RING-1").violations("RING-1")).filteredOn(v -> !v.counterexample().isEmpty())
                    .singleElement()
                    .extracting(Outcome.Violated::counterexample).isIn("0", "1");
        }
    }

    /**
     * The pinned counts, worked by hand: 2^k - 1, 2^k, 2^k + 1 for k from 0 to 30 are 90 counts
     * (0 to 5 from k = 0, 1, 2, which overlap, then three for each k from 3); the edge counts add
     * -2, -1, 1000, 2^31 - 1 and -2^31; rte_ring's largest, 2^30, and 2^30 + 1 are in already, a
     * rule up to 2^31 - 1 adds nothing (2^31 is no int), one up to 5000 adds 5000 and 5001.
     */
    @Test
    void thePinnedCountsAreThePowersOfTwoTheirNeighboursTheEdgesAndTheLargest() {
        List<Integer> pinned = RingCreationContract.pinnedCounts(RingDesign.RTE_RING);
        assertThat(pinned).hasSize(95).doesNotHaveDuplicates().isSorted()
                .startsWith(Integer.MIN_VALUE, -2, -1, 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17)
                .endsWith((1 << 30) - 1, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE)
                .contains(1000, 1023, 1024, 1025, (1 << 29) + 1);
        RingDesign toIntMax = RingDesign.declare("any count", CapacityRule.everySlot(Integer.MAX_VALUE),
                Indices.wrappingAtTheSlots(), RingDesign.Starts.ANY);
        assertThat(RingCreationContract.pinnedCounts(toIntMax)).isEqualTo(pinned);
        RingDesign to5000 = RingDesign.declare("to 5000", CapacityRule.everySlot(5000), Indices.wrappingAtTheSlots(),
                RingDesign.Starts.ANY);
        assertThat(RingCreationContract.pinnedCounts(to5000)).hasSize(97).contains(5000, 5001);
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
                "start index 65536 refused (RING-17): it must be in [0, 2^16)");
        // ck_ring_init(3): a power of two of at least 4; ck_ring_capacity(3): one entry fewer.
        assertThat(FreeRunningRing.ckRing(4, 0).capacity()).isEqualTo(3);
        assertThat(FreeRunningRing.ckRing(4, 0).slots()).isEqualTo(4);
        assertThatThrownBy(() -> FreeRunningRing.ckRing(2, 0)).hasMessage(
                "ck_ring size 2 refused (RING-16): it must be a power of two from 4 to 2^30");
        assertThatThrownBy(() -> FreeRunningRing.ckRing(12, 0)).hasMessageContaining("RING-16");
        assertThatThrownBy(() -> FreeRunningRing.rteRing(4, -1)).hasMessage(
                "start index -1 refused (RING-17): it must be in [0, 2^32)");
        assertThat(FreeRunningRing.rteRing(4, 0xFFFF_FFFFL)).hasToString(
                "FreeRunningRing[capacity=3, slots=4, prod=4294967295, cons=4294967295]");
    }
}
