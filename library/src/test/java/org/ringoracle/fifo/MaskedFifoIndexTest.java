package org.ringoracle.fifo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.contract.FifoGenerators;
import org.ringoracle.fifo.contract.FifoLockstep;
import org.ringoracle.fifo.contract.FifoOp;
import org.ringoracle.fifo.contract.FifoStart;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Scenario;

/**
 * What only the optimised fifo shows beyond the contract (whose FIFO-9 property judges its exposed
 * indices and slots): its longest run, its description, its length rule, a put not yet published,
 * two threads at once.
 */
class MaskedFifoIndexTest {

    /** FIFO-8, pinned: the longest run length, filled, drained to one, and wrapped with a full batch. */
    @Test
    void theLargestRunLengthWrapsToo() {
        int length = FifoGenerators.MAX_RUN_SIZE;
        FifoLockstep.run(new Scenario<>(new FifoStart(length, length - 1), java.util.List.of(new FifoOp.Put(length - 1),
                new FifoOp.Get(length - 2), new FifoOp.Put(length), new FifoOp.Get(2 * length))),
                new MaskedFifo<>(length));
    }

    @Test
    void describesItsIndices() {
        MaskedFifo<String> fifo = new MaskedFifo<>(4);
        fifo.put(new String[] {"a", "b", "c"}, 3);
        fifo.get(new String[1], 1);
        assertThat(fifo).hasToString("MaskedFifo[length=4, read=1, write=3]");
    }

    /**
     * Elements are opaque references (specs/fifo.md), so a {@code null} one is held like any other,
     * though a slot is its own flag: put and counted, shown as {@code null} by its slot, taken in
     * its place, also alone and across the wrap. Worked out by hand for a fifo of 4 slots.
     */
    @Test
    void aNullElementIsHeldLikeAnyOther() {
        MaskedFifo<String> fifo = new MaskedFifo<>(4);
        assertThat(fifo.put(new String[] {"a", null, "c"}, 3)).isEqualTo(3);
        assertThat(fifo.count()).isEqualTo(3);
        assertThat(fifo.put(new String[] {"d"}, 1)).as("full: capacity 3").isZero();
        String[] got = {"x", "x", "x"};
        assertThat(fifo.get(got, 3)).isEqualTo(3);
        assertThat(got).containsExactly("a", null, "c");
        assertThat(fifo.put(new String[] {null, "e"}, 2)).as("slots 3 and 0").isEqualTo(2);
        assertThat(fifo.slot(3)).isNull();
        assertThat(fifo.slot(0)).isEqualTo("e");
        String[] one = {"x"};
        assertThat(fifo.get(one, 1)).isEqualTo(1);
        assertThat(one[0]).isNull();
        assertThat(fifo.get(one, 1)).isEqualTo(1);
        assertThat(one[0]).isEqualTo("e");
        assertThat(fifo.get(one, 1)).as("empty").isZero();
        // A batch with a null inside, taken across the end of 8 slots (slots 6, 7, 0, 1), in
        // arrays of the caller's element type and of Object.
        MaskedFifo<String> eight = new MaskedFifo<>(8);
        eight.put(new String[] {"p", "q", "r", "s", "t", "u"}, 6);
        eight.get(new String[6], 6);
        assertThat(eight.put(new String[] {"a", "b", null, "d"}, 4)).isEqualTo(4);
        String[] four = new String[4];
        assertThat(eight.get(four, 4)).isEqualTo(4);
        assertThat(four).containsExactly("a", "b", null, "d");
        MaskedFifo<Object> objects = new MaskedFifo<>(8);
        objects.put(new Object[] {"a", null, "c"}, 3);
        Object[] three = new Object[3];
        assertThat(objects.get(three, 3)).isEqualTo(3);
        assertThat(three).containsExactly("a", null, "c");
    }

