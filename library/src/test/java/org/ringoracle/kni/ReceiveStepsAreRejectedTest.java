package org.ringoracle.kni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Scenario;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.kni.contract.Before;
import org.ringoracle.kni.contract.KniDevice;
import org.ringoracle.kni.contract.KniOp;
import org.ringoracle.kni.contract.KniRun;
import org.ringoracle.kni.contract.ReceiveCase;
import org.ringoracle.kni.contract.ReceiveContract;

/** The kernel's receive step: the intent passes, each flawed step is rejected by the clause it breaks. */
class ReceiveStepsAreRejectedTest {

    /** A contract that gives every example a new policy, as a kernel module loaded afresh would be. */
    private static ReceiveContract contract(Supplier<ReceivePolicy> policy) {
        return new ReceiveContract() {
            @Override
            protected ReceivePolicy policy() {
                return policy.get();
            }
        };
    }

    @Test
    void theIntentPassesEveryProperty(TestReporter reporter) {
        Expected.passes().check(Verdict.of(contract(IntentReceive::new)).publish(reporter, "IntentReceive (control)"));
    }

    /**
     * It takes the right count (KNI-6 holds) and returns slots it never filled (KNI-7). By hand: on
     * len 2 with both fifos empty it asks min(1, 32) = 1, rx_q gives nothing, and it puts one
     * empty slot into free_q.
     */
    @Test
    void returningTheRequestedCountPutsWhatWasNeverTaken(TestReporter reporter) {
        Expected.rejectedBy("KNI-7", "KNI-7").check(Verdict.of(contract(RequestedCountReceive::new))
                .publish(reporter, "RequestedCountReceive (returns the count it asked for)"));
        Verdict verdict = Verdict.of(contract(RequestedCountReceive::new), "KNI-7");
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        String empty = "len=2, rx_q 0 (read 0, write 0), free_q 0 (read 0, write 0)";
        assertThat(verdict.violations("KNI-7")).filteredOn(v -> v.counterexample().equals(empty)).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("KNI-7: receive from " + empty
                        + ": the receive step took [] from rx_q and put into free_q [null] where [] is required");
    }

    /** Order is free (KNI-7 compares sorted lists): delivering and returning in reverse passes. */
    @Test
    void theOrderOfDeliveryAndReturnIsFree(TestReporter reporter) {
        Expected.passes().check(Verdict.of(contract(ReversingReceive::new))
                .publish(reporter, "ReversingReceive (control, reverse order)"));
    }

    /**
     * It returns every mbuf but delivers none (KNI-7). By hand: len 2, rx_q holding 1, free_q
     * empty: it takes [0], delivers nothing, puts [0].
     */
    @Test
    void droppingPacketsBeforeTheStackIsRejected(TestReporter reporter) {
        Verdict full = Expected.rejectedBy("KNI-7", "KNI-7").check(Verdict.of(contract(UndeliveredReceive::new))
                .publish(reporter, "UndeliveredReceive (never hands a packet to the stack)"));
        Verdict verdict = Verdict.of(contract(UndeliveredReceive::new), "KNI-7");
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        // The generated runs reject it before the long runs: a generated, shrunk counterexample.
        assertThat(full.outcomes().get("longRunsKeepEveryClause")).isInstanceOfSatisfying(Outcome.Violated.class,
                v -> assertThat(v.counterexample()).isNotEmpty());
        String one = "len=2, rx_q 1 (read 0, write 1), free_q 0 (read 0, write 0)";
        assertThat(verdict.violations("KNI-7")).filteredOn(v -> v.counterexample().equals(one)).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("KNI-7: receive from " + one
                        + ": the receive step took [0] from rx_q and delivered [] where [0] is required");
    }

    /**
     * A case prints the indices its offsets give, as the loop's fifos hold them: len 8, rx_q moved
     * by 13 (read 13 mod 8 = 5) and filled with 3 (write 16 mod 8 = 0), free_q moved by 2.
     */
    @Test
    void aReceiveCasePrintsTheIndicesOfItsFifos() {
        ReceiveCase c = new ReceiveCase(8, new ReceiveCase.Fill(13, 3), new ReceiveCase.Fill(2, 0));
        assertThat(c).hasToString("len=8, rx_q 3 (read 5, write 0), free_q 0 (read 2, write 2)");
        KniLoop loop = c.loop(new IntentReceive());
        assertThat(loop.view(KniQueue.RX_Q)).hasToString("3 (read 5, write 0)");
        assertThat(loop.view(KniQueue.FREE_Q)).hasToString("0 (read 2, write 2)");
        assertThat(c.before()).isEqualTo(new Before.Receive(3, 7));
        assertThat(new Scenario<>(new KniDevice(4, 1), List.of(new KniOp.Tx(3), new KniOp.KernelRx())))
                .hasToString("len=4 pool=1: tx(3) kernel-rx");
    }

    /**
     * It takes more than free_q can take back (KNI-6) and drops what free_q refuses (KNI-7). By
     * hand: len 2, rx_q holding 1 and free_q full (1 of 1): R = 1, Q = 0, it takes 1. The long runs
     * pass: a run reaches a full free_q with packets in rx_q only when the kernel outruns
     * tx_burst (aRunWhereTheKernelOutrunsTxBurst), which the generated runs do not within their
     * examples.
     */
    @Test
    void ignoringFreeQsRoomDropsMbufs(TestReporter reporter) {
        Expected.rejectedBy("KNI-6", "KNI-7").check(Verdict.of(contract(BurstOnlyReceive::new))
                .publish(reporter, "BurstOnlyReceive (ignores free_q's room)"));
        Verdict verdict = Verdict.of(contract(BurstOnlyReceive::new), "KNI-6");
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        String full = "len=2, rx_q 1 (read 0, write 1), free_q 1 (read 0, write 1)";
        assertThat(verdict.violations("KNI-6")).filteredOn(v -> v.counterexample().equals(full)).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("KNI-6: receive from " + full
                + ": with R=1 packets in rx_q and Q=0 free slots in free_q, the receive step asked for 32 and took 1"
                + " where 0 is required");
    }

    /**
     * A run that reaches it, worked by hand on len 64 (63 slots), pool 200. The first refill puts
     * 32. take(103); tx(63) sends 63 and keeps 40; kernel-rx takes min(63, 63, 32) = 32, then
     * min(31, 31, 32) = 31: free_q full at 63. tx(40) sends 40 and frees 32: free_q 31. kernel-rx
     * takes min(40, 32, 32) = 32: free_q full again, 8 left in rx_q. kernel-rx: R = 8, Q = 0, so
     * the intent takes nothing; this step takes 8. tx_burst frees at most 32 per call, so free_q
     * fills whenever the kernel runs twice between two tx_bursts on a fifo longer than 33.
     */
    @Test
    void aRunWhereTheKernelOutrunsTxBurst() {
        Scenario<KniDevice, KniOp> run = new Scenario<>(new KniDevice(64, 200), List.of(new KniOp.Take(103), new KniOp.Tx(63), new KniOp.KernelRx(),
                new KniOp.KernelRx(), new KniOp.Tx(40), new KniOp.KernelRx(), new KniOp.KernelRx()));
        KniRun.run(run, new IntentRefill(), new IntentReceive());
        ClauseViolation v = catchThrowableOfType(ClauseViolation.class,
                () -> KniRun.run(run, new IntentRefill(), new BurstOnlyReceive()));
        assertThat(v).hasMessage("KNI-6: step 7 kernel-rx: with R=8 packets in rx_q and Q=0 free slots in free_q,"
                + " the receive step asked for 32 and took 8 where 0 is required");
    }
}
