package org.ringoracle.sizing;

/**
 * The sizing chain of specs/sizing.md as one pluggable set, for a given {@link Platform}: the
 * contract {@link org.ringoracle.sizing.contract.SizingContract} checks any implementation.
 */
public interface Sizing {

    /** The buffer (data room) size for an MTU, headroom included (SIZE-8). */
    long bufferSize(int mtu);

    /** The mbuf layout for a port of this MTU (SIZE-9). */
    MbufLayout layout(int mtu);

    /** The size of one mempool object holding an element of {@code elementSize} bytes (SIZE-10). */
    long objectSize(long elementSize);
}
