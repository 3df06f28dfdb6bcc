package org.ringoracle.kni;

import org.junit.jupiter.api.TestReporter;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.ClauseViolation;
import org.junit.jupiter.api.Assumptions;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.kni.contract.KniRun;
import org.ringoracle.kni.contract.RefillCase;
import org.ringoracle.kni.contract.RefillContract;

/**
 * The 2017 C refills, before and after the seed patch, judged against the intent. Each must stay
 * rejected by the clauses reports/findings.md records; the pinned cases below are worked by hand
 * from the patch's formula (specs/kni-refill.md) and the fifo facts of specs/fifo.md, not taken from a run.
 */
class CVariantsAreRejectedTest {

    private static RefillContract contract(RefillPolicy policy) {
        return new RefillContract() {
            @Override
            protected RefillPolicy policy() {
                return policy;
            }
        };
    }

    /** The verdict on {@code policy}, published for reports/index.md as {@code fixture}. */
    private static Verdict verdict(TestReporter reporter, String fixture, RefillPolicy policy) {
        return Verdict.of(contract(policy)).publish(reporter, fixture);
    }

    /** Rejected by one property per clause given, and by the long runs under KNI-1 or KNI-5. */
    private static void requireEither(Verdict verdict, String... clauses) {
        List<String> withKni1 = new java.util.ArrayList<>(List.of(clauses));
        withKni1.add("KNI-1");
        List<String> withKni5 = new java.util.ArrayList<>(List.of(clauses));
        withKni5.add("KNI-5");
        assertThat(List.of(new Expected(withKni1, List.of()), new Expected(withKni5, List.of())))
                .anySatisfy(expected -> expected.check(verdict));
    }

    /** The violation of {@code clause} whose counterexample is {@code counterexample}. */
    private static Outcome.Violated violation(Verdict verdict, String clause, String counterexample) {
        List<Outcome.Violated> found = verdict.violations(clause).stream()
                .filter(v -> v.counterexample().equals(counterexample)).toList();
        assertThat(found).as("violations of %s on %s in%n%s", clause, counterexample, verdict).hasSize(1);
        return found.get(0);
    }

    /**
     * Before the patch: 32 allocated whatever fits (KNI-1), the excess freed (KNI-2), yet alloc_q
     * ends as full as meant (KNI-3 holds); no refill without packets (KNI-5). The long runs break
     * KNI-1 and KNI-5 both; which one a run shows depends on the examples and on shrinking
     * (KNI-1 shrunk from the default seed, KNI-5 under mutation analysis's settings).
     */
    @Test
    void beforeThePatchAFullBurstIsAllocatedAndTheExcessFreed(TestReporter reporter) {
        requireEither(verdict(reporter, "PrePatchRefill (DPDK KNI before the seed patch)", new PrePatchRefill()),
                "KNI-1", "KNI-2", "KNI-5");
    }

    /** After the patch: the count masked with 31 is wrong both ways (KNI-1, KNI-2, KNI-3), same trigger (KNI-5). */
    @Test
    void afterThePatchTheCountIsMaskedWithTheBurstSize(TestReporter reporter) {
        requireEither(verdict(reporter, "SeedPatchRefill (DPDK KNI with the seed patch)", new SeedPatchRefill()),
                "KNI-1", "KNI-2", "KNI-3", "KNI-5");
    }

    /** The right count with the 2017 trigger: every refill passes; only the loop starves (KNI-5). */
    @Test
    void theRightCountRefilledOnlyAfterPacketsStillStarvesTheKernel(TestReporter reporter) {
        Expected.rejectedBy("KNI-5", "KNI-5").check(verdict(reporter, "LateRefill (right count, refilled only after packets)",
                new LateRefill()));
    }

