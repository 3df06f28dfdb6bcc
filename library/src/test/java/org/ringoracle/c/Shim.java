package org.ringoracle.c;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;

/**
 * The functions of the shim's parts that every build has (src/native/shim/*.c), each a call into the
 * library or header judged (see {@link JudgedC}); those a DPDK source tree adds are {@link
 * SourceShim}'s. Bound by JNA's direct mapping ({@link ShimLibrary}) to the shim in {@code
 * jna.library.path}, where the native profile builds it, at the first call, or to the one {@link
 * ShimLibrary#load} loaded last. C's {@code uint32_t} travels as a Java {@code int} with the same
 * bits.
 */
public final class Shim {

    /** The shim's functions. */
    public static final Shim C = new Shim();

    static {
        ShimLibrary.bindDefault();
    }

    private Shim() {
    }

    /**
     * {@code value} as C's {@code unsigned int}.
     *
     * @throws IllegalArgumentException naming the value when it is none, since it cannot be passed to C
     */
    public static int uint32(String name, long value) {
        if (value < 0 || value > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException(name + " " + value + " refused: not an unsigned int, so it cannot be passed to C");
        }
        return (int) value;
    }

    /**
     * {@code value} as C's {@code uint16_t} ({@code __u16}).
     *
     * @throws IllegalArgumentException naming the value when it is none, since it cannot be passed to C
     */
    public static short uint16(String name, int value) {
        if ((value & ~0xFFFF) != 0) {
            throw new IllegalArgumentException(name + " " + value + " refused: not a uint16_t, so it cannot be passed to C");
        }
        return (short) value;
    }

    public native String ro_rte_version();

    public native String ro_loaded_from(int library);

    public native int ro_rte_align_ceil(int v, int a);

    public native int ro_rte_align_floor(int v, int a);

    public native int ro_rte_align_mul_ceil(int v, int m);

    public native int ro_rte_align_mul_floor(int v, int m);

    public native int ro_rte_is_power_of_2(int n);

    public native int ro_rte_align32pow2(int x);

    public native int ro_rte_align32prevpow2(int x);

    public native long ro_rte_align64pow2(long x);

    public native long ro_rte_align64prevpow2(long x);

    public native int ro_rte_ring_init_capacity(int count, int flags, IntByReference capacity);

    public native int ro_rte_ring_header_size();

    public native int ro_rte_cache_line_size();

    public native long ro_rte_ring_get_memsize_elem(int esize, int count);

    public native Pointer ro_rte_ring_new_sync(int count, int flags, int sync, int start, IntByReference rc);

    public native void ro_rte_ring_free(Pointer ring);

    public native int ro_rte_ring_enqueue_bulk(Pointer ring, int[] src, int n, IntByReference freeSpace);

    public native int ro_rte_ring_enqueue_burst(Pointer ring, int[] src, int n, IntByReference freeSpace);

    public native int ro_rte_ring_dequeue_bulk(Pointer ring, int[] dst, int n, IntByReference available);

    public native int ro_rte_ring_dequeue_burst(Pointer ring, int[] dst, int n, IntByReference available);

    public native int ro_rte_ring_sync_types(Pointer ring);

    public native int ro_rte_ring_enqueue_sync(Pointer ring, int[] src, int n, boolean bulk, IntByReference freeSpace);

    public native int ro_rte_ring_dequeue_sync(Pointer ring, int[] dst, int n, boolean bulk, IntByReference available);

    public native int ro_rte_ring_enqueue_start(Pointer ring, int n, boolean bulk, IntByReference freeSpace);

    public native void ro_rte_ring_enqueue_finish(Pointer ring, int[] src, int n);

    public native int ro_rte_ring_dequeue_start(Pointer ring, int[] dst, int n, boolean bulk, IntByReference available);

    public native void ro_rte_ring_dequeue_finish(Pointer ring, int n);

    public native int ro_rte_ring_zc_start(Pointer ring, boolean enqueue, int n, boolean bulk, int[] regions, IntByReference left);

    public native void ro_rte_ring_enqueue_zc_finish(Pointer ring, int n);

    public native void ro_rte_ring_dequeue_zc_finish(Pointer ring, int n);

    public native void ro_rte_ring_set_slot(Pointer ring, int i, int id);

    public native int ro_rte_ring_count(Pointer ring);

    public native int ro_rte_ring_free_count(Pointer ring);

    public native int ro_rte_ring_full(Pointer ring);

    public native int ro_rte_ring_empty(Pointer ring);

    public native int ro_rte_ring_get_capacity(Pointer ring);

    public native int ro_rte_ring_get_size(Pointer ring);

    public native int ro_rte_ring_prod_tail(Pointer ring);

    public native int ro_rte_ring_cons_tail(Pointer ring);

    public native int ro_rte_ring_slot(Pointer ring, int i);

    public native int ro_rte_mempool_calc_obj_size(int eltSize, int flags);

    public native int ro_rte_mempool_objhdr_size();

    public native int ro_ck_ring_init_capacity(int size);

    public native Pointer ro_ck_ring_new(int size, int start);

    public native void ro_ck_ring_free(Pointer ring);

    public native int ro_ck_ring_enqueue(Pointer ring, int[] ids, int n, int allOrNothing, IntByReference freeSpace);

    public native int ro_ck_ring_dequeue(Pointer ring, int[] ids, int n, int allOrNothing, IntByReference available);

    public native int ro_ck_ring_size(Pointer ring);

    public native int ro_ck_ring_capacity(Pointer ring);

    public native int ro_ck_ring_c_head(Pointer ring);

    public native int ro_ck_ring_p_tail(Pointer ring);

    public native int ro_ck_ring_slot(Pointer ring, int i);

    public native Pointer ro_mbuf_chain(byte[] data, short[] lengths, short n);

    public native void ro_mbuf_chain_free(Pointer chain);

    public native int ro_mbuf_pkt_len(Pointer chain);

    public native long ro_pktmbuf_read(Pointer chain, int off, int len, byte[] out, int cap, IntByReference signal);

    public native int ro_eal_pool();

    public native String ro_eal_log_text();

    public native long ro_pktmbuf_copy(Pointer chain, int off, int len, byte[] out, int cap);

    public native int ro_vring_need_event(short eventIdx, short newIdx, short old);

    public native int ro_vring_size(int num, long align);

    public native long ro_vring_used_offset(int num, long align);

    public native long ro_vring_packed(int which);
}
