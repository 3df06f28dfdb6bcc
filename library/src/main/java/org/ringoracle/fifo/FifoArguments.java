package org.ringoracle.fifo;

/** The argument rules of specs/fifo.md, shared by every fifo in this project. */
public final class FifoArguments {

    /** The largest length: the largest power of two an {@code int} holds. */
    public static final int MAX_LENGTH = 1 << 30;

    private FifoArguments() {
    }

    /**
     * Returns {@code length} if it is a power of two in {@code [2, 2^30]} (FIFO-1).
     *
     * @throws IllegalArgumentException naming the value and FIFO-1 otherwise
     */
    public static int requireValidLength(int length) {
        if (length < 2 || Integer.bitCount(length) != 1) {
            throw refusedLength(length);
        }
        return length;
    }

    /** The error for a length that FIFO-1 refuses, naming the value and the rule. */
    public static IllegalArgumentException refusedLength(int length) {
        return new IllegalArgumentException("fifo length " + length
                + " refused (FIFO-1): the length must be a power of two from 2 to 2^30");
    }

    /**
     * Checks that {@code num} is in {@code [0, arrayLength]} (FIFO-10).
     *
     * @throws IllegalArgumentException naming the value and FIFO-10 otherwise
     */
    public static void requireBatch(String operation, int num, int arrayLength) {
        if (num < 0 || num > arrayLength) {
            throw new IllegalArgumentException(operation + " of " + num + " refused (FIFO-10): num must be in [0, "
                    + arrayLength + "], the length of the array");
        }
    }
}
