package org.ringoracle.fifo.concurrency;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.ringoracle.fifo.Fifo;

/**
 * Fixture: {@link org.ringoracle.fifo.MaskedFifo}'s algorithm, one element at a time, with one
 * ordering fault that only a second thread can see. Each fault is in the program order, except
 * {@link Race#PLAIN_STORE}, which only a compiler or processor that reorders stores shows.
 *
 * @param <E> the element type
 */
public final class RacyFifo<E> implements Fifo<E> {

    /** The ordering fault. */
    public enum Race {
        /** put publishes its write index, then writes the slots. */
        INDEX_BEFORE_SLOT,
        /** get publishes its read index, then clears the slots it took. */
        CLEAR_AFTER_PUBLISH,
        /** Both indices are published with plain stores instead of release stores. */
        PLAIN_STORE
    }

    private static final VarHandle READ;
    private static final VarHandle WRITE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            READ = lookup.findVarHandle(RacyFifo.class, "read", int.class);
            WRITE = lookup.findVarHandle(RacyFifo.class, "write", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Race race;
    private final Object[] slots;
    private final int mask;
    @SuppressWarnings("unused") // accessed through READ
    private int read;
    @SuppressWarnings("unused") // accessed through WRITE
    private int write;

    /** An empty fifo of {@code length} slots, a power of two of at least 2, with {@code race}. */
    public RacyFifo(int length, Race race) {
        this.race = race;
        this.slots = new Object[length];
        this.mask = length - 1;
    }

    private void publish(VarHandle index, int value) {
        if (race == Race.PLAIN_STORE) {
            index.set(this, value);
        } else {
            index.setRelease(this, value);
        }
    }

    @Override
    public int put(E[] src, int num) {
        int w = (int) WRITE.get(this);
        int n = Math.min(num, ((int) READ.getAcquire(this) - w - 1) & mask);
        if (race == Race.INDEX_BEFORE_SLOT) {
            publish(WRITE, (w + n) & mask);
        }
        for (int i = 0; i < n; i++) {
            slots[(w + i) & mask] = src[i];
        }
        if (race != Race.INDEX_BEFORE_SLOT) {
            publish(WRITE, (w + n) & mask);
        }
        return n;
    }

    @Override
    @SuppressWarnings("unchecked")
    public int get(E[] dst, int num) {
        int r = (int) READ.get(this);
        int n = Math.min(num, ((int) WRITE.getAcquire(this) - r) & mask);
        for (int i = 0; i < n; i++) {
            dst[i] = (E) slots[(r + i) & mask];
        }
        if (race == Race.CLEAR_AFTER_PUBLISH) {
            publish(READ, (r + n) & mask);
        }
        for (int i = 0; i < n; i++) {
            slots[(r + i) & mask] = null;
        }
        if (race != Race.CLEAR_AFTER_PUBLISH) {
            publish(READ, (r + n) & mask);
        }
        return n;
    }

    @Override
    public int count() {
        return ((int) WRITE.getAcquire(this) - (int) READ.getAcquire(this)) & mask;
    }

    @Override
    public int freeCount() {
        return ((int) READ.getAcquire(this) - (int) WRITE.getAcquire(this) - 1) & mask;
    }

    @Override
    public String toString() {
        return "RacyFifo[" + race + "]";
    }
}
