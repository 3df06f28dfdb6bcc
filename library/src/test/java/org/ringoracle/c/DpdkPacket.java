package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import java.io.ByteArrayOutputStream;
import java.lang.ref.Cleaner;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.ringoracle.packet.ChainedPacket;
import org.ringoracle.packet.Packet;

/**
 * A packet as an mbuf chain of DPDK 22.11 read with rte_pktmbuf_read and copied with
 * rte_pktmbuf_copy as installed (librte_mbuf): the shim builds the chain in ordinary memory and runs
 * each read in a child process, so that a read that runs off the chain is reported instead of
 * ending the test run; copies go to a mempool of EAL, started once on a thread of its own (EAL sets
 * that thread's CPU affinity).
 *
 * <p>What the adapter checks, and C cannot: the shape an mbuf chain can represent (1 to 65535
 * segments of up to 65535 bytes, PKT-1; and no more bytes than a Java array holds) and offsets and
 * lengths that fit C's {@code uint32_t} (PKT-3). A read's outcome is C's: NULL is "not within", a
 * pointer to the bytes is a read; a pointer to bytes outside the chain's data, or a crash, is
 * thrown as an IllegalStateException that says so.
 */
final class DpdkPacket implements Packet {

    private static final Cleaner CLEANER = Cleaner.create();

    private static final long NULL = -1;
    private static final long OUTSIDE = -2;
    private static final long CRASHED = -3;

    /** EAL and its pool, started on first use: 0, or the negative rte_errno. */
    private static int pool = Integer.MIN_VALUE;

    private final Pointer chain;
    private final long length;

    private DpdkPacket(Pointer chain, long length) {
        this.chain = chain;
        this.length = length;
        CLEANER.register(this, () -> Shim.C.ro_mbuf_chain_free(chain));
    }

    /**
     * The mbuf chain of {@code segments}.
     *
     * @throws IllegalArgumentException naming PKT-1 for a shape an mbuf chain cannot hold: the
     *     shapes {@link ChainedPacket} refuses, whose limits are an mbuf's 16-bit fields
     */
    static DpdkPacket of(List<byte[]> segments) {
        ChainedPacket.of(segments);
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        short[] lengths = new short[segments.size()];
        for (int i = 0; i < lengths.length; i++) {
            data.writeBytes(segments.get(i));
            lengths[i] = (short) segments.get(i).length;
        }
        Pointer chain = Shim.C.ro_mbuf_chain(data.toByteArray(), lengths, (short) lengths.length);
        if (chain == null) {
            throw new IllegalStateException("no memory for a chain of " + lengths.length + " mbufs");
        }
        return new DpdkPacket(chain, Integer.toUnsignedLong(Shim.C.ro_mbuf_pkt_len(chain)));
    }

    /** pkt_len of the first mbuf. */
    @Override
    public long length() {
        return length;
    }

    @Override
    public Optional<byte[]> read(long offset, long n) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("length", n);
        byte[] out = new byte[(int) Math.min(n, length)];
        IntByReference signal = new IntByReference();
        long result = Shim.C.ro_pktmbuf_read(chain, (int) offset, (int) n, out, out.length, signal);
        String call = "rte_pktmbuf_read(off " + offset + ", len " + n + ") of a packet of " + length + " bytes";
        if (result == NULL) {
            return Optional.empty();
        } else if (result >= 0) {
            return Optional.of(Arrays.copyOf(out, (int) result));
        } else if (result == OUTSIDE) {
            throw new IllegalStateException(call + " returned a pointer to " + n + " bytes that are not in the packet's data");
        } else if (result == CRASHED) {
            throw new IllegalStateException(call + " crashed: signal " + signal.getValue());
        }
        throw new IllegalStateException(call + " could not be run in a child process");
    }

    /** Starts EAL and the shim's mbuf pool once (ro_eal_pool, on a thread of its own, whose CPU affinity EAL sets). */
    static synchronized void requireEal() {
        if (pool == Integer.MIN_VALUE) {
            int[] rc = new int[1];
            Thread eal = new Thread(() -> rc[0] = Shim.C.ro_eal_pool(), "eal");
            eal.start();
            try {
                eal.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while EAL started", e);
            }
            pool = rc[0];
        }
        if (pool != 0) {
            String said = Shim.C.ro_eal_log_text().strip().replace('\n', ' ');
            throw new IllegalStateException("EAL or its mempool did not start: rte_errno " + -pool + "; EAL said: "
                    + (said.isEmpty() ? "nothing" : said) + (JudgedC.DPDK_MEMPOOL_DRIVER.isEmpty()
                            ? "; no mempool/ring driver was found in the DPDK judged, and the pool needs one" : ""));
        }
    }

    @Override
    public Optional<byte[]> copy(long offset, long limit) {
        Packet.requireUint32("offset", offset);
        Packet.requireUint32("limit", limit);
        requireEal();
        byte[] out = new byte[(int) Math.min(limit, length)];
        long result = Shim.C.ro_pktmbuf_copy(chain, (int) offset, (int) limit, out, out.length);
        if (result == NULL) {
            return Optional.empty();
        } else if (result >= 0) {
            return Optional.of(Arrays.copyOf(out, (int) result));
        }
        throw new IllegalStateException("rte_pktmbuf_copy(offset " + offset + ", length " + limit + ") of a packet of "
                + length + " bytes copied more than " + out.length + " bytes");
    }
}
