package org.ringoracle.descriptor;

/**
 * The driver's side of a NIC transmit descriptor ring of {@link #size()} descriptors
 * (specs/descriptor.md), with the device's completions as one call: the driver posts descriptors
 * at the tail and reclaims, in batches, those the device has completed.
 *
 * <p>Invariants after every call: {@code 0 <= tail() < size()}; {@code freeCount()} is the size
 * minus 1 minus the descriptors posted and not reclaimed (one is never used); {@code nextDone()}
 * is the last descriptor of the next batch to reclaim; {@code packet(d)} is the packet descriptor
 * {@code d} was last filled with.
 */
public interface TxRing {

    /** The number of descriptors. */
    int size();

    /**
     * Posts up to {@code n} of {@code packets} at the tail (DESC-3), packet {@code k} into
     * descriptor {@code (tail + k) mod size}, first reclaiming one batch the device has completed
     * when fewer than the free threshold are free (DESC-5); returns how many it posted.
     *
     * @throws IllegalArgumentException when {@code n} is negative or above {@code packets.length}
     *     (DESC-6)
     */
    int post(long[] packets, int n);

    /**
     * The packet descriptor {@code d} was last filled with, 0 for a descriptor never filled.
     *
     * @throws IndexOutOfBoundsException when {@code d} is not in {@code [0, size())}
     */
    long packet(int d);

    /**
     * The device's side: completes the {@code k} oldest posted descriptors it has not completed
     * yet, as a NIC writes back their done bits.
     *
     * @throws IllegalArgumentException when {@code k} is negative or more than are pending (DESC-6)
     */
    void complete(int k);

    /** The next descriptor the driver fills, the value it writes to the tail register ({@code tx_tail}). */
    int tail();

    /** The last descriptor of the next batch to reclaim, whose done bit the driver reads ({@code tx_next_dd}). */
    int nextDone();

    /** The descriptors the driver can still post before it reclaims ({@code nb_tx_free}). */
    int freeCount();
}
