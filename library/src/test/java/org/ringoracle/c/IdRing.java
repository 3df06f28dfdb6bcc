package org.ringoracle.c;

import com.sun.jna.ptr.IntByReference;
import java.util.HashMap;
import java.util.Map;
import org.ringoracle.ring.Ring;

/**
 * A C ring of 32-bit ids seen as a {@link Ring} of Java elements: each element enqueued is given a
 * fresh id, the C ring moves the ids, and the ids are mapped back. Subclasses make the C calls.
 *
 * <p>The one check made here and not in C is the Java array bound (RING-10): C takes a count and a
 * pointer and cannot see the array's length.
 *
 * @param <E> the element type
 */
abstract class IdRing<E> implements Ring<E> {

    private final Map<Integer, E> elements = new HashMap<>();
    private int nextId;
    private int left;

    /** Enqueues {@code ids[0..n)} all or nothing ({@code bulk}) or as many as fit; sets {@code left} to the free space after. */
    abstract int enqueueIds(int[] ids, int n, boolean bulk, IntByReference left);

    /** Dequeues up to {@code n} ids into {@code ids}, all or nothing ({@code bulk}); sets {@code left} to the entries after. */
    abstract int dequeueIds(int[] ids, int n, boolean bulk, IntByReference left);

    /** The number of slots. */
    abstract int slots();

    /** The id slot {@code i} holds, for {@code i} in {@code [0, slots())}. */
    abstract int slotId(int i);

    static void requireBatch(int n, int length) {
        if (n < 0 || n > length) {
            throw new IllegalArgumentException("n " + n + " refused: outside [0, " + length + "], the array's length");
        }
    }

    /** {@code n} ids never handed out before, in order. */
    final int[] freshIds(int n) {
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            ids[i] = nextId + i;
        }
        nextId += n;
        return ids;
    }

    /** Records that {@code ids[0..k)} now stand for {@code src[0..k)}, in the C ring. */
    final void remember(int[] ids, E[] src, int k) {
        for (int i = 0; i < k; i++) {
            elements.put(ids[i], src[i]);
        }
    }

    /** A fresh id, standing for {@code element} from now on: a zero-copy producer's write. */
    final int freshId(E element) {
        int id = nextId++;
        elements.put(id, element);
        return id;
    }

    /** The element {@code id} stands for, null for an id never enqueued (a slot never written). */
    final E element(int id) {
        return elements.get(id);
    }

    /** Records what the last call reported as free space or available entries. */
    final void left(IntByReference reported) {
        left = reported.getValue();
    }

    private int enqueue(E[] src, int n, boolean bulk) {
        requireBatch(n, src.length);
        int[] ids = freshIds(n);
        IntByReference left = new IntByReference();
        int k = enqueueIds(ids, n, bulk, left);
        remember(ids, src, k);
        left(left);
        return k;
    }

    private int dequeue(E[] dst, int n, boolean bulk) {
        requireBatch(n, dst.length);
        int[] ids = new int[n];
        IntByReference left = new IntByReference();
        int k = dequeueIds(ids, n, bulk, left);
        for (int i = 0; i < k; i++) {
            dst[i] = element(ids[i]);
        }
        left(left);
        return k;
    }

    @Override
    public final int enqueueBulk(E[] src, int n) {
        return enqueue(src, n, true);
    }

    @Override
    public final int enqueueBurst(E[] src, int n) {
        return enqueue(src, n, false);
    }

    @Override
    public final int dequeueBulk(E[] dst, int n) {
        return dequeue(dst, n, true);
    }

    @Override
    public final int dequeueBurst(E[] dst, int n) {
        return dequeue(dst, n, false);
    }

    @Override
    public final int left() {
        return left;
    }

    @Override
    public final E slot(int i) {
        return elements.get(slotId(requireSlot(i)));
    }

    /**
     * Returns {@code i} if it is a slot of the ring.
     *
     * @throws IllegalArgumentException naming it otherwise: C would read or write outside the ring
     */
    final int requireSlot(int i) {
        int slots = slots();
        if (i < 0 || i >= slots) {
            throw new IllegalArgumentException("slot " + i + " refused: outside [0, " + slots + ")");
        }
        return i;
    }
}
