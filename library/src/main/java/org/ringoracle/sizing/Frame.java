package org.ringoracle.sizing;

/**
 * Ethernet frame lengths and the MTU window of Open vSwitch's DPDK ports (SIZE-6, SIZE-7).
 */
public final class Frame {

    /** ETHER_HDR_LEN. */
    public static final int HEADER = 14;
    /** ETHER_CRC_LEN. */
    public static final int CRC = 4;
    /** VLAN_HEADER_LEN. */
    public static final int VLAN = 4;
    /** ETHER_HDR_MAX_LEN: header, CRC and two VLAN tags. */
    public static final int HEADER_MAX = HEADER + CRC + 2 * VLAN;
    /** ETHER_MIN_MTU. */
    public static final int MIN_MTU = 68;
    /** NETDEV_DPDK_MAX_PKT_LEN: the largest frame a port takes. */
    public static final int MAX_PACKET = 9728;
    /** The largest MTU: MAX_PACKET - HEADER_MAX. */
    public static final int MAX_MTU = MAX_PACKET - HEADER_MAX;

    private Frame() {
    }

    /** MTU_TO_FRAME_LEN: the frame of an MTU without VLAN tags. */
    public static int frameLength(int mtu) {
        return requireMtu(mtu) + HEADER + CRC;
    }

    /** MTU_TO_MAX_FRAME_LEN: the frame of an MTU with two VLAN tags. */
    public static int maxFrameLength(int mtu) {
        return requireMtu(mtu) + HEADER_MAX;
    }

    /**
     * FRAME_LEN_TO_MTU: the MTU whose untagged frame is {@code frame} bytes.
     *
     * @throws IllegalArgumentException naming the value when the frame is shorter than its header
     *     and CRC
     */
    public static int mtuOf(long frame) {
        if (frame < HEADER + CRC || frame > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("frame length " + frame + " refused (SIZE-6): it must hold the "
                    + (HEADER + CRC) + " bytes of header and CRC");
        }
        return (int) frame - HEADER - CRC;
    }

    /** Whether {@code mtu} is in the window [68, 9702] (SIZE-7). */
    public static boolean isValidMtu(long mtu) {
        return mtu >= MIN_MTU && mtu <= MAX_MTU;
    }

    /**
     * Returns {@code mtu} if it is in the window [68, 9702] (SIZE-7).
     *
     * @throws IllegalArgumentException naming the value and the window otherwise
     */
    public static int requireMtu(long mtu) {
        if (!isValidMtu(mtu)) {
            throw new IllegalArgumentException("MTU " + mtu + " refused (SIZE-7): it must be from " + MIN_MTU + " to "
                    + MAX_MTU + ", so that the frame with two VLAN tags fits in " + MAX_PACKET + " bytes");
        }
        return (int) mtu;
    }
}
