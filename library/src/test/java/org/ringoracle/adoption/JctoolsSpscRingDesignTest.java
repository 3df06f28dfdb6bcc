package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.model.Indices;
import org.ringoracle.ring.model.RingDesign;

/** The adapter of {@link JctoolsSpscRingTest} under designs it does not follow. */
class JctoolsSpscRingDesignTest {

    /**
     * The design decides: declared with kfifo's smallest power of two (2) instead of 4,
     * {@code new SpscArrayQueue<>(2)} has 4 slots where the rule gives 2, so the new-ring property
     * breaks the creation clause (RING-18) and the lockstep's first comparison the state (RING-9).
     */
    @Test
    void underAnotherDeclaredMinimumItIsRejected() {
        RingDesign fromTwo = RingDesign.declare("SpscArrayQueue from 2", CapacityRule.roundedUp(2, 2),
                Indices.freeRunning(63), RingDesign.Starts.ZERO);
        Verdict verdict = Verdict.of(new JctoolsSpscRingTest() {
            @Override
            protected RingDesign design() {
                return fromTwo;
            }
        });
        Expected.rejectedBy("RING-18", "RING-9").check(verdict);
        assertThat(verdict.violation("RING-18").reason()).isEqualTo("RING-18: capacity() 4 where 2 is required");
    }

}
