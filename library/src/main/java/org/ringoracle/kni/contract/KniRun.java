package org.ringoracle.kni.contract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;
import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.KniQueue;
import org.ringoracle.kni.ReceivePolicy;
import org.ringoracle.kni.ReceiveReport;
import org.ringoracle.kni.RefillPolicy;
import org.ringoracle.kni.RefillReport;

/**
 * Runs a {@link Scenario} of a {@link KniDevice} on a {@link KniLoop} with a refill and a receive policy and checks
 * the clauses of specs/kni-refill.md: each refill (KNI-1), alloc_q supplied when rx_burst returns
 * (KNI-5), each receive step (KNI-6, KNI-7), and, after the first refill and after every step,
 * every mbuf accounted for (KNI-4). A refill policy that keeps to KNI-1 and KNI-4 also keeps KNI-2
 * and KNI-3. The fills a step is judged by are counted by the run (mbufs put into a fifo less those
 * taken from it), not read from the fifos' masked indices, which the policies themselves read.
 */
public final class KniRun implements Lockstep<KniOp> {

    private final KniLoop loop;
    private final int capacity;
    private int held;
    private int packets;
    private int returned;

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
     * @throws Crash at the first step where a policy throws
     */
    public static void run(Scenario<KniDevice, KniOp> scenario, RefillPolicy refill, ReceivePolicy receive) {
        KniDevice device = scenario.start();
        KniLoop loop = new KniLoop(device.length(), device.pool(), refill, receive);
        RefillReport first = Crash.guarded("the first refill:", loop::refill);
        checkObtained(first, new Before(0, device.length() - 1, device.pool()), "the first refill");
        Lockstep.run(new KniRun(loop, device.length(), first.put()), "the first refill:", scenario.ops());
    }

    /** A {@link Lockstep} label without its colon, as the checks below put their own. */
    private static String where(String label) {
        return label.substring(0, label.length() - 1);
    }

    @Override
    public void step(KniOp op, String label) {
        String at = where(label);
        if (op instanceof KniOp.Kernel kernel) {
            held -= loop.kernelSends(kernel.n());
        } else if (op instanceof KniOp.KernelRx) {
            Before.Receive before = new Before.Receive(packets, capacity - returned);
            ReceiveReport report = loop.kernelReceives();
            checkTaken(report, before, at);
            checkReturned(report, at);
            packets -= report.taken().size();
            returned += report.put().size();
        } else if (op instanceof KniOp.Rx rx) {
            Before before = before();
            RefillReport report = loop.rxBurst(rx.n());
            if (report != null) {
                checkObtained(report, before, at);
                held += report.put();
            }
            checkSupplied(loop, at);
        } else if (op instanceof KniOp.Tx tx) {
            KniLoop.Sent sent = loop.txBurst(tx.n());
            packets += sent.sent();
            returned -= sent.freed();
        } else if (op instanceof KniOp.Free free) {
            loop.applicationFrees(free.n());
        } else {
            loop.applicationAllocates(((KniOp.Take) op).n());
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

    /** KNI-4: pool + the four fifos + application = all mbufs. */
    public static void checkConservation(KniLoop loop, String at) {
        int accounted = loop.poolAvailable() + loop.applicationHeld();
        for (KniQueue queue : KniQueue.values()) {
            accounted += loop.view(queue).count();
        }
        Clause.require("KNI-4", at + ": mbufs accounted for in the pool, the four fifos and the application (" + loop
                + ")", accounted, loop.poolSize());
    }

    /** KNI-6: a receive step takes min(R, Q, 32) packets from rx_q. */
    public static void checkTaken(ReceiveReport r, Before.Receive before, String at) {
        Clause.require("KNI-6", at + ": with R=" + before.packets() + " packets in rx_q and Q=" + before.room()
                + " free slots in free_q, the receive step asked for " + r.wanted() + " and took",
                r.taken().size(), before.due());
    }

    /**
     * KNI-7: every mbuf taken from rx_q is delivered to the stack once and put into free_q once,
     * and nothing else is delivered or put. Compared as sorted lists, so the order is free.
     */
    public static void checkReturned(ReceiveReport r, String at) {
        List<Integer> taken = sorted(r.taken());
        Clause.require("KNI-7", at + ": the receive step took " + r.taken() + " from rx_q and delivered",
                sorted(r.delivered()), taken);
        Clause.require("KNI-7", at + ": the receive step took " + r.taken() + " from rx_q and put into free_q",
                sorted(r.put()), taken);
    }

    private static List<Integer> sorted(List<Integer> mbufs) {
        List<Integer> copy = new ArrayList<>(mbufs);
        copy.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        return copy;
    }

    /** KNI-5: when rx_burst returns, alloc_q is empty only if the pool is empty too. */
    public static void checkSupplied(KniLoop loop, String at) {
        Clause.require("KNI-5", at + ": rx_burst returned with alloc_q holding " + loop.allocQ().count()
                + " mbufs and the pool " + loop.poolAvailable() + "; the kernel has no buffer to send with, and rx_burst"
                + " is its only way to get one. alloc_q empty while the pool is not:",
                loop.allocQ().count() == 0 && loop.poolAvailable() > 0, false);
    }
}
