package org.ringoracle.kni;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.kni.contract.ReceiveContract;
import org.ringoracle.kni.contract.RefillContract;

/**
 * Policies that go wrong only on a loop that has run a thousand steps, given afresh to each run:
 * a generated run has at most 60 steps, so only the long runs reject them.
 */
class WornOutPoliciesAreRejectedTest {

    @Test
    void aRefillThatAsksForAFullBurstFromItsThousandthIsRejectedByTheLongRuns(TestReporter reporter) {
        RefillContract contract = new RefillContract() {
            @Override
            protected RefillPolicy policy() {
                return new WornOutRefill();
            }
        };
        // alloc_q of 8 has at most 7 free: 32 asked for breaks KNI-1 at the 1,000th refill.
        Verdict verdict = Expected.rejectedBy("KNI-1").check(Verdict.of(contract)
                .publish(reporter, "WornOutRefill (a full burst from the 1,000th refill)"));
        assertThat(verdict.violations("KNI-1")).singleElement().extracting(Outcome.Violated::reason).asString()
                .contains("long run 1 of 2 (");
    }

    @Test
    void aReceiveThatDropsFromItsThousandthStepIsRejectedByTheLongRuns(TestReporter reporter) {
        ReceiveContract contract = new ReceiveContract() {
            @Override
            protected ReceivePolicy policy() {
                return new WornOutReceive();
            }
        };
        Verdict verdict = Expected.rejectedBy("KNI-7").check(Verdict.of(contract)
                .publish(reporter, "WornOutReceive (drops packets from the 1,000th step)"));
        assertThat(verdict.violations("KNI-7")).singleElement().extracting(Outcome.Violated::reason).asString()
                .contains("long run 1 of 2 (");
    }
}
