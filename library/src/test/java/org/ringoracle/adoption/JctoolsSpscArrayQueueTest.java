package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jctools.queues.SpscArrayQueue;
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
 * JCTools SpscArrayQueue: a size rounded up to a power of two of at least 4, every slot usable.
 * It passes every behaviour property; it departs from FIFO-1 by accepting 0 and negative sizes
 * (reports/findings.md F-11).
 */
class JctoolsSpscArrayQueueTest {

    static final class Contract extends FifoContract {
        @Override
        protected CapacityRule capacityRule() {
            return CapacityRule.roundedUp(1, 4);
        }

        @Override
        protected <E> Fifo<E> create(int size) {
            SpscArrayQueue<E> queue = new SpscArrayQueue<>(size);
            return new QueueFifo<>(queue, () -> queue.capacity() - queue.size());
        }
    }

    @Test
    void onlyTheSizeRuleIsBroken(TestReporter reporter) {
        Expected.rejectedBy("FIFO-1", "FIFO-1").check(Verdict.of(new Contract()).publish(reporter, "JCTools SpscArrayQueue 4.0.5"));
    }

    /** F-11: the first edge size, 0, is taken, and so is the smallest refused size shrinking finds. */
    @Test
    void zeroIsAccepted() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        List<Outcome.Violated> sizes = Verdict.of(new Contract(), "FIFO-1").violations("FIFO-1");
        // The edge sizes are fixed cases: no generated counterexample.
        assertThat(sizes).filteredOn(v -> v.counterexample().isEmpty()).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("FIFO-1: size 0 (the rule: a size"
                + " from 1 to 1073741824 rounded up to a power of two of at least 4, every slot usable) was accepted"
                + " where it must be refused");
        assertThat(sizes).extracting(Outcome.Violated::counterexample).containsExactlyInAnyOrder("", "0");
        assertThat(new SpscArrayQueue<>(-1).capacity()).as("capacity of SpscArrayQueue(-1)").isEqualTo(4);
    }
}
