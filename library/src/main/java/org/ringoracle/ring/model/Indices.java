package org.ringoracle.ring.model;

import java.math.BigInteger;

/**
 * How a ring design's producer and consumer indices run (specs/ring.md, RING-15, RING-18): an
 * index is the start plus the elements ever moved, reduced modulo the design's modulus.
 */
public sealed interface Indices {

    /** The largest index of a ring with {@code slots} slots: the modulus minus 1. */
    long last(long slots);

    /**
     * Whether a ring with {@code slots} slots can find each element's slot from its index: the
     * slots divide the modulus, so that {@code index mod slots} does not jump where the index wraps.
     */
    boolean fits(long slots);

    /**
     * Indices free-running modulo 2^width, {@code 1 <= width <= 63}: 32 for rte_ring, kfifo and
     * ck_ring, 16 for virtio's split ring, 63 for a Java {@code long} counted from 0.
     *
     * @throws IllegalArgumentException naming the width outside {@code [1, 63]}
     */
    static Indices freeRunning(int width) {
        return new FreeRunning(width);
    }

    /** Indices that wrap at the ring's slots: a NIC descriptor ring's next_to_use and next_to_clean. */
    static Indices wrappingAtTheSlots() {
        return new WrappingAtTheSlots();
    }

    /** Indices modulo 2^width; a power-of-two number of slots up to 2^width fits them. */
    record FreeRunning(int width) implements Indices {

        /** Refuses a width outside {@code [1, 63]} by name. */
        public FreeRunning {
            if (width < 1 || width > 63) {
                throw new IllegalArgumentException("index width " + width + " refused: free-running indices are 1 to"
                        + " 63 bits wide, the widths a long holds as a non-negative value");
            }
        }

        @Override
        public long last(long slots) {
            return modulus().subtract(BigInteger.ONE).longValueExact();
        }

        @Override
        public boolean fits(long slots) {
            return slots >= 1 && modulus().mod(BigInteger.valueOf(slots)).signum() == 0;
        }

        private BigInteger modulus() {
            return BigInteger.ONE.shiftLeft(width);
        }

        @Override
        public String toString() {
            return "free-running modulo 2^" + width;
        }
    }

    /** Indices modulo the ring's slots, whatever their number. */
    record WrappingAtTheSlots() implements Indices {

        @Override
        public long last(long slots) {
            return slots - 1;
        }

        @Override
        public boolean fits(long slots) {
            return slots >= 1;
        }

        @Override
        public String toString() {
            return "wrapping at the ring's slots";
        }
    }
}
