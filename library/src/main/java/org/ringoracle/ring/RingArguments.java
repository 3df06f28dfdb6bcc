package org.ringoracle.ring;

/** The argument rules of specs/ring.md shared by every ring in this project. */
public final class RingArguments {

    private RingArguments() {
    }

    /**
     * Checks that {@code n} is in {@code [0, arrayLength]} (RING-10).
     *
     * @throws IllegalArgumentException naming the value and RING-10 otherwise
     */
    public static void requireBatch(String operation, int n, int arrayLength) {
        if (n < 0 || n > arrayLength) {
            throw batchRefused(operation, n, arrayLength);
        }
    }

    private static IllegalArgumentException batchRefused(String operation, int n, int arrayLength) {
        return new IllegalArgumentException(operation + " of " + n + " refused (RING-10): n must be in [0, "
                + arrayLength + "], the length of the array");
    }

    /**
     * Returns {@code start} if it is an index of {@code width} bits, {@code 1 <= width <= 63}: in
     * {@code [0, 2^width)} (for 63 bits, every non-negative long).
     *
     * @throws IllegalArgumentException naming the value otherwise, or the width outside {@code [1, 63]}
     */
    public static long requireStart(long start, int width) {
        if (width < 1 || width > 63) {
            throw new IllegalArgumentException("index width " + width + " refused: free-running indices are 1 to 63"
                    + " bits wide");
        }
        if (start < 0 || width < 63 && start >= 1L << width) {
            throw new IllegalArgumentException("start index " + start + " refused (RING-17): it must be in [0, 2^"
                    + width + ")");
        }
        return start;
    }

    /**
     * Checks that no start of {@code side} is open before a {@code call} of {@code n}: {@code open},
     * what the start reserved or showed, is 0 (TWO-4). The message is built only for a refusal, so
     * a call that passes allocates nothing.
     *
     * @throws IllegalStateException naming the call, the open count and TWO-4 otherwise
     */
    public static void requireNoneOpen(String side, String call, int n, int open) {
        if (open != 0) {
            throw openRefused(side, call, n, open);
        }
    }

    private static IllegalStateException openRefused(String side, String call, int n, int open) {
        return new IllegalStateException(call + " of " + n + " refused (TWO-4): an " + side + " start of " + open
                + " is open; finish it first");
    }

    /**
     * Checks a start of {@code n} on a side whose open start took {@code open}: {@code n} is not
     * negative (RING-10) and nothing is open (TWO-4).
     *
     * @throws IllegalArgumentException naming a negative {@code n} and RING-10
     * @throws IllegalStateException naming the open count and TWO-4
     */
    public static void requireStartable(String side, int n, int open) {
        if (n < 0) {
            throw batchRefused(side + " start", n, Integer.MAX_VALUE);
        }
        if (open != 0) {
            throw openRefused(side, side + " start", n, open);
        }
    }

    /**
     * Checks that a finish of {@code m} is in {@code [0, open]}, what its start reserved or showed (TWO-4).
     *
     * @throws IllegalArgumentException naming the value and TWO-4 otherwise
     */
    public static void requireFinish(String side, int m, int open) {
        if (m < 0 || m > open) {
            throw new IllegalArgumentException(side + " finish of " + m + " refused (TWO-4): it must be in [0, " + open
                    + "], what the start reserved or showed");
        }
    }

    static IllegalArgumentException refused(String what, long value, String clause, String rule) {
        return new IllegalArgumentException(what + " " + value + " refused (" + clause + "): " + rule);
    }
}
