package org.ringoracle.fifo.concurrency;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.III_Result;
import org.ringoracle.fifo.Fifo;

/**
 * jcstress tests of FIFO-11 and FIFO-12 (specs/fifo.md): one producer and one consumer actor, and
 * an observer where the clause speaks of a third thread. Outcomes not listed are forbidden. Taken
 * elements are written as decimal digits, a {@code null} (a slot read before it was written, or
 * cleared after it was written again) as 0.
 */
public final class FifoStressTests {

    private FifoStressTests() {
    }

    /**
     * The consumer takes the producer's batch whole, never an unwritten slot: the batch's first
     * slot, which the consumer sees first, is written after the others.
     */
    @JCStressTest
    @Description("FIFO-11: a batch is seen whole, its first slot written last")
    @Outcome(id = "2, 0", expect = ACCEPTABLE, desc = "the consumer ran first and took nothing")
    @Outcome(id = "2, 12", expect = ACCEPTABLE, desc = "the consumer took the whole batch, in order")
    @State
    public static class BatchIsPublishedAfterItsSlots {
        private final Fifo<Integer> fifo = StressedFifo.create(4);

        @Actor
        public void producer(II_Result r) {
            r.r1 = fifo.put(new Integer[] {1, 2}, 2);
        }

        @Actor
        public void consumer(II_Result r) {
            r.r2 = StressedFifo.digits(fifo, 2);
        }
    }

    /**
     * A slot the consumer sees full holds its element, and what the consumer counts it can take:
     * it counts the fifo, then takes one element, while the producer puts one. Taking the element
     * without having counted it is allowed (the slot is seen before the index that counts it).
     */
    @JCStressTest
    @Description("FIFO-11, FIFO-12: a slot seen full holds its element; a counted element can be taken")
    @Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "the consumer ran first")
    @Outcome(id = "0, 1, 1", expect = ACCEPTABLE, desc = "counted before the index was published, took the element")
    @Outcome(id = "1, 1, 1", expect = ACCEPTABLE, desc = "counted the element and took it")
    @State
    public static class ASlotSeenFullHoldsItsElement {
        private final Fifo<Integer> fifo = StressedFifo.create(4);

        @Actor
        public void producer() {
            fifo.put(new Integer[] {1}, 1);
        }

        @Actor
        public void consumer(III_Result r) {
            r.r1 = fifo.count();
            Integer[] taken = new Integer[1];
            r.r2 = fifo.get(taken, 1);
            r.r3 = taken[0] == null ? 0 : taken[0];
        }
    }

    /**
     * The producer may refill the slots the consumer just took only after the consumer cleared
     * them: from [1, 2] in a fifo of 4 slots, the consumer takes both while the producer puts
     * 3, 4, 5, which wraps into slot 0; the arbiter takes what is left.
     */
    @JCStressTest
    @Description("FIFO-11: slots are cleared before the read index is published")
    @Outcome(id = "12, 1, 3", expect = ACCEPTABLE, desc = "the producer saw one free slot")
    @Outcome(id = "12, 3, 345", expect = ACCEPTABLE, desc = "the producer saw the consumer's slots freed")
    @State
    public static class SlotsAreClearedBeforeTheyAreFreed {
        private final Fifo<Integer> fifo = StressedFifo.create(4);

        public SlotsAreClearedBeforeTheyAreFreed() {
            fifo.put(new Integer[] {1, 2}, 2);
        }

        @Actor
        public void consumer(III_Result r) {
            r.r1 = StressedFifo.digits(fifo, 2);
        }

        @Actor
        public void producer(III_Result r) {
            r.r2 = fifo.put(new Integer[] {3, 4, 5}, 3);
        }

        @Arbiter
        public void rest(III_Result r) {
            r.r3 = StressedFifo.digits(fifo, 3);
        }
    }

    /**
     * FIFO-12: a full fifo is seen as full by the producer until the consumer's take is
     * published, and then the new element goes where the taken one was.
     */
    @JCStressTest
    @Description("FIFO-12: full and empty are seen consistently by the other side")
    @Outcome(id = "1, 0, 0", expect = ACCEPTABLE, desc = "the producer saw the fifo full")
    @Outcome(id = "1, 1, 2", expect = ACCEPTABLE, desc = "the producer saw the slot freed and filled it")
    @State
    public static class FullIsSeenConsistently {
        private final Fifo<Integer> fifo = StressedFifo.create(2);

        public FullIsSeenConsistently() {
            fifo.put(new Integer[] {1}, 1);
        }

        @Actor
        public void consumer(III_Result r) {
            r.r1 = StressedFifo.digits(fifo, 1);
        }

        @Actor
        public void producer(III_Result r) {
            r.r2 = fifo.put(new Integer[] {2}, 1);
        }

        @Arbiter
        public void rest(III_Result r) {
            r.r3 = StressedFifo.digits(fifo, 1);
        }
    }

    /**
     * FIFO-12: a thread that neither puts nor gets sees a count the fifo held when only one side
     * moves: from [1] in 4 slots, while the producer puts 2, 3, the observer counts 1 or 3, never
     * 2. (When both sides move during the call it may count what the fifo never held; showing that
     * needs three actors, and jcstress runs a test only with a CPU per actor.)
     */
    @JCStressTest
    @Description("FIFO-12: a third thread's count while the producer moves")
    @Outcome(id = "2, 1", expect = ACCEPTABLE, desc = "counted before the batch was published")
    @Outcome(id = "2, 3", expect = ACCEPTABLE, desc = "counted after")
    @State
    public static class AnObserverCountsWhatTheFifoHeld {
        private final Fifo<Integer> fifo = StressedFifo.create(4);

        public AnObserverCountsWhatTheFifoHeld() {
            fifo.put(new Integer[] {1}, 1);
        }

        @Actor
        public void producer(II_Result r) {
            r.r1 = fifo.put(new Integer[] {2, 3}, 2);
        }

        @Actor
        public void observer(II_Result r) {
            r.r2 = fifo.count();
        }
    }
}
