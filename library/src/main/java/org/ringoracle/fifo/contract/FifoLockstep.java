package org.ringoracle.fifo.contract;

import java.util.Arrays;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.stream.LongStream;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Crash;
import org.ringoracle.harness.Lockstep;
import org.ringoracle.harness.Scenario;

/**
 * A fifo and the reference {@link ListFifo} of the declared capacity, side by side: after every
 * step it compares the value put or get returns (FIFO-3, FIFO-4), the elements got (FIFO-5,
 * FIFO-6), what a get leaves in the rest of its array (FIFO-4), and {@code count} and
 * {@code freeCount} (FIFO-7).
 *
 * <p>Elements are distinct serial numbers; a get that returns the right elements in the wrong
 * order breaks FIFO-5, one that returns any other elements breaks FIFO-6.
 */
public final class FifoLockstep implements Lockstep<FifoOp> {

    /** What a get must leave in the part of its array it did not fill. */
    static final Long UNTOUCHED = -1L;

    private final Fifo<Long> fifo;
    private final ListFifo<Long> model;
    private final PrimitiveIterator.OfLong serials = LongStream.range(0, Long.MAX_VALUE).iterator();

    private FifoLockstep(Fifo<Long> fifo, int capacity) {
        this.fifo = fifo;
        this.model = new ListFifo<>(capacity);
    }

    /**
     * Runs {@code scenario} on {@code fifo}, new and created with {@code scenario.size()}.
     *
     * @throws ClauseViolation at the first step where {@code fifo} and the model disagree
     * @throws Crash at the first step where {@code fifo} throws
     */
    public static void run(Scenario<FifoStart, FifoOp> scenario, Fifo<Long> fifo) {
        Lockstep.run(new FifoLockstep(fifo, scenario.start().capacity()), "new fifo:", scenario.ops());
    }

    @Override
    public void step(FifoOp op, String at) {
        if (op instanceof FifoOp.Put) {
            put(op.num(), at);
        } else {
            get(op.num(), at);
        }
    }

    private void put(int num, String at) {
        Long[] batch = new Long[num];
        for (int i = 0; i < num; i++) {
            batch[i] = serials.nextLong();
        }
        int want = model.put(batch.clone(), num);
        Clause.require("FIFO-3", at + " put returned", fifo.put(batch, num), want);
    }

    private void get(int num, String at) {
        Long[] expected = new Long[num];
        Arrays.fill(expected, UNTOUCHED);
        int want = model.get(expected, num);
        Long[] actual = new Long[num];
        Arrays.fill(actual, UNTOUCHED);
        Clause.require("FIFO-4", at + " get returned", fifo.get(actual, num), want);
        List<Long> got = Arrays.asList(actual).subList(0, want);
        List<Long> due = Arrays.asList(expected).subList(0, want);
        String clause = sorted(got).equals(sorted(due)) ? "FIFO-5" : "FIFO-6";
        Clause.require(clause, at + " got", got, due);
        Clause.require("FIFO-4", at + " the rest of the array holds", Arrays.asList(actual).subList(want, num),
                Arrays.asList(expected).subList(want, num));
    }

    private static List<Long> sorted(List<Long> elements) {
        Long[] copy = elements.toArray(new Long[0]);
        Arrays.sort(copy, java.util.Comparator.nullsFirst(java.util.Comparator.naturalOrder()));
        return Arrays.asList(copy);
    }

    /** A put of any batch from 0 is allowed by FIFO-3, a get by FIFO-4. */
    @Override
    public String grantedBy(FifoOp op) {
        return op instanceof FifoOp.Put ? "FIFO-3" : "FIFO-4";
    }

    @Override
    public void compare(String at) {
        Clause.require("FIFO-7", at + " the state is", FifoState.of(fifo), FifoState.of(model));
    }
}
