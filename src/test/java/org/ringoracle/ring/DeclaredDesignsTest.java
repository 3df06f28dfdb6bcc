package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.RingContract;
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
}
