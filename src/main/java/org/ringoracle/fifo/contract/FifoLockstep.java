package org.ringoracle.fifo.contract;

import java.util.Arrays;
import java.util.BitSet;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.ClauseViolation;

/**
 * Runs a {@link FifoScenario} on a fifo and on the reference {@link ListFifo} side by side and
 * compares every observable after every step: the value put or get returns, the elements got,
 * what a get leaves in the rest of its array, {@code count} and {@code freeCount}.
 *
 * <p>Elements are serial numbers 0, 1, 2, ..., so a wrong element tells whether it was never put,
 * already taken (FIFO-6) or taken out of turn (FIFO-5).
 */
public final class FifoLockstep {

    /** What a get must leave in the part of its array it did not fill. */
    static final Long UNTOUCHED = -1L;

    private final Fifo<Long> fifo;
    private final ListFifo<Long> model;
    private final BitSet taken = new BitSet();
    private long nextSerial;
    private int step;

    private FifoLockstep(Fifo<Long> fifo, int length) {
        this.fifo = fifo;
        this.model = new ListFifo<>(length);
    }

    /**
     * Runs {@code scenario} on {@code fifo}, a new fifo of {@code scenario.length()}.
     *
     * @throws ClauseViolation at the first step where {@code fifo} and the model disagree
     */
    public static void run(FifoScenario scenario, Fifo<Long> fifo) {
        FifoLockstep run = new FifoLockstep(fifo, scenario.length());
        run.compareCounts("new fifo");
        for (FifoOp op : scenario.ops()) {
            run.step = run.step + 1;
            if (op instanceof FifoOp.Put put) {
                run.put(put.num());
            } else {
                run.get(op.num());
            }
            run.compareCounts(op.toString());
        }
    }

    private void put(int num) {
        Long[] batch = new Long[num];
        for (int i = 0; i < num; i++) {
            batch[i] = nextSerial + i;
        }
        int want = model.put(batch.clone(), num);
        int got = fifo.put(batch, num);
        if (got != want) {
            throw violation("FIFO-3", "put[" + num + "] returned " + got + " but " + want + " fit");
        }
        nextSerial = nextSerial + got;
    }

    private void get(int num) {
        Long[] expected = new Long[num];
        int want = model.get(expected, num);
        Long[] actual = new Long[num];
        Arrays.fill(actual, UNTOUCHED);
        int got = fifo.get(actual, num);
        if (got != want) {
            throw violation("FIFO-4", "get(" + num + ") returned " + got + " but " + want + " were held");
        }
        for (int i = 0; i < got; i++) {
            checkElement(num, i, actual[i], expected[i]);
        }
        for (int i = got; i < num; i++) {
            if (!UNTOUCHED.equals(actual[i])) {
                throw violation("FIFO-4", "get(" + num + ") returned " + got + " but wrote " + actual[i]
                        + " at index " + i);
            }
        }
    }

    private void checkElement(int num, int i, Long element, Long expected) {
        String where = "get(" + num + ") gave " + element + " at index " + i + " where " + expected + " was due";
        if (element == null || element < 0 || element >= nextSerial) {
            throw violation("FIFO-6", where + "; " + element + " was never put");
        }
        if (taken.get(element.intValue())) {
            throw violation("FIFO-6", where + "; " + element + " was already taken");
        }
        if (!element.equals(expected)) {
            throw violation("FIFO-5", where + "; elements must come out in the order they went in");
        }
        taken.set(element.intValue());
    }

    private void compareCounts(String after) {
        if (fifo.count() != model.count()) {
            throw violation("FIFO-7", "after " + after + " count() is " + fifo.count() + " but "
                    + model.count() + " elements are held");
        }
        if (fifo.freeCount() != model.freeCount()) {
            throw violation("FIFO-7", "after " + after + " freeCount() is " + fifo.freeCount() + " but "
                    + model.freeCount() + " slots are free");
        }
    }

    private ClauseViolation violation(String clause, String detail) {
        return new ClauseViolation(clause, "step " + step + ": " + detail);
    }
}
