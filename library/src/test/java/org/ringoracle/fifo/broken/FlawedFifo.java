package org.ringoracle.fifo.broken;

import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.FifoArguments;

/**
 * A masked fifo, element by element as in C, with one deliberate flaw switched on. {@link
 * Flaw#NONE} is the control: the same code with no flaw must pass every property, so that each
 * rejection is due to its flaw alone.
 */
final class FlawedFifo<E> implements Fifo<E> {

    /** The flaws, each a plausible slip in masked-index arithmetic. */
    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** Lets all {@code length} slots fill (a size counter instead of one empty slot). */
        CAPACITY_LEN,
        /** {@code count = write - read} with the mask forgotten: negative once write has wrapped. */
        COUNT_WITHOUT_MASK,
        /** {@code free = (write - read - 1) & mask}: operands swapped. */
        SWAPPED_FREE_COUNT,
        /** A put that wraps to slot 0 mid-batch advances past it without storing the element. */
        LOSES_ON_WRAP,
        /** get takes {@code num} elements without looking at how many are held. */
        GET_IGNORES_COUNT,
        /** The C init test {@code size & (size - 1)}, which lets 0, 1 and -2^31 through. */
        ACCEPTS_C_SIZES,
        /** put stores what fits but returns the number asked for. */
        PUT_RETURNS_NUM,
        /** get copies {@code num} slots into its array (stale ones past the held elements) but returns the count. */
        GET_WRITES_PAST_COUNT,
        /** get hands out each batch newest first. */
        GET_NEWEST_FIRST,
        /** A batch size outside [0, array length] is clamped into it instead of refused. */
        CLAMPS_BATCH,
        /** A size up to 2^16 that is no power of two is rounded up to one instead of refused. */
        ROUNDS_UP_SIZES,
        /** The producer index kept in a 16-bit signed field: past 32767 it turns negative. */
        SHORT_WRITE_INDEX,
        /** A put of 0 elements is refused as a bad batch, where FIFO-3 allows it (and stores nothing). */
        REFUSES_AN_EMPTY_PUT,
        /** A get from an empty fifo returns 1, though it takes and writes nothing. */
        EMPTY_GET_CLAIMS_ONE,
        /** A get from an empty fifo moves the read index by what it asked for, though it takes nothing. */
        EMPTY_GET_MOVES_READ,
        /** A put that wraps to slot 0 stores everything but returns only what went in before the end. */
        PUT_COUNTS_ONE_SEGMENT,
        /** count() is a counter that a get lowers only by the elements it took before the end. */
        COUNT_LOSES_WRAPPED,
        /** One slot fewer than the rule: the next put stops two slots short of the read index. */
        CAPACITY_ONE_SHORT,
        /** A put of more than its array holds stores the whole array before it refuses the batch. */
        REFUSES_AFTER_MOVING,
        /** Sizes above 2^20 are refused, although the rule accepts powers of two up to 2^30. */
        REFUSES_SIZES_ABOVE_2E20,
        /** From its 50,000th call (of any method), the next put that stores elements loses its last one. */
        DROPS_AFTER_50000_CALLS,
        /** Both indices kept in 16 bits: with more than 2^16 slots they wrap to slot 0 early. */
        SIXTEEN_BIT_INDICES,
        /** With more than 4096 slots every slot fills: the one-empty-slot rule is kept only up to 4096. */
        OVERFILLS_ABOVE_4096
    }

    /** The call {@link Flaw#DROPS_AFTER_50000_CALLS} starts dropping from. */
    static final int DROP_FROM_CALL = 50_000;

    private int calls;
    private boolean dropped;

    private final Flaw flaw;
    private final Object[] slots;
    private final int mask;
    private int read;
    private int write;
    private int size;

    FlawedFifo(int length, Flaw flaw) {
        this.flaw = flaw;
        int slotCount = length;
        if (flaw == Flaw.ACCEPTS_C_SIZES) {
            if ((length & (length - 1)) != 0) {
                throw FifoArguments.refusedLength(length);
            }
        } else if (flaw == Flaw.REFUSES_SIZES_ABOVE_2E20 && length > 1 << 20) {
            throw FifoArguments.refusedLength(length);
        } else if (flaw == Flaw.ROUNDS_UP_SIZES && length > 2 && length < 1 << 16) {
            slotCount = Integer.highestOneBit(length - 1) << 1;
        } else {
            FifoArguments.requireValidLength(length);
        }
        this.slots = new Object[slotCount];
        this.mask = slotCount - 1;
    }

    @Override
    public int put(E[] src, int requested) {
        calls++;
        if (flaw == Flaw.REFUSES_AN_EMPTY_PUT && requested == 0) {
            throw new IllegalArgumentException("put of 0 refused");
        }
        if (flaw == Flaw.REFUSES_AFTER_MOVING && requested > src.length) {
            put(src, src.length);
        }
        int num = batch("put", requested, src.length);
        int n = 0;
        int beforeTheEnd = -1;
        while (n < num && roomForOne()) {
            if (!(flaw == Flaw.LOSES_ON_WRAP && write == 0 && n > 0)) {
                slots[write] = src[n];
            }
            write = next(write);
            if (flaw == Flaw.SHORT_WRITE_INDEX) {
                write = (short) write;
            }
            size++;
            n++;
            if (write == 0 && n < num && beforeTheEnd < 0) {
                beforeTheEnd = n;
            }
        }
        if (flaw == Flaw.DROPS_AFTER_50000_CALLS && calls >= DROP_FROM_CALL && n > 0 && !dropped) {
            write = (write - 1) & mask;
            size--;
            dropped = true;
        }
        if (flaw == Flaw.PUT_COUNTS_ONE_SEGMENT && beforeTheEnd >= 0) {
            return beforeTheEnd;
        }
        return flaw == Flaw.PUT_RETURNS_NUM ? num : n;
    }

    /** The index after {@code index}: masked, and cut to 16 bits for {@link Flaw#SIXTEEN_BIT_INDICES}. */
    private int next(int index) {
        return (index + 1) & mask & (flaw == Flaw.SIXTEEN_BIT_INDICES ? 0xFFFF : -1);
    }

    private boolean roomForOne() {
        if (flaw == Flaw.CAPACITY_ONE_SHORT) {
            return freeCount() > 0;
        }
        if (flaw == Flaw.OVERFILLS_ABOVE_4096 && slots.length > 4096) {
            return size < slots.length;
        }
        return flaw == Flaw.CAPACITY_LEN ? size < slots.length : next(write) != read;
    }

    @Override
    public int get(E[] dst, int requested) {
        calls++;
        int num = batch("get", requested, dst.length);
        int n = 0;
        int from = read;
        boolean bySize = flaw == Flaw.CAPACITY_LEN || flaw == Flaw.OVERFILLS_ABOVE_4096 && slots.length > 4096;
        while (n < num && (flaw == Flaw.GET_IGNORES_COUNT || (bySize ? size > 0 : read != write))) {
            @SuppressWarnings("unchecked")
            E element = (E) slots[read];
            dst[n] = element;
            if (!(flaw == Flaw.COUNT_LOSES_WRAPPED && read < from)) {
                size--;
            }
            read = next(read);
            n++;
        }
        if (n == 0 && num > 0 && (write - read & mask) == 0) {
            if (flaw == Flaw.EMPTY_GET_CLAIMS_ONE) {
                return 1;
            }
            if (flaw == Flaw.EMPTY_GET_MOVES_READ) {
                read = (read + num) & mask;
            }
        }
        if (flaw == Flaw.GET_WRITES_PAST_COUNT) {
            for (int i = n; i < num; i++) {
                @SuppressWarnings("unchecked")
                E stale = (E) slots[(read + i - n) & mask];
                dst[i] = stale;
            }
        }
        if (flaw == Flaw.GET_NEWEST_FIRST) {
            java.util.Collections.reverse(java.util.Arrays.asList(dst).subList(0, n));
        }
        return n;
    }

    private int batch(String operation, int num, int arrayLength) {
        if (flaw == Flaw.CLAMPS_BATCH) {
            return Math.max(0, Math.min(num, arrayLength));
        }
        FifoArguments.requireBatch(operation, num, arrayLength);
        return num;
    }

    @Override
    public int count() {
        calls++;
        return switch (flaw) {
            case CAPACITY_LEN, COUNT_LOSES_WRAPPED -> size;
            case COUNT_WITHOUT_MASK -> write - read;
            default -> (write - read) & mask;
        };
    }

    @Override
    public int freeCount() {
        calls++;
        return switch (flaw) {
            case CAPACITY_LEN -> slots.length - size;
            case SWAPPED_FREE_COUNT -> (write - read - 1) & mask;
            case CAPACITY_ONE_SHORT -> Math.max(0, ((read - write - 1) & mask) - 1);
            default -> (read - write - 1) & mask;
        };
    }
}
