package org.ringoracle.descriptor;

/**
 * The creation rule of DESC-1, as the optimised ring checks it: the first rule a shape breaks is
 * named. DPDK's rsThresh below size - 2 is implied by rsThresh at most 32 and a size of at least 64,
 * and its freeThresh above 0 by rsThresh from 1 and at most freeThresh.
 */
final class TxRingShape {

    private TxRingShape() {
    }

    static void require(int size, int rsThresh, int freeThresh) {
        String broken = size % 8 != 0 || size < 64 || size > 4096 ? "size " + size
                + " must be a multiple of 8 from 64 to 4096"
                : rsThresh < 1 || rsThresh > 32 ? "rsThresh " + rsThresh + " must be from 1 to 32"
                : freeThresh >= size - 3 ? "freeThresh " + freeThresh + " must be below size - 3 = " + (size - 3)
                : rsThresh > freeThresh ? "rsThresh " + rsThresh + " must not exceed freeThresh " + freeThresh
                : rsThresh + freeThresh > size ? "rsThresh + freeThresh = " + (rsThresh + freeThresh)
                        + " must not exceed size " + size
                : size % rsThresh != 0 ? "rsThresh " + rsThresh + " must divide size " + size : "";
        if (!broken.isEmpty()) {
            throw new IllegalArgumentException("Tx ring (" + size + ", " + rsThresh + ", " + freeThresh + ") refused"
                    + " (DESC-1): " + broken);
        }
    }
}