    /**
     * FIFO-1 up to 2^30: the optimised fifo's length rule agrees with the capacity rule it declares
     * over the whole int range, without allocating the lengths the contract does not construct.
     */
    @Property("FIFO-1")
    void theLengthRuleAgreesWithTheModelUpTo2e30() {
        Oracle.check("FIFO-1", 2000, FifoGenerators.anySize(), length -> assertThat(
                catchThrowable(() -> FifoArguments.requireValidLength(length)) == null)
                .as("length %d accepted", length).isEqualTo(CapacityRule.oneSlotEmpty().accepts(length)));
        assertThat(FifoArguments.requireValidLength(1 << 30)).isEqualTo(FifoArguments.MAX_LENGTH);
    }

    /**
     * FIFO-11 and FIFO-12 as a second thread would see them, in one thread: a put that has written
     * its slots but not yet published {@code write} (the field set back to what a second thread
     * reads before the put's last store). A batch takes what the published index shows, then the slots beyond it
     * that show an element stored; the count shows none held, not a negative count, until the put
     * publishes. Worked out by hand for a fifo of 8 slots.
     */
    @Test
    void aBatchTakesTheSlotsOfAPutNotYetPublished() {
        MaskedFifo<String> fifo = new MaskedFifo<>(8);
        fifo.put(new String[] {"a", "b"}, 2);
        fifo.put(new String[] {"c", "d"}, 2);
        fifo.write -= 2; // the second put's slots written, its index not yet published
        assertThat(fifo.count()).isEqualTo(2);
        String[] got = new String[5];
        assertThat(fifo.get(got, 5)).as("two published, then two by their slots").isEqualTo(4);
        assertThat(got).containsExactly("a", "b", "c", "d", null);
        assertThat(fifo.count()).as("read is 2 ahead of the published write: none held").isZero();
        assertThat(fifo.freeCount()).isEqualTo(7);
        assertThat(fifo.get(got, 5)).as("the slot after them is empty").isZero();
        fifo.write += 2; // the put publishes
        assertThat(fifo.count()).isZero();
        assertThat(fifo.readIndex()).isEqualTo(4);
        assertThat(fifo.writeIndex()).isEqualTo(4);
        fifo.put(new String[] {"e", null, "g"}, 3);
        fifo.write -= 3;
        String[] two = new String[2];
        assertThat(fifo.get(two, 2)).as("none published, two by their slots").isEqualTo(2);
        assertThat(two).containsExactly("e", null);
    }

    /**
     * A smoke test of one producer and one consumer thread at once: every element arrives once, in
     * order. It can show a gross fault, not prove an ordering; FIFO-11 is checked by Lincheck and
     * jcstress (mvn test -Pconcurrency). Bounded in calls: each side makes at most
     * {@code MAX_CALLS} calls, yielding when it can make no progress, so a fifo that loses an
     * element ends the test with a failure instead of a hang.
     */
    @Test
    void oneProducerAndOneConsumerMayRunAtOnce() throws Exception {
        int total = 200_000;
        long maxCalls = 50_000_000L;
        MaskedFifo<Integer> fifo = new MaskedFifo<>(64);
        CompletableFuture<Integer> producer = CompletableFuture.supplyAsync(() -> {
            Integer[] batch = new Integer[7];
            int next = 0;
            for (long calls = 0; next < total && calls < maxCalls; calls++) {
                int n = Math.min(batch.length, total - next);
                for (int i = 0; i < n; i++) {
                    batch[i] = next + i;
                }
                int put = fifo.put(batch, n);
                next += put;
                if (put == 0) {
                    Thread.yield();
                }
            }
            return next;
        });
        Integer[] got = new Integer[5];
        int expected = 0;
        for (long calls = 0; expected < total && calls < maxCalls; calls++) {
            int n = fifo.get(got, got.length);
            for (int i = 0; i < n; i++) {
                assertThat(got[i]).isEqualTo(expected++);
            }
            if (n == 0) {
                Thread.yield();
            }
        }
        assertThat(expected).isEqualTo(total);
        assertThat(producer.get()).isEqualTo(total);
        assertThat(fifo.count()).isZero();
    }
}
