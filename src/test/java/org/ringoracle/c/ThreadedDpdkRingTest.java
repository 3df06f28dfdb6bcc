package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.ringoracle.harness.Property;
import org.ringoracle.history.Call;
import org.ringoracle.history.QueueHistories;
import org.ringoracle.history.ThreadedRun;

/**
 * The DPDK judged ({@link JudgedC#DPDK}) on real threads: one producer and one consumer thread on
 * a single-producer single-consumer rte_ring, two of each in the multi-thread modes, on rings of
 * 8 slots from 1,000 below 2^32, so that the indices wrap under contention; burst calls of 1 to 5
 * elements, 50,000 per thread and round, ten rounds; each history judged by {@link QueueHistories}
 * as RING-20 (specs/ring.md). Bounded in calls and rounds; the run's guard only detects a hang.
 */
@Tag("native")
class ThreadedDpdkRingTest {

    private static final int ROUNDS = 10;
    private static final int CALLS = 50_000;
    private static final long START = (1L << 32) - 1_000;

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

    /** Rounds on new rings of 8 slots in {@code sync}, each history judged as RING-20. */
    private static void judge(DpdkRing.Sync sync, int producers, int consumers) throws InterruptedException {
        for (long seed = 1; seed <= ROUNDS; seed++) {
            DpdkRing<Long> ring = DpdkRing.create(8, 0, sync, START);
            ThreadedRun.Plan plan = new ThreadedRun.Plan(producers, consumers, CALLS, 5, seed);
            List<Call> calls = ThreadedRun.run(ring.threaded(false), plan).calls();
            assertThat(QueueHistories.check(calls, ring.capacity(), "RING-20")).as("%s round %d", sync, seed)
                    .isEmpty();
            assertThat(overlapping(calls)).as("%s round %d: takes that moved elements during a put", sync, seed)
                    .isGreaterThan(0);
        }
    }

    @Property("RING-20")
    void oneProducerAndOneConsumerGiveALinearizableHistory() throws InterruptedException {
        judge(DpdkRing.Sync.SP_SC, 1, 1);
    }

    /** Two producers and two consumers in each multi-thread mode: MP/MC, head/tail sync, relaxed tail sync. */
    @Property("RING-20")
    void twoProducersAndTwoConsumersGiveALinearizableHistoryInEachMultiThreadMode() throws InterruptedException {
        for (DpdkRing.Sync sync : List.of(DpdkRing.Sync.MP_MC, DpdkRing.Sync.MT_HTS, DpdkRing.Sync.MT_RTS)) {
            judge(sync, 2, 2);
        }
    }
}