    /**
     * Drops what it obtained when the pool runs dry: a single refill ends with alloc_q short
     * (KNI-3), and a run loses mbufs (KNI-4). The smallest run, by hand: alloc_q of length 4 asks
     * for 3; a pool of 1 runs dry at the second, so the first refill already loses one mbuf; on
     * length 2 a refill asks for 1 and the pool never runs dry part way.
     */
    @Test
    void aPolicyThatDropsMbufsBreaksConservation(TestReporter reporter) {
        Expected.rejectedBy("KNI-3", "KNI-4").check(verdict(reporter,
                "LeakingRefill (drops what it got when the pool runs dry)", new LeakingRefill()));
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        Outcome.Violated run = Verdict.of(contract(new LeakingRefill()), "KNI-4").violation("KNI-4");
        assertThat(run.counterexample()).isEqualTo("len=4 pool=1: ");
        assertThat(run.reason()).isEqualTo("KNI-4: the first refill: mbufs accounted for in the pool, the four fifos"
                + " and the application (pool 0, alloc_q 0 (read 0, write 0), tx_q 0 (read 0, write 0),"
                + " rx_q 0 (read 0, write 0), free_q 0 (read 0, write 0), application 0) 0 where 1 is required");
    }

    /**
     * The smallest counterexamples, worked out by hand: on alloc_q of length 2 (one free slot),
     * a pool of 2 is the least that lets a refill take more than fits; a pool of 1 the least that
     * leaves buffers in the pool while alloc_q is empty. A run that only refills after packets
     * starves in two steps with a pool of 2 (the kernel empties alloc_q, then an rx_burst takes
     * nothing) or in four with a pool of 1 (the2017LoopCanStarveTheKernelForever); the shrinker
     * reaches the second, which has the smaller pool.
     */
    @Test
    void shrinkingReachesTheSmallestCounterexamples() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        String emptyTwo = "len=2, read=0, write=0 (0 held, 1 free), pool 2";
        for (RefillPolicy policy : new RefillPolicy[] {new PrePatchRefill(), new SeedPatchRefill()}) {
            Verdict obtained = Verdict.of(contract(policy), "KNI-1");
            violation(obtained, "KNI-1", emptyTwo);
            Outcome.Violated freed = Verdict.of(contract(policy), "KNI-2").violation("KNI-2");
            assertThat(freed.counterexample()).isEqualTo(emptyTwo);
            assertThat(freed.reason()).isEqualTo("KNI-2: refill from " + emptyTwo
                    + ": of the 2 mbufs the refill allocated, the number freed again is 1 where 0 is required");
            violation(Verdict.of(contract(policy), "KNI-5"), "KNI-5", "len=2 pool=1: alloc_q and tx_q empty, rx(0)");
            violation(obtained, "KNI-1", "len=2 pool=2: ");
        }
        Outcome.Violated late = violation(Verdict.of(contract(new LateRefill()), "KNI-5"), "KNI-5",
                "len=2 pool=1: kernel(1) rx(1) free(1) rx(0)");
        assertThat(late.reason()).startsWith("KNI-5: step 4 rx(0): rx_burst returned with alloc_q holding 0 mbufs"
                + " and the pool 1;");
    }

    /** The intent passes everything. */
    @Test
    void theIntentPassesEveryProperty(TestReporter reporter) {
        Expected.passes().check(verdict(reporter, "IntentRefill (control)", new IntentRefill()));
    }

    /** (read - write - 1) mod 2^32 = 0xFFFFFFFF; & 31 = 31. The intent asks for min(1023, 32) = 32. */
    @Test
    void atKnisOwnLength1024AnEmptyAllocQGets31Not32() {
        KniLoop loop = new KniLoop(1024, 5000, new SeedPatchRefill());
        RefillReport r = loop.refill();
        assertThat(r.wanted()).isEqualTo(31);
        assertThat(new IntentRefill().wanted(new KniLoop(1024, 0, new IntentRefill()).allocQ())).isEqualTo(32);
    }

    /**
     * read 0, write 991: 991 held, 1023 - 991 = 32 free. (0 - 991 - 1) mod 2^32 = 2^32 - 992, and
     * 992 = 31 * 32, so & 31 = 0: nothing is allocated although 32 slots are free.
     */
    @Test
    void atLength1024With32FreeSlotsNothingIsAllocated() {
        RefillCase c = new RefillCase(1024, 0, 991, 5000);
        RefillReport r = c.loop(new SeedPatchRefill()).refill();
        assertThat(r.freeBefore()).isEqualTo(32);
        assertThat(r.wanted()).isZero();
        assertThat(catchClause(() -> KniRun.checkObtained(r, c.before(), "refill"))).isEqualTo("KNI-1");
    }

    /**
     * After any refill that the pool can serve, free = 32 * floor(F / 32), so the next refill with no
     * packet consumed in between asks for 0; starting from an empty alloc_q of 1024, alloc_q holds
     * 31 after the first refill and never more, so the kernel never has a full burst of 32.
     */
    @Test
    void atLength1024AllocQNeverHoldsMoreThan31() {
        KniLoop seed = new KniLoop(1024, 5000, new SeedPatchRefill());
        KniLoop intent = new KniLoop(1024, 5000, new IntentRefill());
        for (int round = 0; round < 40; round++) {
            seed.refill();
            intent.refill();
        }
        assertThat(seed.allocQ().count()).isEqualTo(31);
        assertThat(intent.allocQ().count()).isEqualTo(1023);
    }

    /** len 4, empty: (0 - 0 - 1) & 31 = 31 asked, 3 fit, 28 freed back: the pool keeps 100 - 3. */
    @Test
    void onAShortFifoTheSeedFormulaAllocatesMoreThanFits() {
        KniLoop loop = new KniLoop(4, 100, new SeedPatchRefill());
        assertThat(loop.refill()).isEqualTo(new RefillReport(3, 0, 100, 31, 31, 3, 28));
        assertThat(loop.poolAvailable()).isEqualTo(97);
        assertThat(loop.allocQ().count()).isEqualTo(3);
    }

    /** 1000 of 1023 held, 23 free: 32 allocated, 23 put, 9 freed. */
    @Test
    void beforeThePatchANearlyFullAllocQFreesTheExcess() {
        KniLoop loop = new KniLoop(1024, 2000, new PrePatchRefill());
        loop.preload(KniQueue.ALLOC_Q, 0, 1000);
        assertThat(loop.refill()).isEqualTo(new RefillReport(23, 1000, 1000, 32, 32, 23, 9));
    }

    /**
     * len 2, pool 1: the first refill puts the one mbuf in alloc_q; the kernel sends with it; rx
     * takes the packet, and its refill finds the pool dry; the application frees the mbuf. Now
     * alloc_q and tx_q are empty and the pool has 1: an rx_burst that takes nothing does not refill
     * in the 2017 loop, so the kernel can never send again. The intent refills.
     */
    @Test
    void the2017LoopCanStarveTheKernelForever() {
        for (RefillPolicy policy : new RefillPolicy[] {new PrePatchRefill(), new SeedPatchRefill()}) {
            KniLoop loop = starvedAfterFourSteps(policy);
            assertThat(loop.allocQ().count()).as("%s", policy).isZero();
            assertThat(loop.poolAvailable()).as("%s", policy).isEqualTo(1);
            assertThat(catchClause(() -> KniRun.checkSupplied(loop, "rx(1)"))).isEqualTo("KNI-5");
        }
        KniLoop intent = starvedAfterFourSteps(new IntentRefill());
        assertThat(intent.allocQ().count()).isEqualTo(1);
    }

    private static KniLoop starvedAfterFourSteps(RefillPolicy policy) {
        KniLoop loop = new KniLoop(2, 1, policy);
        loop.refill();
        loop.kernelSends(1);
        loop.rxBurst(1);
        loop.applicationFrees(1);
        loop.rxBurst(1);
        return loop;
    }

    private static String catchClause(Runnable check) {
        try {
            check.run();
        } catch (ClauseViolation v) {
            return v.clause();
        }
        return "none";
    }
}
