package org.ringoracle.fifo;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Objects;
import org.ringoracle.slots.Slots;

/**
 * A single-producer single-consumer fifo with masked indices and one slot always empty, as the KNI
 * fifo (specs/fifo.md, facts), with bulk copies.
 *
 * <p>Index invariants: {@code read} and {@code write} stay in {@code [0, length)}; the producer
 * alone writes {@code write}, the consumer alone writes {@code read}. The held elements are the
 * slots from {@code read} (inclusive) to {@code write} (exclusive), walking forward modulo
 * {@code length}; {@code write == read} means empty, so at most {@code length - 1} are held.
 *
 * <p>Why each mask is sound: {@code length} is a power of two, so {@code x & (length - 1)} is
 * {@code x} modulo {@code length} for every two's-complement {@code x}, negative ones included.
 * The differences taken below lie in {@code [-length, length - 1]} and cannot overflow because
 * {@code length <= 2^30}.
 *
 * <p>Each index is published with a release store after the slots it covers were written, and read
 * with an acquire load by the other side, so one producer thread and one consumer thread may use
 * the fifo at once. Each side keeps the other's index as it last read it ({@code readSeen},
 * {@code writeSeen}) and reads the real one again only when the copy leaves too few slots for the
 * batch: the copy is never ahead of the real index (the other side only moves it forward), so it
 * can only understate what is free or held, and a short batch always looks again. Each side's
 * fields are on cache lines of their own ({@link IndexLines}). {@code put} and {@code get} move
 * their batch with {@link Slots} and allocate nothing.
 *
 * @param <E> the element type
 */
public final class MaskedFifo<E> extends IndexLines.TailPadding implements ExposedFifo<E> {

    private static final VarHandle READ;
    private static final VarHandle WRITE;

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

    /**
     * Creates an empty fifo.
     *
     * @param length a power of two in {@code [2, 2^30]}
     * @throws IllegalArgumentException naming the value and FIFO-1 otherwise
     */
    public MaskedFifo(int length) {
        this.slots = new Object[FifoArguments.requireValidLength(length)];
        this.mask = length - 1;
    }

    /** The number of slots; the capacity is one less (one slot stays empty). */
    public int length() {
        return mask + 1;
    }

    @Override
    public int put(E[] src, int num) {
        FifoArguments.requireBatch("put", num, Objects.requireNonNull(src, "src").length);
        int w = write;
        int n = Math.min(num, (readSeen - w - 1) & mask);
        if (n != num) {
            int r = (int) READ.getAcquire(this);
            readSeen = r;
            n = Math.min(num, (r - w - 1) & mask);
        }
        Slots.put(src, slots, mask, w, n);
        WRITE.setRelease(this, (w + n) & mask);
        return n;
    }

    @Override
    public int get(E[] dst, int num) {
        FifoArguments.requireBatch("get", num, Objects.requireNonNull(dst, "dst").length);
        int r = read;
        int n = Math.min(num, (writeSeen - r) & mask);
        if (n != num) {
            int w = (int) WRITE.getAcquire(this);
            writeSeen = w;
            n = Math.min(num, (w - r) & mask);
        }
        Slots.take(slots, mask, r, dst, n);
        READ.setRelease(this, (r + n) & mask);
        return n;
    }

    @Override
    public int count() {
        return (writeIndex() - readIndex()) & mask;
    }

    @Override
    public int freeCount() {
        return (readIndex() - writeIndex() - 1) & mask;
    }

    /** The consumer index, in {@code [0, length)}; the C field {@code read}. */
    @Override
    public int readIndex() {
        return (int) READ.getAcquire(this);
    }

    /** The producer index, in {@code [0, length)}; the C field {@code write}. */
    @Override
    public int writeIndex() {
        return (int) WRITE.getAcquire(this);
    }

    /** What slot {@code i} holds; {@code null} once its element was taken (taken elements are not retained). */
    @Override
    @SuppressWarnings("unchecked")
    public E slot(int i) {
        return (E) slots[i];
    }

    @Override
    public String toString() {
        return "MaskedFifo[length=" + length() + ", read=" + readIndex() + ", write=" + writeIndex() + "]";
    }
}
