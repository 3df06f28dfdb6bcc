package org.ringoracle.fifo.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.MaskedFifo;
import org.ringoracle.harness.Property;
import org.ringoracle.history.QueueHistories;
import org.ringoracle.history.ThreadedRun;

/**
 * FIFO-11 on real threads over long runs: one producer and one consumer thread, tens of
 * thousands of calls each on a fifo of 8 slots (so its indices wrap every few calls), the history
 * judged by {@link QueueHistories}. Bounded in calls and rounds; the run's guard only detects a
 * hang. Runs in {@code mvn test -Pconcurrency}.
 */
@Tag("concurrency")
class ThreadedFifoTest {

    /** Calls per thread and round, and rounds. */
    private static final int CALLS = 50_000;
    private static final int ROUNDS = 10;
    private static final int RACY_ROUNDS = 50;

    /** A fifo as the run's threads call it: it moves as many as it can (burst), the plan asks for nothing else. */
    static ThreadedRun.Queue queue(Fifo<Long> fifo) {
        return new ThreadedRun.Queue() {
            @Override
            public List<Long> put(List<Long> elements, boolean bulk) {
                return elements.subList(0, fifo.put(elements.toArray(Long[]::new), elements.size()));
            }

            @Override
            public List<Long> take(int n, boolean bulk) {
                Long[] taken = new Long[n];
                return new ArrayList<>(Arrays.asList(taken).subList(0, fifo.get(taken, n)));
            }
        };
    }

    private static Optional<QueueHistories.Violation> round(Fifo<Long> fifo, long seed) throws InterruptedException {
        ThreadedRun.Plan plan = new ThreadedRun.Plan(1, 1, CALLS, 5, false, seed);
        return QueueHistories.check(ThreadedRun.run(queue(fifo), 7, plan).calls(), 7, "FIFO-11");
    }

    @Property("FIFO-11")
    void oneProducerAndOneConsumerOnThreadsGiveALinearizableHistory() throws InterruptedException {
        for (long seed = 1; seed <= ROUNDS; seed++) {
            Optional<QueueHistories.Violation> found = round(new MaskedFifo<>(8), seed);
            assertThat(found).as("round %d", seed).isEmpty();
        }
    }

    /**
     * A get that reads the slots' elements before it looks which slots are full takes a slot it
     * read empty and then saw full: an element never put (null). Found within the rounds; the
     * first finding is the test's report.
     */
    @Test
    void readingTheElementsBeforeTheirSlotsAreSeenFullIsFound(TestReporter reporter) throws InterruptedException {
        Optional<QueueHistories.Violation> found = Optional.empty();
        for (long seed = 1; seed <= RACY_ROUNDS && found.isEmpty(); seed++) {
            found = round(new RacyFifo<>(8, RacyFifo.Race.READ_BEFORE_FLAG), seed);
        }
        assertThat(found).as("a violation within %d rounds", RACY_ROUNDS).isPresent();
        assertThat(found.get().pattern()).startsWith("once:");
        reporter.publishEntry("found", found.get().toString());
    }
}
