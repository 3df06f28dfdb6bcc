package org.ringoracle.fifo.concurrency;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Options;
import org.jetbrains.lincheck.datastructures.StressOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Property;

/**
 * FIFO-11 by Lincheck: with one producer and one consumer thread, every execution of put, get,
 * count and freeCount equals some sequential execution of the reference model. The model checker
 * explores interleavings under sequential consistency, so it finds faults in the program order of
 * the index and slot accesses but cannot see a release store weakened to a plain one; the stress
 * run executes on real threads. Runs in {@code mvn test -Pconcurrency}: it takes longer than the
 * default suite allows.
 */
@Tag("concurrency")
class MaskedFifoLinearizabilityTest {

    /** Bounded in scenarios and invocations; the time limit only detects a hang. */
    private static <O extends Options<O, ?>> O bounded(O options) {
        return options.iterations(10).invocationsPerIteration(100).threads(2).actorsPerThread(3)
                .actorsBefore(2).actorsAfter(2).sequentialSpecification(Operations.Model.class);
    }

    @Property({"FIFO-11", "FIFO-12"})
    void everyInterleavingOfOneProducerAndOneConsumerIsLinearizable() {
        bounded(new ModelCheckingOptions()).check(Operations.Masked.class);
    }

    @Property("FIFO-11")
    void stressedOnRealThreadsItIsLinearizable() {
        bounded(new StressOptions()).check(Operations.Masked.class);
    }

    @Test
    void publishingTheIndexBeforeWritingTheSlotIsRejected() {
        assertThatThrownBy(() -> bounded(new ModelCheckingOptions()).check(Operations.IndexBeforeSlot.class))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void readingTheElementBeforeSeeingItsSlotFullIsRejected() {
        assertThatThrownBy(() -> bounded(new ModelCheckingOptions()).check(Operations.ReadBeforeFlag.class))
                .isInstanceOf(AssertionError.class);
    }

    /**
     * Clearing after publishing is harmless one element at a time, so Lincheck's single-element
     * operations cannot show it: a put of one element learns that it fits from the next slot
     * being empty, never from the read index. It takes a put of two or more that reads the index,
     * which the jcstress test {@code SlotsAreClearedBeforeTheyAreFreed} runs.
     */
    @Test
    void clearingAfterPublishingIsHarmlessOneElementAtATime() {
        bounded(new ModelCheckingOptions()).check(Operations.ClearAfterPublish.class);
    }
}
