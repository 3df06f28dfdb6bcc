package org.ringoracle.fifo.broken;

import org.ringoracle.fifo.ExposedFifo;
import org.ringoracle.fifo.FifoArguments;

/**
 * A masked fifo, element by element, that exposes its indices and slots (FIFO-9), with one
 * deliberate flaw in what it exposes; its puts and gets are right whatever the flaw.
 * {@link Flaw#NONE} is the control.
 */
final class ExposedFlawedFifo<E> implements ExposedFifo<E> {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** A get copies its element out and leaves the reference in the slot. */
        KEEPS_TAKEN_REFERENCES,
        /**
         * The write index is reduced only when it is next used: a put that ends at the last slot
         * leaves it equal to the length (slots are still found with the mask).
         */
        WRITE_LEFT_AT_LENGTH,
        /** Element i lands in the slot after its index, and is read from there: counts and order stay right. */
        SLOTS_ONE_AHEAD
    }

    private final Flaw flaw;
    private final Object[] slots;
    private final int mask;
    private int read;
    private int write;

    ExposedFlawedFifo(int length, Flaw flaw) {
        this.flaw = flaw;
        this.slots = new Object[FifoArguments.requireValidLength(length)];
        this.mask = length - 1;
    }

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, src.length);
        int n = Math.min(num, freeCount());
        for (int i = 0; i < n; i++) {
            int at = write & mask;
            slots[slotOf(at)] = src[i];
            write = flaw == Flaw.WRITE_LEFT_AT_LENGTH ? at + 1 : (at + 1) & mask;
        }
        return n;
    }

    @Override
    public int get(E[] dst, int num) {
        FifoArguments.requireBatch("get", num, dst.length);
        int n = Math.min(num, count());
        for (int i = 0; i < n; i++) {
            @SuppressWarnings("unchecked")
            E element = (E) slots[slotOf(read)];
            dst[i] = element;
            if (flaw != Flaw.KEEPS_TAKEN_REFERENCES) {
                slots[slotOf(read)] = null;
            }
            read = (read + 1) & mask;
        }
        return n;
    }

    private int slotOf(int index) {
        return flaw == Flaw.SLOTS_ONE_AHEAD ? (index + 1) & mask : index;
    }

    @Override
    public int count() {
        return (write - read) & mask;
    }

    @Override
    public int freeCount() {
        return (read - write - 1) & mask;
    }

    @Override
    public int readIndex() {
        return read;
    }

    @Override
    public int writeIndex() {
        return write;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        return (E) slots[i];
    }
}
