package org.ringoracle.kni.contract;

import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.kni.IntentRefill;
import org.ringoracle.kni.ReceivePolicy;

/**
 * The kernel's receive step against specs/kni-refill.md. Extend this class and return your
 * step from {@link #policy()} to check it:
 *
 * <pre>{@code
 * class MyReceiveTest extends ReceiveContract {
 *     @Override
 *     protected ReceivePolicy policy() {
 *         return new MyReceive();
 *     }
 * }
 * }</pre>
 */
public abstract class ReceiveContract {

    /** Examples of each single-step property. */
    public static final int EXAMPLES = 500;

    /** Examples of the long-run property. */
    public static final int RUN_EXAMPLES = 200;

    /** The receive step under test. */
    protected abstract ReceivePolicy policy();

    /** KNI-6: from any rx_q and free_q state, a step takes min(R, Q, 32) packets. */
    @Property("KNI-6")
    public void aStepTakesWhatFreeQCanTakeBackUpToOneBurst() {
        Oracle.check("KNI-6", EXAMPLES, KniGenerators.receiveCases(),
                c -> KniRun.checkTaken(c.loop(policy()).kernelReceives(), c.before(), "receive from " + c));
    }

    /** KNI-7: from any rx_q and free_q state, every packet taken is delivered and returned once. */
    @Property("KNI-7")
    public void everyPacketTakenIsDeliveredAndReturnedOnce() {
        Oracle.check("KNI-7", EXAMPLES, KniGenerators.receiveCases(),
                c -> KniRun.checkReturned(c.loop(policy()).kernelReceives(), "receive from " + c));
    }

    /**
     * KNI-4, KNI-6 and KNI-7 over random runs, and the long runs
     * ({@link KniGenerators#longRunDevices}), of the kernel, rx_burst, tx_burst and the
     * application, alloc_q refilled as meant ({@link IntentRefill}).
     */
    @Property({"KNI-4", "KNI-6", "KNI-7"})
    public void longRunsKeepEveryClause() {
        Oracle.check("KNI-4", RUN_EXAMPLES, KniGenerators.scenarios(), s -> KniRun.run(s, new IntentRefill(), policy()));
        LongRuns.check(KniGenerators.longRunDevices(), LongRuns.STEPS, device -> KniGenerators.longRunOps(),
                s -> KniRun.run(s, new IntentRefill(), policy()));
    }
}
