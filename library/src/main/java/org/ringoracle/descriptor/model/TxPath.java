package org.ringoracle.descriptor.model;

import java.util.Objects;

/**
 * How a transmit ring posts (DESC-7, specs/descriptor.md): a post of more than {@code burst}
 * packets is made as posts of {@code burst} each, ending after the first that posts fewer than it
 * was given; the path serves the rings whose rsThresh is at least {@code leastRsThresh}, and posts
 * to no other (a driver that chooses its path by the thresholds chooses another for them).
 *
 * <p>Invariant: {@code 1 <= leastRsThresh} and {@code 1 <= burst}.
 *
 * @param name what the path is called in counterexamples and reports
 * @param burst the most packets posted under one reclaim decision
 * @param leastRsThresh the smallest rsThresh of a ring the path posts to
 */
public record TxPath(String name, int burst, int leastRsThresh) {

    /** Every post is one step, on every ring DESC-1 accepts. */
    public static final TxPath WHOLE = new TxPath("whole posts", Integer.MAX_VALUE, 1);

    /**
     * DPDK 22.11's ixgbe_xmit_pkts_simple: bursts of RTE_PMD_IXGBE_TX_MAX_BURST (32), chosen by the
     * driver only for a tx_rs_thresh of at least 32, so that a burst ends at most one batch.
     */
    public static final TxPath IXGBE_SIMPLE = new TxPath("ixgbe_xmit_pkts_simple", 32, 32);

    /** Refuses a missing name and a burst or least rsThresh below 1. */
    public TxPath {
        Objects.requireNonNull(name, "name");
        if (burst < 1 || leastRsThresh < 1) {
            throw new IllegalArgumentException("Tx path " + name + " (burst " + burst + ", least rsThresh "
                    + leastRsThresh + ") refused: both must be at least 1");
        }
    }

    /** Whether the path posts to a ring of {@code shape}. */
    public boolean serves(TxRingModel.Shape shape) {
        return shape.rsThresh() >= leastRsThresh;
    }
}
