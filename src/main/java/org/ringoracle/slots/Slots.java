package org.ringoracle.slots;

/**
 * Copies between slot arrays and callers' arrays in one contiguous segment, as the bulk operations
 * of {@code MaskedFifo} and {@code FreeRunningRing} do twice per call (before and after the end of
 * the slots). Short segments are copied element by element, long ones with
 * {@link System#arraycopy}: the result is the same, and measured with JMH (reports/performance.md)
 * a one-element batch costs less by hand than through arraycopy, a 32-element one more.
 *
 * <p>Every range must lie within its array; nothing is checked here beyond what the JVM checks.
 */
public final class Slots {

    /** Below this many elements a segment is copied element by element. */
    static final int SHORT = 8;

    private Slots() {
    }

    /** Copies {@code from[at, at + length)} to {@code to[toAt, toAt + length)}. */
    public static void copy(Object[] from, int at, Object[] to, int toAt, int length) {
        if (length < SHORT) {
            for (int i = 0; i < length; i++) {
                to[toAt + i] = from[at + i];
            }
        } else {
            System.arraycopy(from, at, to, toAt, length);
        }
    }

    /** Copies {@code from[at, at + length)} to {@code to[toAt, toAt + length)} and clears the copied slots of {@code from}. */
    public static void take(Object[] from, int at, Object[] to, int toAt, int length) {
        copy(from, at, to, toAt, length);
        for (int i = at; i < at + length; i++) {
            from[i] = null;
        }
    }
}
