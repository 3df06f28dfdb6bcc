package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Property;
import org.ringoracle.history.Call;
import org.ringoracle.history.QueueHistories;

/**
 * The DPDK judged ({@link JudgedC#DPDK}) on real threads: one producer and one consumer thread on
 * a single-producer single-consumer rte_ring, three threads on one side in the multi-thread
 * modes, on rings of 8 slots from 1,000 below 2^32, so that the indices wrap under contention;
 * calls of 1 to 5 elements, bulk or burst at random, 50,000 per thread and round, ten rounds;
 * each history judged by {@link QueueHistories} as RING-20 (specs/ring.md). Bounded in calls and
 * rounds; the run's guard only detects a hang. Two broken copies of the headers are judged too,
 * each in a process of its own. Tagged {@code threads} as well, so that a run that judged this
 * DPDK's ring code on threads already can leave it out ({@code -Dringoracle.excludedGroups=threads}).
 */
@Tag("native")
@Tag("threads")
class ThreadedDpdkRingTest {

    private static final int ROUNDS = 10;
    private static final int BROKEN_ROUNDS = 200;
    private static final long BROKEN_BOUND_SECONDS = 600;

    /** How many takes moved elements while a put was running: the threads ran together. */
    private static long overlapping(List<Call> calls) {
        Call[] puts = calls.stream().filter(Call::put).sorted(Comparator.comparingLong(Call::invoked))
                .toArray(Call[]::new);
        long[] invoked = Arrays.stream(puts).mapToLong(Call::invoked).toArray();
        long[] latestReturn = new long[puts.length];
        for (int i = 0; i < puts.length; i++) {
            latestReturn[i] = Math.max(puts[i].returned(), i == 0 ? 0 : latestReturn[i - 1]);
        }
        return calls.stream().filter(c -> !c.put() && !c.moved().isEmpty()).filter(take -> {
            int i = Arrays.binarySearch(invoked, take.returned());
            int last = (i >= 0 ? i : -i - 1) - 1;
            return last >= 0 && latestReturn[last] > take.invoked();
        }).count();
    }

    /** Rounds of {@link ThreadedJudge#round}, each history judged as RING-20. */
    private static void judge(DpdkRing.Sync sync, int producers, int consumers) throws InterruptedException {
        for (long seed = 1; seed <= ROUNDS; seed++) {
            ThreadedJudge.Round round = ThreadedJudge.round(sync, producers, consumers, seed);
            assertThat(round.violation()).as("%s round %d", sync, seed).isEmpty();
            assertThat(overlapping(round.calls())).as("%s round %d: takes that moved elements during a put", sync, seed)
                    .isGreaterThan(0);
        }
    }

    @Property("RING-20")
    void oneProducerAndOneConsumerGiveALinearizableHistory() throws InterruptedException {
        judge(DpdkRing.Sync.SP_SC, 1, 1);
    }

    /**
     * Each multi-thread mode (MP/MC, head/tail sync, relaxed tail sync) with several threads on one
     * side: three producers and a consumer, then a producer and three consumers, so that the
     * side with three threads contends on its head and on the order its tails are published in
     * (two of each found the broken multi-producer copy below in none of ten rounds).
     */
    @Property("RING-20")
    void severalThreadsOnASideGiveALinearizableHistoryInEachMultiThreadMode() throws InterruptedException {
        for (DpdkRing.Sync sync : List.of(DpdkRing.Sync.MP_MC, DpdkRing.Sync.MT_HTS, DpdkRing.Sync.MT_RTS)) {
            judge(sync, 3, 1);
            judge(sync, 1, 3);
        }
    }

    /**
     * A copy of the headers whose multi-producer tail update does not wait for the producers
     * before it ({@code __rte_ring_update_tail} in rte_ring_generic_pvt.h and rte_ring_c11_pvt.h,
     * whichever the build uses) lets a producer publish its tail over an earlier producer's slots
     * before they are written: three producers and a consumer find it within the rounds (in the
     * first three, in every run measured).
     */
    @Test
    void anMpTailUpdateThatDoesNotWaitIsFound(TestReporter reporter) throws Exception {
        reporter.publishEntry("found", judgeBroken("mp-tail-no-wait", List.of("rte_ring_generic_pvt.h",
                "rte_ring_c11_pvt.h"), "\tif (!single)\n\t\trte_wait_until_equal_32",
                "\tif (!single && !enqueue)\n\t\trte_wait_until_equal_32", "ring_sync.c", "MP_MC", 3, 1));
    }

    /**
     * A copy of rte_ring_elem_pvt.h whose dequeue publishes the consumer's tail before it copies
     * the elements out ({@code __rte_ring_do_dequeue_elem}) lets the producer overwrite slots the
     * consumer has not read yet: with one thread a side on a ring of 8 slots the checker finds it
     * within the rounds (in rounds 3 to 14, in the runs measured).
     */
    @Test
    void aConsumerThatPublishesItsTailBeforeCopyingIsFound(TestReporter reporter) throws Exception {
        String copy = "\t__rte_ring_dequeue_elems(r, cons_head, obj_table, esize, n);\n";
        String publish = "\t__rte_ring_update_tail(&r->cons, cons_head, cons_next, is_sc, 0);\n";
        reporter.publishEntry("found", judgeBroken("sc-tail-before-copy", List.of("rte_ring_elem_pvt.h"),
                copy + "\n" + publish, publish + "\n" + copy, "ring.c", "SP_SC", 1, 1));
    }

    /**
     * Builds a broken copy of the shim ({@link BrokenShim}) and judges it with {@link ThreadedJudge}
     * in a process of its own, bounded by {@link #BROKEN_BOUND_SECONDS} as a guard against a hang;
     * aborts when this DPDK's headers have no such line.
     *
     * @return the violation the judge found
     */
    private static String judgeBroken(String name, List<String> headers, String line, String replacement, String part,
            String mode, int producers, int consumers) throws Exception {
        Path dir = JudgedC.file().getParent().resolve("broken").resolve(name);
        try {
            BrokenShim.build(dir, headers, line, replacement, part);
        } catch (IllegalStateException e) {
            Assumptions.abort("this DPDK's headers cannot be broken this way: " + e.getMessage());
        }
        Files.copy(JudgedC.file(), dir.resolve("judged.properties"), StandardCopyOption.REPLACE_EXISTING);
        Process judge = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Djna.library.path=" + dir,
                ThreadedJudge.class.getName(), mode, Integer.toString(producers), Integer.toString(consumers),
                Integer.toString(BROKEN_ROUNDS))
                .redirectErrorStream(true).redirectOutput(dir.resolve("judge.log").toFile()).start();
        if (!judge.waitFor(BROKEN_BOUND_SECONDS, TimeUnit.SECONDS)) {
            judge.destroyForcibly();
            throw new AssertionError("the judge of the broken copy ran past " + BROKEN_BOUND_SECONDS
                    + " s; its output: " + dir.resolve("judge.log"));
        }
        String said = Files.readString(dir.resolve("judge.log"), StandardCharsets.UTF_8);
        assertThat(judge.exitValue()).as("the judge's exit (1: a violation found) after:\n%s", said).isEqualTo(1);
        assertThat(said).contains("RING-20 violated");
        return said.strip();
    }
}
