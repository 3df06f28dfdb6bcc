package org.ringoracle.kni.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.kni.IntentReceive;
import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.RefillPolicy;
import org.ringoracle.kni.RefillReport;

/**
 * Every property of specs/kni-refill.md. Extend this class and return your policy from
 * {@link #policy()} to check it:
 *
 * <pre>{@code
 * class MyRefillTest extends RefillContract {
 *     @Override
 *     protected RefillPolicy policy() {
 *         return new MyRefill();
 *     }
 * }
 * }</pre>
 */
public abstract class RefillContract {

    /** Examples of each single-refill property. */
    public static final int EXAMPLES = 500;

    /** Examples of the long-run property. */
    public static final int RUN_EXAMPLES = 200;

    /** The policy under test. */
    protected abstract RefillPolicy policy();

    /** KNI-1: from any alloc_q state and pool level, a refill takes min(F, 32, P) mbufs from the pool. */
    @Property("KNI-1")
    public void aRefillTakesWhatFitsUpToOneBurst() {
        Oracle.check("KNI-1", EXAMPLES, KniGenerators.refillCases(),
                c -> KniRun.checkObtained(c.loop(policy()).refill(), c.before(), "refill from " + c));
    }

    /** KNI-2: from any alloc_q state and pool level, no mbuf is allocated only to be freed. */
    @Property("KNI-2")
    public void nothingIsAllocatedOnlyToBeFreed() {
        Oracle.check("KNI-2", EXAMPLES, KniGenerators.refillCases(),
                c -> KniRun.checkNothingFreed(c.loop(policy()).refill(), "refill from " + c));
    }

    /** KNI-3: from any alloc_q state and pool level, alloc_q ends with min(len - 1, C + 32, C + P) mbufs. */
    @Property("KNI-3")
    public void allocQEndsAsFullAsOneBurstAndThePoolAllow() {
        Oracle.check("KNI-3", EXAMPLES, KniGenerators.refillCases(), c -> {
            KniLoop loop = c.loop(policy());
            loop.refill();
            KniRun.checkGrowth(loop, c.before(), "refill from " + c);
        });
    }

    /**
     * KNI-5: an rx_burst that finds tx_q empty, while alloc_q is empty and the pool is not, leaves
     * alloc_q supplied.
     */
    @Property("KNI-5")
    public void rxBurstNeverLeavesTheKernelWithoutBuffers() {
        record EmptyRx(int length, int pool, int num) {
            @Override
            public String toString() {
                return "len=" + length + " pool=" + pool + ": alloc_q and tx_q empty, rx(" + num + ")";
            }
        }
        Gen<EmptyRx> cases = KniGenerators.lengths().zip(integers().between(1, 5000), integers().between(0, 40),
                EmptyRx::new);
        Oracle.check("KNI-5", EXAMPLES, cases, c -> {
            KniLoop loop = new KniLoop(c.length(), c.pool(), policy());
            loop.rxBurst(c.num());
            KniRun.checkSupplied(loop, "rx(" + c.num() + ")");
        });
    }

    /**
     * KNI-1, KNI-4, KNI-5 (and so KNI-2, KNI-3) over random runs, and the long runs
     * ({@link KniGenerators#longRunDevices}), of the kernel, rx_burst,
     * tx_burst and the application, the kernel receiving as meant ({@link IntentReceive}).
     */
    @Property({"KNI-1", "KNI-2", "KNI-3", "KNI-4", "KNI-5"})
    public void longRunsKeepEveryClause() {
        Oracle.check("KNI-4", RUN_EXAMPLES, KniGenerators.scenarios(), s -> KniRun.run(s, policy(), new IntentReceive()));
        LongRuns.check(KniGenerators.longRunDevices(), LongRuns.STEPS, device -> KniGenerators.longRunOps(),
                s -> KniRun.run(s, policy(), new IntentReceive()));
    }
}
