package org.ringoracle.slots;

/**
 * Moves elements between a ring's slots and a caller's array, as the bulk operations of
 * {@code FreeRunningRing} do, and {@code MaskedFifo}'s takes of a batch (copy out, then clear):
 * {@code n} elements starting at slot {@code at}, walking forward modulo {@code mask + 1}, so a
 * batch that crosses the end of the slots continues at slot 0. One element is moved directly, short batches element by element
 * through the mask, long ones with two {@link System#arraycopy} calls (before and after the end):
 * the result is the same, and measured with JMH (reports/performance.md) one element costs least
 * without a loop, a short batch less by hand, a long one less through arraycopy.
 *
 * <p>Preconditions, not checked here beyond what the JVM checks: {@code mask + 1} is a power of
 * two no greater than the slot array's length, {@code at} is in {@code [0, mask]}, {@code n} is
 * in {@code [0, mask + 1]} and within the caller's array.
 */
public final class Slots {

    /** Below this many elements a batch is moved element by element. */
    static final int SHORT = 8;

    private Slots() {
    }

    /** Copies {@code from[0, n)} to the {@code n} slots of {@code ring} from {@code at}, wrapping. */
    public static void put(Object[] from, Object[] ring, int mask, int at, int n) {
        if (n == 1) {
            ring[at] = from[0];
        } else if (n < SHORT) {
            for (int i = 0; i < n; i++) {
                ring[(at + i) & mask] = from[i];
            }
        } else {
            int first = Math.min(n, mask + 1 - at);
            System.arraycopy(from, 0, ring, at, first);
            System.arraycopy(from, first, ring, 0, n - first);
        }
    }

    /**
     * Copies the {@code n} slots of {@code ring} from {@code at}, wrapping, to {@code to[0, n)} and
     * clears them, so the ring keeps no reference to what it gave away.
     */
    public static void take(Object[] ring, int mask, int at, Object[] to, int n) {
        if (n == 1) {
            to[0] = ring[at];
            ring[at] = null;
        } else if (n < SHORT) {
            for (int i = 0; i < n; i++) {
                int slot = (at + i) & mask;
                to[i] = ring[slot];
                ring[slot] = null;
            }
        } else {
            int first = Math.min(n, mask + 1 - at);
            System.arraycopy(ring, at, to, 0, first);
            System.arraycopy(ring, 0, to, first, n - first);
            clear(ring, at, first);
            clear(ring, 0, n - first);
        }
    }

    /**
     * Copies the {@code n} slots of {@code ring} from {@code at}, wrapping, to {@code to[0, n)},
     * leaving them in place: what a peek shows.
     */
    public static void copyOut(Object[] ring, int mask, int at, Object[] to, int n) {
        int first = Math.min(n, mask + 1 - at);
        System.arraycopy(ring, at, to, 0, first);
        System.arraycopy(ring, 0, to, first, n - first);
    }

    /** Clears the {@code n} slots of {@code ring} from {@code at}, wrapping. */
    public static void clearWrapping(Object[] ring, int mask, int at, int n) {
        int first = Math.min(n, mask + 1 - at);
        clear(ring, at, first);
        clear(ring, 0, n - first);
    }

    /** Clears {@code ring[at, at + n)}; the slots are contiguous, so the loop stops at the array's end. */
    private static void clear(Object[] ring, int at, int n) {
        for (int i = at; i < at + n; i++) {
            ring[i] = null;
        }
    }
}
