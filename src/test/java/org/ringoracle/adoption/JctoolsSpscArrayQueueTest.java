package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.jctools.queues.SpscArrayQueue;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.report.Fixtures;

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
        assertThat(Fixtures.rejections(reporter, "JCTools SpscArrayQueue 4.0.5", new Contract()))
                .isEqualTo(Map.of("everyRefusedSizeIsRefused", "FIFO-1", "edgeSizesFollowTheRule", "FIFO-1"));
    }

    /** F-11: the first edge size, 0, is taken, and so is the smallest refused size shrinking finds. */
    @Test
    void zeroIsAccepted() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        Map<String, Verdict.Outcome> outcomes = Verdict.outcomes(new Contract());
        assertThat(outcomes.get("edgeSizesFollowTheRule").reason()).isEqualTo("FIFO-1: size 0 (the rule: a size"
                + " from 1 to 1073741824 rounded up to a power of two of at least 4, every slot usable) was accepted"
                + " where it must be refused");
        assertThat(outcomes.get("everyRefusedSizeIsRefused").counterexample()).isEqualTo("0");
        assertThat(new SpscArrayQueue<>(-1).capacity()).as("capacity of SpscArrayQueue(-1)").isEqualTo(4);
    }
}
