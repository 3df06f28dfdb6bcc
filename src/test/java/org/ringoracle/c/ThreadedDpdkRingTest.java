package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.ringoracle.harness.Property;
import org.ringoracle.history.Call;
import org.ringoracle.history.QueueHistories;
import org.ringoracle.history.ThreadedRun;

/**
 * The DPDK judged ({@link JudgedC#DPDK}) on real threads: one producer and one consumer thread on
 * a single-producer single-consumer rte_ring of 8 slots from 1,000 below 2^32, so that the
 * indices wrap under contention, burst calls of 1 to 5 elements, ten rounds of 100,000 calls; each
 * history judged by {@link QueueHistories} as RING-20 (specs/ring.md). Bounded in calls and
 * rounds; the run's guard only detects a hang.
 */
@Tag("native")
class ThreadedDpdkRingTest {

    private static final int ROUNDS = 10;
    private static final int CALLS = 50_000;
    private static final long START = (1L << 32) - 1_000;

    /** How many takes moved elements while a put was running: the two threads ran together. */
    private static long overlapping(List<Call> calls) {
        long[] putInvoked = calls.stream().filter(Call::put).mapToLong(Call::invoked).toArray();
        long[] putReturned = calls.stream().filter(Call::put).mapToLong(Call::returned).toArray();
        return calls.stream().filter(c -> !c.put() && !c.moved().isEmpty()).filter(take -> {
            // the last put invoked before the take returned is the only one that can still be running
            int i = Arrays.binarySearch(putInvoked, take.returned());
            int last = (i >= 0 ? i : -i - 1) - 1;
            return last >= 0 && putReturned[last] > take.invoked();
        }).count();
    }

    @Property("RING-20")
    void oneProducerAndOneConsumerGiveALinearizableHistory() throws InterruptedException {
        for (long seed = 1; seed <= ROUNDS; seed++) {
            DpdkRing<Long> ring = DpdkRing.create(8, 0, DpdkRing.Sync.SP_SC, START);
            ThreadedRun.Plan plan = new ThreadedRun.Plan(1, 1, CALLS, 5, seed);
            List<Call> calls = ThreadedRun.run(ring.threaded(false), plan).calls();
            assertThat(QueueHistories.check(calls, ring.capacity(), "RING-20")).as("round %d", seed).isEmpty();
            assertThat(overlapping(calls)).as("round %d: takes that moved elements during a put", seed)
                    .isGreaterThan(0);
        }
    }
}
