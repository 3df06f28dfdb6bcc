package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;

/**
 * Designs declared with {@link RingDesign#declare}, judged on the model built from them: a ring
 * that wraps at its slots whatever their number, and one that starts only at 0, whose full-ring
 * property is untested. The rule RING-19 is untested for every design.
 */
class DeclaredDesignsTest {

    /** The contract over the model of {@code design}. */
    private static RingContract modelOf(RingDesign design) {
        return new RingContract() {
            @Override
            protected RingDesign design() {
                return design;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return design.model(count, start);
            }
        };
    }

    @Test
    void aRingThatWrapsAtAnyNumberOfSlotsPasses() {
        RingDesign descriptors = RingDesign.declare("any size, every slot", CapacityRule.everySlot(4096),
                Indices.wrappingAtTheSlots(), RingDesign.Starts.ANY);
        Verdict verdict = Expected.passes().check(Verdict.of(modelOf(descriptors)));
        assertThat(verdict.outcomes().get("aFullRingAcrossTheWrapComesBackIntact")).isInstanceOf(Outcome.Passed.class);
    }

    @Test
    void aRingThatStartsOnlyAtZeroLeavesTheFullRingAcrossTheWrapUntested() {
        RingDesign fromZero = RingDesign.declare("from 0", CapacityRule.roundedUp(1, 4), Indices.freeRunning(63),
                RingDesign.Starts.ZERO);
        Verdict verdict = Expected.passes().check(Verdict.of(modelOf(fromZero)));
        assertThat(verdict.outcomes().get("aFullRingAcrossTheWrapComesBackIntact")).isEqualTo(new Outcome.Untested(
                "from 0 starts only at 0, so no ring is started near the wrap of its indices"));
        assertThat(verdict.outcomes().get("behavesAsTheModelAcrossTheWrap")).isInstanceOf(Outcome.Passed.class);
        assertThat(verdict.outcomes().get("untested_theReportedIndicesAndSlotsAreTheRingsOwn"))
                .isInstanceOf(Outcome.Untested.class);
    }

    /** A design of powers of two up to 2^20, every slot usable, 32-bit indices from any start. */
    private static final RingDesign TO_2E20 = RingDesign.declare("powers of two to 2^20",
            CapacityRule.everySlotOfAPowerOfTwo(1 << 20), Indices.freeRunning(32), RingDesign.Starts.ANY);

    /**
     * A ring of {@link #TO_2E20} that refuses counts above 2^16: the generated runs stop at 2^12,
     * so only the long run on the design's largest count, 2^20, is refused (RING-18).
     */
    @Test
    void aRingThatRefusesTheLargestCountsOfItsDesignIsRejected(TestReporter reporter) {
        RingContract refusing = new RingContract() {
            @Override
            protected RingDesign design() {
                return TO_2E20;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                if (count > 1 << 16) {
                    throw new IllegalArgumentException("count " + count + " refused: at most 2^16");
                }
                return TO_2E20.model(count, start);
            }
        };
        Verdict verdict = Expected.rejectedBy("RING-18").check(Verdict.of(refusing).publish(reporter,
                "a ring refusing counts above 2^16"));
        assertThat(verdict.violations("RING-18")).singleElement().extracting(Outcome.Violated::reason)
                .asString().contains("long run 2 of 2 (count=1048576 ");
    }

    /**
     * A creation rule for {@link #TO_2E20} that refuses counts above 2^17: no generated count is a
     * power of two from 2^18 (one int in 2^28), so only the pinned powers 2^18, 2^19 and 2^20 show it.
     */
    @Test
    void aCreationRuleThatRefusesTheLargestCountsOfItsDesignIsRejected(TestReporter reporter) {
        RingCreationContract refusing = new RingCreationContract() {
            @Override
            protected RingDesign design() {
                return TO_2E20;
            }

            @Override
            protected int capacity(int count) {
                if (count > 1 << 17 || !TO_2E20.rule().accepts(count)) {
                    throw new IllegalArgumentException("count " + count + " refused");
                }
                return count;
            }
        };
        Verdict verdict = Expected.rejectedBy("RING-18").check(Verdict.of(refusing).publish(reporter,
                "a creation rule refusing counts above 2^17"));
        assertThat(verdict.violations("RING-18")).singleElement().extracting(Outcome.Violated::reason)
                .asString().contains("count 262144 ");
    }
}
