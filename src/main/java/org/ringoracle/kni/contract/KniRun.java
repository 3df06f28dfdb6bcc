package org.ringoracle.kni.contract;

import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.RefillPolicy;
import org.ringoracle.kni.RefillReport;

/**
 * Runs a {@link KniScenario} on a {@link KniLoop} with a given policy and checks the clauses of
 * specs/kni-refill.md: each refill (KNI-1), alloc_q supplied when rx_burst returns (KNI-5), and,
 * after the first refill and after every step, every mbuf accounted for (KNI-4). A policy that
 * keeps to KNI-1 and KNI-4 also keeps KNI-2 and KNI-3. The F and C a refill is judged by are
 * counted by the run (mbufs put into alloc_q less those the kernel took), not read from the
 * fifo's masked indices, which the policies themselves read.
 */
public final class KniRun implements Lockstep<KniOp> {

    private final KniLoop loop;
    private final int capacity;
    private int held;

    private KniRun(KniLoop loop, int length, int held) {
        this.loop = loop;
        this.capacity = length - 1;
        this.held = held;
    }

    /** alloc_q and the pool as the run has counted them. */
    private Before before() {
        return new Before(held, capacity - held, loop.poolAvailable());
    }

    /**
     * Runs {@code scenario}: a device's first refill, then each step.
     *
     * @throws ClauseViolation at the first step that breaks a clause
     * @throws Crash at the first step where the policy throws
     */
    public static void run(KniScenario scenario, RefillPolicy policy) {
        KniLoop loop = new KniLoop(scenario.length(), scenario.pool(), policy);
        RefillReport[] first = new RefillReport[1];
        Crash.guard("the first refill:", () -> first[0] = loop.refill());
        checkObtained(first[0], new Before(0, scenario.length() - 1, scenario.pool()), "the first refill");
        Lockstep.run(new KniRun(loop, scenario.length(), first[0].put()), "the first refill:", scenario.ops());
    }

    /** A {@link Lockstep} label without its colon, as the checks below put their own. */
    private static String where(String label) {
        return label.substring(0, label.length() - 1);
    }

    @Override
    public void step(KniOp op, String label) {
        String at = where(label);
        if (op instanceof KniOp.Kernel) {
            held -= loop.kernelSends(op.n());
        } else if (op instanceof KniOp.Rx) {
            Before before = before();
            RefillReport report = loop.rxBurst(op.n());
            if (report != null) {
                checkObtained(report, before, at);
                held += report.put();
            }
            checkSupplied(loop, at);
        } else if (op instanceof KniOp.Free) {
            loop.applicationFrees(op.n());
        } else {
            loop.applicationAllocates(op.n());
        }
    }

    @Override
    public void compare(String label) {
        checkConservation(loop, where(label));
    }

    /**
     * KNI-1: a refill takes min(F, 32, P) mbufs from the pool. With KNI-4 this implies KNI-2 and
     * KNI-3: every mbuf taken fits, so none need be freed, and none may vanish, so alloc_q ends
     * with {@code C + min(F, 32, P)}; runs check these two.
     */
    public static void checkObtained(RefillReport r, Before before, String at) {
        Clause.require("KNI-1", at + ": with F=" + before.free() + " free slots in alloc_q and P=" + before.pool()
                + " mbufs in the pool, the refill asked for " + r.wanted() + " and took", r.obtained(), before.due());
    }

    /** KNI-2: every mbuf obtained goes into alloc_q. */
    public static void checkNothingFreed(RefillReport r, String at) {
        Clause.require("KNI-2", at + ": of the " + r.obtained() + " mbufs the refill allocated, the number freed again is",
                r.freed(), 0);
    }

    /**
     * KNI-3: afterwards alloc_q holds its C mbufs plus min(F, 32, P) new ones, that is
     * min(len - 1, C + 32, C + P).
     */
    public static void checkGrowth(KniLoop loop, Before before, String at) {
        Clause.require("KNI-3", at + ": alloc_q held C=" + before.count() + " with F=" + before.free()
                + " free slots and P=" + before.pool() + " in the pool; after the refill it holds",
                loop.allocQ().count(), before.count() + before.due());
    }

    /** KNI-4: pool + alloc_q + tx_q + application = all mbufs. */
    public static void checkConservation(KniLoop loop, String at) {
        Clause.require("KNI-4", at + ": mbufs accounted for in pool, alloc_q, tx_q and the application (" + loop + ")",
                loop.poolAvailable() + loop.allocQ().count() + loop.txQueued() + loop.applicationHeld(),
                loop.poolSize());
    }

    /** KNI-5: when rx_burst returns, alloc_q is empty only if the pool is empty too. */
    public static void checkSupplied(KniLoop loop, String at) {
        Clause.require("KNI-5", at + ": rx_burst returned with alloc_q holding " + loop.allocQ().count()
                + " mbufs and the pool " + loop.poolAvailable() + "; the kernel has no buffer to send with, and rx_burst"
                + " is its only way to get one. alloc_q empty while the pool is not:",
                loop.allocQ().count() == 0 && loop.poolAvailable() > 0, false);
    }
}
