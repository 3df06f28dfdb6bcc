package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.util.Objects;
import org.ringoracle.descriptor.TxRing;
import org.ringoracle.descriptor.model.TxPath;
import org.ringoracle.descriptor.model.TxRingModel;

/**
 * DPDK's ixgbe transmit queue (drivers/net/ixgbe/ixgbe_rxtx.c, compiled into the shim from the
 * source tree judged) as a {@link TxRing}: set up by the driver's ixgbe_dev_tx_queue_setup on a
 * device in memory, posted to through ixgbe_xmit_pkts_simple, completed by the contract playing the
 * NIC (the shim writes the done bit back to the completed descriptors that carry the report-status
 * bit). The tail is the tail register's value, the batch pointer {@code tx_next_dd}, the free count
 * {@code nb_tx_free}, a descriptor's packet its buffer address.
 *
 * <p>The driver's device has one queue: setting a ring up releases the one before (by the driver's
 * own release), which then refuses every call. What C cannot be given is refused here, naming the
 * rule: a size or threshold outside 1 to 65535 (they are {@code uint16_t}, and a threshold of 0
 * asks for the driver's default), a post of a negative count, of more than the packets given or of
 * more than 65535, and a completion of a negative count or of more than are pending (the device's
 * side, which the contract plays).
 */
final class IxgbeTxRing implements TxRing {

    private static final int EINVAL = 22;

    private static int generation;

    private final Pointer queue;
    private final int born;
    private final boolean simple;
    private final int size;
    private int head;
    private int pending;

    private IxgbeTxRing(Pointer queue, int born, boolean simple) {
        this.queue = queue;
        this.born = born;
        this.simple = simple;
        this.size = Short.toUnsignedInt(SourceShim.C.ro_ixgbe_size(queue));
    }

    /**
     * A queue of {@code size} descriptors set up by the driver.
     *
     * @throws IllegalArgumentException when the driver refuses the shape (-EINVAL), or C cannot be given it
     * @throws IllegalStateException when the setup fails otherwise, or chooses a path other than
     *     the one {@link TxPath#IXGBE_SIMPLE} says it chooses for the shape
     */
    static synchronized IxgbeTxRing create(int size, int rsThresh, int freeThresh) {
        String shape = "Tx ring (" + size + ", " + rsThresh + ", " + freeThresh + ")";
        for (int value : new int[] {size, rsThresh, freeThresh}) {
            if (value < 1 || value > 0xFFFF) {
                throw new IllegalArgumentException(shape + " refused: ixgbe_dev_tx_queue_setup takes the size and the"
                        + " thresholds as uint16_t, and a threshold of 0 asks for its default, so " + value
                        + " cannot be passed to it");
            }
        }
        DpdkPacket.requireEal();
        IntByReference rc = new IntByReference();
        Pointer queue = SourceShim.C.ro_ixgbe_setup((short) size, (short) rsThresh, (short) freeThresh, rc);
        if (queue == null) {
            if (rc.getValue() == -EINVAL) {
                throw new IllegalArgumentException(shape + " refused by ixgbe_dev_tx_queue_setup (-EINVAL)");
            }
            throw new IllegalStateException("ixgbe_dev_tx_queue_setup of " + shape + " failed: " + rc.getValue());
        }
        boolean simple = SourceShim.C.ro_ixgbe_simple() != 0;
        boolean served = TxPath.IXGBE_SIMPLE.serves(new TxRingModel.Shape(size, rsThresh, freeThresh));
        if (simple != served) {
            throw new IllegalStateException("ixgbe_dev_tx_queue_setup of " + shape + " chose "
                    + (simple ? "ixgbe_xmit_pkts_simple" : "another transmit path") + ", where DESC-7 says it chooses "
                    + (served ? TxPath.IXGBE_SIMPLE.name() : "another") + " for rsThresh " + rsThresh);
        }
        return new IxgbeTxRing(queue, ++generation, simple);
    }

    private void requireLive() {
        if (born != generation) {
            throw new IllegalStateException("this ixgbe queue was released when a newer one was set up: the"
                    + " driver's device has one queue");
        }
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int post(long[] packets, int n) {
        if (n < 0 || n > packets.length) {
            throw new IllegalArgumentException("post of " + n + " with " + packets.length + " packets refused (DESC-6)");
        }
        if (n > 0xFFFF) {
            throw new IllegalArgumentException("post of " + n + " refused: ixgbe_xmit_pkts_simple takes a uint16_t count");
        }
        requireLive();
        if (!simple) {
            throw new IllegalStateException("post refused: the driver chose its full-featured path for this queue,"
                    + " which is not judged (DESC-7)");
        }
        int posted = SourceShim.C.ro_ixgbe_post(queue, packets, (short) n);
        if (posted < 0) {
            throw new IllegalStateException("post of " + n + ": the shim's pool has fewer than " + n + " mbufs free");
        }
        pending += posted;
        return posted;
    }

    @Override
    public long packet(int d) {
        Objects.checkIndex(d, size);
        requireLive();
        return SourceShim.C.ro_ixgbe_buffer(queue, (short) d);
    }

    @Override
    public void complete(int k) {
        if (k < 0 || k > pending) {
            throw new IllegalArgumentException("completion of " + k + " with " + pending + " pending refused (DESC-6)");
        }
        requireLive();
        SourceShim.C.ro_ixgbe_complete(queue, (short) head, (short) k);
        head = (head + k) % size;
        pending -= k;
    }

    @Override
    public int tail() {
        requireLive();
        return SourceShim.C.ro_ixgbe_tail_register(queue);
    }

    @Override
    public int nextDone() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_ixgbe_next_dd(queue));
    }

    @Override
    public int freeCount() {
        requireLive();
        return Short.toUnsignedInt(SourceShim.C.ro_ixgbe_free(queue));
    }
}
