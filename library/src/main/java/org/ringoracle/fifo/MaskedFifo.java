package org.ringoracle.fifo;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Objects;
import org.ringoracle.slots.Slots;

/**
 * A single-producer single-consumer fifo with one slot always empty, as the KNI fifo (specs/fifo.md,
 * facts): slots addressed through a mask, indices exposed as the KNI fifo's {@code read} and
 * {@code write}.
 *
 * <p>Index invariants: {@code read} counts the elements ever taken and {@code write} those ever
 * stored, both free-running {@code int}s (they wrap at 2^32, and differences stay exact because at
 * most {@code length <= 2^30} lie between them); the exposed indices are these modulo
 * {@code length}. The producer alone writes {@code write}, the consumer alone {@code read}. The
 * held elements are the slots from {@code read} (inclusive) to {@code write} (exclusive), modulo
 * {@code length}; at most {@code length - 1} are held, so the slot at {@code write} is empty.
 *
 * <p>A slot is its own flag (FIFO-11): it holds a reference exactly while it holds an element, a
 * {@code null} element being held as {@link #NULL}. The consumer takes one element when its slot
 * holds a reference (an acquire load), without reading {@code write}; a batch it takes up to the
 * published {@code write} without a look at those slots, then further while the slots hold a
 * reference (an acquire load each), and it clears the slots after reading them, behind a release
 * fence (one element by a release store). A batch is copied out whole unless a {@code null} element
 * was ever put ({@code nullsPut}, on the producer's line, set before the slot holding it is
 * published), when each {@link #NULL} is turned back into {@code null}. The producer writes a
 * batch's slots, its first slot last with a release store, so a consumer that sees the first sees
 * the whole batch. It knows a slot {@code k} places ahead of {@code write} to be empty only when
 * the consumer took what it held (slots are taken in order), so {@code k} slots from {@code write}
 * on are free; it looks at one such slot a quarter of the slots ahead, or as far as its batch
 * needs, before it reads {@code read}. Each index is still published with a release store after the
 * slots it covers were written or cleared, for {@link #count()}, {@link #freeCount()} and the
 * exposed indices. Because each side may move on the other's slots before the other publishes its
 * index, the published {@code read} may be ahead of the published {@code write}, or {@code write}
 * more than the capacity ahead of {@code read}, for a moment; the counts are brought into {@code
 * [0, capacity]} (FIFO-12).
 *
 * <p>The producer keeps {@code readSeen}, a {@code read} it knows to be reached, never ahead of
 * the real one, and looks again only when it leaves too few slots for the batch. Each side's
 * fields are on cache lines of their own ({@link IndexLines}). A batch is copied with
 * {@link System#arraycopy}, one element directly; {@code put} and {@code get} allocate nothing.
 *
 * @param <E> the element type
 */
public final class MaskedFifo<E> extends IndexLines.TailPadding implements ExposedFifo<E> {

