package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Map;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;
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
 * Agrona OneToOneConcurrentArrayQueue: a size rounded up to a power of two, every slot usable. It
 * passes every behaviour property; it departs from FIFO-1 by accepting 0 and negative sizes as
 * capacity 1, and by failing with NegativeArraySizeException instead of refusing a size above 2^30
 * (reports/findings.md F-12).
 */
class AgronaOneToOneQueueTest {

    static final class Contract extends FifoContract {
        @Override
        protected CapacityRule capacityRule() {
            return CapacityRule.roundedUp(1, 1);
        }

        @Override
        protected <E> Fifo<E> create(int size) {
            OneToOneConcurrentArrayQueue<E> queue = new OneToOneConcurrentArrayQueue<>(size);
            return new QueueFifo<>(queue, queue::remainingCapacity);
        }
    }

    @Test
    void onlyTheSizeRuleIsBroken(TestReporter reporter) {
        Expected.rejectedBy("FIFO-1", "FIFO-1").check(Verdict.of(new Contract())
                .publish(reporter, "Agrona OneToOneConcurrentArrayQueue 2.6.0"));
    }

    /** F-12: 0 and -1 give capacity 1; 2^30 + 1 is not refused but overflows the array size. */
    @Test
    void zeroIsAcceptedAndTheLargestSizesOverflow() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        List<Outcome.Violated> sizes = Verdict.of(new Contract(), "FIFO-1").violations("FIFO-1");
        // The edge sizes are fixed cases: no generated counterexample.
        assertThat(sizes).filteredOn(v -> v.counterexample().isEmpty()).singleElement()
                .extracting(Outcome.Violated::reason).asString().startsWith("FIFO-1: size 0 (the rule:")
                .endsWith("was accepted where it must be refused");
        // Shrinking ends at the smallest refused size of whichever departure it met first: 0, or
        // 2^30 + 1, the smallest size above the rule's range.
        assertThat(sizes).filteredOn(v -> !v.counterexample().isEmpty()).singleElement()
                .extracting(Outcome.Violated::counterexample).isIn("0", "1073741825");
        assertThat(new OneToOneConcurrentArrayQueue<>(-1).capacity()).as("capacity for -1").isEqualTo(1);
        assertThat(catchThrowable(() -> new OneToOneConcurrentArrayQueue<>((1 << 30) + 1)))
                .isInstanceOf(NegativeArraySizeException.class);
    }
}
