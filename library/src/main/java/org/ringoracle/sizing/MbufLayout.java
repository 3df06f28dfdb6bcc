package org.ringoracle.sizing;

/**
 * How one mbuf element of a mempool is laid out: the rte_mbuf header, the private area (where
 * Open vSwitch keeps the rest of its dp_packet), and the data room (headroom plus packet data).
 *
 * @param dataRoom bytes of data room, headroom included
 * @param privSize bytes of private area
 * @param elementSize bytes of the whole element: header, private area and data room
 */
public record MbufLayout(long dataRoom, long privSize, long elementSize) {
}
