package org.ringoracle.packet;

import java.util.Optional;

/**
 * A packet made of segments, read and copied at an offset (specs/packet.md).
 *
 * <p>Invariant: {@code length()} is the sum of the segments' lengths, {@code read(offset, n)} is
 * present exactly when {@code offset + n <= length()} without wrapping, and {@code copy(offset,
 * limit)} exactly when {@code offset <= length()}.
 */
public interface Packet {

    /** The largest value an offset or a length may take: C's {@code uint32_t}. */
    long MAX_UINT32 = 0xFFFF_FFFFL;

    /** The packet's length in bytes: the sum of its segments' (PKT-1). */
    long length();

    /**
     * The {@code n} bytes at {@code offset}, or empty when they are not all within the packet
     * (PKT-2).
     *
     * @throws IllegalArgumentException naming the value and PKT-3 when {@code offset} or {@code n}
     *     is outside {@code [0, 2^32)}
     */
    Optional<byte[]> read(long offset, long n);

    /**
     * The bytes from {@code offset} on, at most {@code limit} of them, or empty when the packet has
     * fewer than {@code offset} bytes (PKT-4).
     *
     * @throws IllegalArgumentException naming the value and PKT-3 when {@code offset} or
     *     {@code limit} is outside {@code [0, 2^32)}
     */
    Optional<byte[]> copy(long offset, long limit);

    /**
     * Requires {@code value} to be a {@code uint32_t}.
     *
     * @throws IllegalArgumentException naming {@code name}, the value and PKT-3 otherwise
     */
    static void requireUint32(String name, long value) {
        if (value < 0 || value > MAX_UINT32) {
            throw new IllegalArgumentException(name + " " + value + " refused (PKT-3): it must be in [0, 2^32)");
        }
    }
}