    private static final VarHandle READ;
    private static final VarHandle WRITE;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    /** What a slot holds for a {@code null} element, so that an empty slot is one without a reference. */
    private static final Object NULL = new Object();

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            READ = lookup.findVarHandle(IndexLines.ConsumerLine.class, "read", int.class);
            WRITE = lookup.findVarHandle(IndexLines.ProducerLine.class, "write", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Object[] slots;
    private final int mask;
    /** How far ahead the producer looks for an empty slot: a quarter of the slots. */
    private final int lookAhead;

    /**
     * Creates an empty fifo.
     *
     * @param length a power of two in {@code [2, 2^30]}
     * @throws IllegalArgumentException naming the value and FIFO-1 otherwise
     */
    public MaskedFifo(int length) {
        this.slots = new Object[FifoArguments.requireValidLength(length)];
        this.mask = length - 1;
        this.lookAhead = length / 4;
    }

    /** The number of slots; the capacity is one less (one slot stays empty). */
    public int length() {
        return mask + 1;
    }

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, Objects.requireNonNull(src, "src").length);
        int w = write;
        int free = mask - (w - readSeen);
        if (free < num) {
            free = room(w, num);
        }
        int n = Math.min(num, free);
        if (n > 1) {
            // The batch's other slots first, its first slot last by a release store (FIFO-11).
            int at = (w + 1) & mask;
            int first = Math.min(n - 1, mask + 1 - at);
            System.arraycopy(src, 1, slots, at, first);
            System.arraycopy(src, 1 + first, slots, 0, n - 1 - first);
            for (int i = 1; i < n; i++) {
                if (src[i] == null) {
                    slots[(w + i) & mask] = NULL;
                    nullsPut = true;
                }
            }
        }
        if (n > 0) {
            SLOT.setRelease(slots, w & mask, held(src[0]));
        }
        WRITE.setRelease(this, w + n);
        return n;
    }

    /**
     * The free slots from {@code w} as the producer learns them when its copy of {@code read} leaves
     * fewer than {@code num}: {@code k} when the slot {@code k} ahead is empty (the consumer took
     * what it held, and every slot before it), looked at a quarter of the slots ahead or as far as
     * the batch needs; none for one element when the next slot still holds one (the fifo is full);
     * otherwise what the published {@code read} leaves (exactly, with one thread).
     */
    private int room(int w, int num) {
        int far = Math.min(mask, Math.max(num, lookAhead));
        int near = Math.min(mask, num);
        int k = empty(w + far) ? far : empty(w + near) ? near : 0;
        if (k > 0) {
            readSeen = w + k - mask;
            return k;
        }
        if (num == 1) {
            return 0;
        }
        // The published read index may be behind what an emptied slot showed: keep the later.
        readSeen += Math.max(0, (int) READ.getAcquire(this) - readSeen);
        return mask - (w - readSeen);
    }

    /** Whether the slot of index {@code i} is empty: the consumer took what it held. */
    private boolean empty(int i) {
        return SLOT.getAcquire(slots, i & mask) == null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public int get(E[] dst, int num) {
        FifoArguments.requireBatch("get", num, Objects.requireNonNull(dst, "dst").length);
        int r = read;
        if (num == 1) {
            Object e = SLOT.getAcquire(slots, r & mask);
            if (e == null) {
                return 0;
            }
            dst[0] = e == NULL ? null : (E) e;
            SLOT.setRelease(slots, r & mask, (Object) null);
            READ.setRelease(this, r + 1);
            return 1;
        }
        // The elements the producer published are taken without a look at their slots (none when the
        // consumer is ahead of the published index, FIFO-12); after them those whose slots show them
        // stored, of a put that has not published yet (FIFO-11).
        int n = Math.max(0, Math.min(num, (int) WRITE.getAcquire(this) - r));
        while (n < num && SLOT.getAcquire(slots, (r + n) & mask) != null) {
            n++;
        }
        if (nullsPut) {
            for (int i = 0; i < n; i++) {
                Object e = slots[(r + i) & mask];
                dst[i] = e == NULL ? null : (E) e;
            }
        } else {
            Slots.copyOut(slots, mask, r & mask, dst, n);
        }
        // The slots cleared after every element was read: an empty slot shows the producer they were.
        VarHandle.releaseFence();
        Slots.clearWrapping(slots, mask, r & mask, n);
        READ.setRelease(this, r + n);
        return n;
    }

    /** The elements the published indices show held (FIFO-12). */
    @Override
    public int count() {
        return held();
    }

    @Override
    public int freeCount() {
        return mask - held();
    }

    /**
     * {@code write - read} as published, brought into {@code [0, capacity]}: below 0 while the
     * consumer has taken elements of a put that has not published {@code write} yet, above the
     * capacity while the producer has refilled slots the consumer emptied before it published
     * {@code read} (FIFO-12).
     */
    private int held() {
        int w = (int) WRITE.getAcquire(this);
        return Math.max(0, Math.min(mask, w - (int) READ.getAcquire(this)));
    }

    /** The consumer index, in {@code [0, length)}; the C field {@code read}. */
    @Override
    public int readIndex() {
        return (int) READ.getAcquire(this) & mask;
    }

    /** The producer index, in {@code [0, length)}; the C field {@code write}. */
    @Override
    public int writeIndex() {
        return (int) WRITE.getAcquire(this) & mask;
    }

    /** What slot {@code i} holds; {@code null} when it is empty or holds a {@code null} element. */
    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        Object e = slots[i];
        return e == NULL ? null : (E) e;
    }

    @Override
    public String toString() {
        return "MaskedFifo[length=" + length() + ", read=" + readIndex() + ", write=" + writeIndex() + "]";
    }

    /** What a slot holds for {@code element}: {@link #NULL} for {@code null}, noted in {@code nullsPut}. */
    private Object held(Object element) {
        if (element == null) {
            nullsPut = true;
            return NULL;
        }
        return element;
    }
}
