/**
 * Packet-buffer sizing as Open vSwitch and DPDK chain it (specs/sizing.md SIZE-6 to SIZE-12):
 * MTU and frame lengths, the buffer size for an MTU, the mbuf layout (data room, private area,
 * element), the mempool object size, numbers of mbufs and memory. Every platform constant is a
 * {@link org.ringoracle.sizing.Platform} parameter.
 */
package org.ringoracle.sizing;
