package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.apache.commons.collections4.queue.CircularFifoQueue;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;
import org.ringoracle.fifo.QueueFifo;

/**
 * Commons Collections CircularFifoQueue through a naive adapter: offer on a full queue drops the
 * oldest element and succeeds, so it is no bounded fifo. Rejected: a put stores beyond the
 * capacity (FIFO-2, FIFO-3).
 */
class CircularFifoQueueTest {

    static final class Contract extends FifoContract {
        @Override
        protected CapacityRule capacityRule() {
            return CapacityRule.everySlot(Integer.MAX_VALUE);
        }

        @Override
        protected <E> Fifo<E> create(int size) {
            CircularFifoQueue<E> queue = new CircularFifoQueue<>(size);
            return new QueueFifo<>(queue, () -> queue.maxSize() - queue.size());
        }
    }

    @Test
    void anOverwritingQueueIsRejected(TestReporter reporter) {
        // A put into a full queue stores everything (FIFO-2); in a run, put returns more than fits (FIFO-3).
        Expected.rejectedBy("FIFO-2", "FIFO-3").check(Verdict.of(new Contract())
                .publish(reporter, "Commons Collections CircularFifoQueue 4.5.0 (naive adapter)"));
    }

    /** The smallest run: a queue of one slot offered two elements keeps the second and claims both. */
    @Test
    void theSmallestCounterexampleIsTwoIntoOne() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        Outcome.Violated lockstep = Verdict.of(new Contract(), "FIFO-3").violation("FIFO-3");
        assertThat(lockstep.counterexample()).isEqualTo("size=1: put[2]");
        assertThat(lockstep.reason()).isEqualTo("FIFO-3: step 1 put[2]: put returned 2 where 1 is required");
    }
}
