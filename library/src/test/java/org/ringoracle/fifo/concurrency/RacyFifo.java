package org.ringoracle.fifo.concurrency;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.ringoracle.fifo.Fifo;

/**
 * Fixture: {@link org.ringoracle.fifo.MaskedFifo}'s protocol (slots as their own flags, indices
 * published after the slots they cover, a batch taken up to the published write index and then by
 * the slots), element by element and without its cached index, with one ordering fault that only a
 * second thread can see. Each fault is in the program order, except {@link Race#PLAIN_STORE}, which
 * only a compiler or processor that reorders stores shows. It holds no {@code null} element (the
 * concurrency checks put none).
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
        /**
         * get reads the slots' elements, then looks how far the write index and the slots show them
         * stored: a slot seen full before its element is.
         */
        READ_BEFORE_FLAG,
        /** The indices and slots are written with plain stores instead of release stores. */
        PLAIN_STORE
    }

    private static final VarHandle READ;
    private static final VarHandle WRITE;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

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

    private void release(VarHandle index, int value) {
        if (race == Race.PLAIN_STORE) {
            index.set(this, value);
        } else {
            index.setRelease(this, value);
        }
    }

    private void releaseSlot(int i, Object value) {
        if (race == Race.PLAIN_STORE) {
            slots[i & mask] = value;
        } else {
            SLOT.setRelease(slots, i & mask, value);
        }
    }

    private boolean full(int i) {
        return SLOT.getAcquire(slots, i & mask) != null;
    }

    @Override
    public int put(E[] src, int num) {
        int w = (int) WRITE.get(this);
        int k = Math.min(mask, num);
        int free = num == 0 || !full(w + k) ? k : num == 1 ? 0 : Math.max(0, mask - (w - (int) READ.getAcquire(this)));
        int n = Math.min(num, free);
        if (race == Race.INDEX_BEFORE_SLOT) {
            release(WRITE, w + n);
        }
        for (int i = n - 1; i >= 0; i--) {
            releaseSlot(w + i, src[i]);
        }
        if (race != Race.INDEX_BEFORE_SLOT) {
            release(WRITE, w + n);
        }
        return n;
    }

    @Override
    @SuppressWarnings("unchecked")
    public int get(E[] dst, int num) {
        int r = (int) READ.get(this);
        if (race == Race.READ_BEFORE_FLAG) {
            for (int i = 0; i < num; i++) {
                dst[i] = (E) slots[(r + i) & mask];
            }
        }
        // A batch up to the published write index without a look at those slots, then on by the slots.
        int n = num == 1 ? 0 : Math.max(0, Math.min(num, (int) WRITE.getAcquire(this) - r));
        while (n < num && full(r + n)) {
            n++;
        }
        if (race != Race.READ_BEFORE_FLAG) {
            for (int i = 0; i < n; i++) {
                dst[i] = (E) slots[(r + i) & mask];
            }
        }
        if (race == Race.CLEAR_AFTER_PUBLISH) {
            release(READ, r + n);
        }
        for (int i = 0; i < n; i++) {
            releaseSlot(r + i, null);
        }
        if (race != Race.CLEAR_AFTER_PUBLISH) {
            release(READ, r + n);
        }
        return n;
    }

    @Override
    public int count() {
        int w = (int) WRITE.getAcquire(this);
        return Math.max(0, Math.min(mask, w - (int) READ.getAcquire(this)));
    }

    @Override
    public int freeCount() {
        return mask - count();
    }

    @Override
    public String toString() {
        return "RacyFifo[" + race + "]";
    }
}
