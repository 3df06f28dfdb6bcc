package org.ringoracle.kni;

import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Verdict;
import org.ringoracle.kni.contract.KniOp;
import org.ringoracle.kni.contract.KniRun;
import org.ringoracle.kni.contract.KniDevice;
import org.ringoracle.harness.Scenario;
import org.ringoracle.kni.contract.RefillContract;

/** Pinned runs of the loop, each worked by hand step by step. */
class KniRunTest {

    private static ClauseViolation violation(Scenario<KniDevice, KniOp> scenario, RefillPolicy policy) {
        return catchThrowableOfType(ClauseViolation.class, () -> KniRun.run(scenario, policy, new IntentReceive()));
    }

    /**
     * len 2, pool 1, refill only after packets: the first refill puts the one mbuf; kernel(1)
     * sends with it; rx(1) takes the packet and its refill finds the pool dry; free(1) returns it;
     * rx(0) takes nothing and does not refill: alloc_q empty, pool 1 (reports/findings.md F-4).
     */
    @Test
    void theStarvationStoryOfFinding4() {
        Scenario<KniDevice, KniOp> story = new Scenario<>(new KniDevice(2, 1), List.of(new KniOp.Kernel(1), new KniOp.Rx(1), new KniOp.Free(1), new KniOp.Rx(0)));
        ClauseViolation v = violation(story, new LateRefill());
        assertThat(v.clause()).isEqualTo("KNI-5");
        assertThat(v.getMessage()).startsWith("KNI-5: step 4 rx(0): rx_burst returned with alloc_q holding 0 mbufs"
                + " and the pool 1;");
        KniRun.run(story, new IntentRefill(), new IntentReceive());
    }

    /**
     * The application's own allocations count: len 2, pool 2. The first refill puts 1 (pool 1);
     * take(1) empties the pool; kernel(1) sends; rx(1) takes the packet, its refill finds the pool
     * dry; free(2) returns both; rx(0) does not refill: alloc_q empty, pool 2.
     */
    @Test
    void theApplicationsAllocationsDrainThePoolToo() {
        Scenario<KniDevice, KniOp> run = new Scenario<>(new KniDevice(2, 2), List.of(new KniOp.Take(1), new KniOp.Kernel(1), new KniOp.Rx(1),
                new KniOp.Free(2), new KniOp.Rx(0)));
        assertThat(violation(run, new LateRefill())).hasMessageStartingWith(
                "KNI-5: step 5 rx(0): rx_burst returned with alloc_q holding 0 mbufs and the pool 2;");
    }

    /**
     * len 64, pool 200: the first refill asks min(64 - 0, 32) = 32, as meant; rx(0) refills with
     * 32 held and 31 free, asks min(64 - 32, 32) = 32 and takes 32 where 31 fit.
     */
    @Test
    void aRefillAfterTheFirstIsCheckedToo() {
        ClauseViolation v = violation(new Scenario<>(new KniDevice(64, 200), List.of(new KniOp.Rx(0))),
                new LenInsteadOfCapacityRefill());
        assertThat(v).hasMessage("KNI-1: step 1 rx(0): with F=31 free slots in alloc_q and P=168 mbufs in the pool,"
                + " the refill asked for 32 and took 32 where 31 is required");
    }

    /** Single refills: one too many taken and freed (KNI-1, KNI-2), yet alloc_q ends right (KNI-3). */
    @Test
    void forgettingTheEmptySlotIsRejected(TestReporter reporter) {
        Expected.rejectedBy("KNI-1", "KNI-1", "KNI-2").check(Verdict.of(new RefillContract() {
            @Override
            protected RefillPolicy policy() {
                return new LenInsteadOfCapacityRefill();
            }
        }).publish(reporter, "LenInsteadOfCapacityRefill"));
    }
}
