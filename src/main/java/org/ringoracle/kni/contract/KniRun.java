package org.ringoracle.kni.contract;

import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.RefillPolicy;
import org.ringoracle.kni.RefillReport;

/**
 * Runs a {@link KniScenario} on a {@link KniLoop} with a given policy and checks the clauses of
 * specs/kni-refill.md after every step: each refill (KNI-1, KNI-2, KNI-3), every mbuf accounted
 * for (KNI-4), and alloc_q supplied when rx_burst returns (KNI-5).
 */
public final class KniRun {

    private KniRun() {
    }

    /**
     * Runs {@code scenario}: a device's first refill, then each step.
     *
     * @throws ClauseViolation at the first step that breaks a clause
     */
    public static void run(KniScenario scenario, RefillPolicy policy) {
        KniLoop loop = new KniLoop(scenario.length(), scenario.pool(), policy);
        checkRefill(loop, loop.refill(), "the first refill");
        checkConservation(loop, "the first refill");
        int step = 0;
        for (KniOp op : scenario.ops()) {
            step++;
            String at = "step " + step + " " + op;
            if (op instanceof KniOp.Kernel) {
                loop.kernelSends(op.n());
            } else if (op instanceof KniOp.Rx) {
                RefillReport report = loop.rxBurst(op.n());
                if (report != null) {
                    checkRefill(loop, report, at);
                }
                checkSupplied(loop, at);
            } else if (op instanceof KniOp.Free) {
                loop.applicationFrees(op.n());
            } else {
                loop.applicationAllocates(op.n());
            }
            checkConservation(loop, at);
        }
    }

    /** KNI-1, KNI-2, KNI-3 for one refill, in that order. */
    public static void checkRefill(KniLoop loop, RefillReport r, String at) {
        checkObtained(r, at);
        checkNothingFreed(r, at);
        checkGrowth(loop, r, at);
    }

    /** KNI-1: a refill takes min(F, 32, P) mbufs from the pool. */
    public static void checkObtained(RefillReport r, String at) {
        int meant = Math.min(Math.min(r.freeBefore(), RefillPolicy.BURST), r.poolBefore());
        if (r.obtained() != meant) {
            throw new ClauseViolation("KNI-1", at + ": with " + r.freeBefore() + " free slots in alloc_q and "
                    + r.poolBefore() + " mbufs in the pool the refill asked for " + r.wanted() + " and took "
                    + r.obtained() + " from the pool; it must take min(" + r.freeBefore() + ", 32, "
                    + r.poolBefore() + ") = " + meant);
        }
    }

    /** KNI-2: every mbuf obtained goes into alloc_q. */
    public static void checkNothingFreed(RefillReport r, String at) {
        if (r.freed() != 0) {
            throw new ClauseViolation("KNI-2", at + ": the refill allocated " + r.obtained() + " mbufs but alloc_q took "
                    + r.put() + ", so " + r.freed() + " were allocated only to be freed");
        }
    }

    /**
     * KNI-3: afterwards alloc_q holds its C mbufs plus min(F, 32, P) new ones, that is
     * min(len - 1, C + 32, C + P).
     */
    public static void checkGrowth(KniLoop loop, RefillReport r, String at) {
        int count = loop.allocQ().count();
        int meant = r.countBefore() + Math.min(Math.min(r.freeBefore(), RefillPolicy.BURST), r.poolBefore());
        if (count != meant) {
            throw new ClauseViolation("KNI-3", at + ": alloc_q held " + r.countBefore() + " with " + r.freeBefore()
                    + " free slots and the pool " + r.poolBefore() + "; after the refill it holds " + count
                    + " but must hold " + r.countBefore() + " + min(" + r.freeBefore() + ", 32, " + r.poolBefore()
                    + ") = " + meant);
        }
    }

    /** KNI-4: pool + alloc_q + tx_q + application = all mbufs. */
    public static void checkConservation(KniLoop loop, String at) {
        int accounted = loop.poolAvailable() + loop.allocQ().count() + loop.txQueued() + loop.applicationHeld();
        if (accounted != loop.poolSize()) {
            throw new ClauseViolation("KNI-4", at + ": " + accounted + " of " + loop.poolSize()
                    + " mbufs are accounted for (" + loop + ")");
        }
    }

    /** KNI-5: when rx_burst returns, alloc_q is empty only if the pool is empty too. */
    public static void checkSupplied(KniLoop loop, String at) {
        if (loop.allocQ().count() == 0 && loop.poolAvailable() > 0) {
            throw new ClauseViolation("KNI-5", at + ": rx_burst returned with alloc_q empty while the pool holds "
                    + loop.poolAvailable() + " mbufs; the kernel has no buffer to send with, and rx_burst is"
                    + " its only way to get one (" + loop + ")");
        }
    }
}
