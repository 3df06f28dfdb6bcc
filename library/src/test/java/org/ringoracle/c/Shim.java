package org.ringoracle.c;

import com.sun.jna.Library;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;

/**
 * The functions of the shim (src/native/shim/*.c), each a call into the library or header judged (see
 * {@link JudgedC}).
 * Loaded by JNA from {@code jna.library.path}, where the native profile builds the shim. C's
 * {@code uint32_t} travels as a Java {@code int} with the same bits.
 */
public interface Shim extends Library {

    /** The loaded shim ({@link ShimLibrary}: the one in {@code jna.library.path} unless a mutant's was loaded). */
    Shim C = ShimLibrary.forwarding();

    /**
     * {@code value} as C's {@code unsigned int}.
     *
     * @throws IllegalArgumentException naming the value when it is none, since it cannot be passed to C
     */
    static int uint32(String name, long value) {
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
    static short uint16(String name, int value) {
        if ((value & ~0xFFFF) != 0) {
            throw new IllegalArgumentException(name + " " + value + " refused: not a uint16_t, so it cannot be passed to C");
        }
        return (short) value;
    }

    String ro_rte_version();

    String ro_loaded_from(int library);

    int ro_rte_align_ceil(int v, int a);

    int ro_rte_align_floor(int v, int a);

    int ro_rte_align_mul_ceil(int v, int m);

    int ro_rte_align_mul_floor(int v, int m);

    int ro_rte_is_power_of_2(int n);

    int ro_rte_align32pow2(int x);

    int ro_rte_align32prevpow2(int x);

    long ro_rte_align64pow2(long x);

    long ro_rte_align64prevpow2(long x);

    int ro_rte_ring_init_capacity(int count, int flags, IntByReference capacity);

    int ro_rte_ring_header_size();

    int ro_rte_cache_line_size();

    long ro_rte_ring_get_memsize_elem(int esize, int count);

    Pointer ro_rte_ring_new_sync(int count, int flags, int sync, int start, IntByReference rc);

    void ro_rte_ring_free(Pointer ring);

    int ro_rte_ring_enqueue_bulk(Pointer ring, int[] src, int n, IntByReference freeSpace);

    int ro_rte_ring_enqueue_burst(Pointer ring, int[] src, int n, IntByReference freeSpace);

    int ro_rte_ring_dequeue_bulk(Pointer ring, int[] dst, int n, IntByReference available);

    int ro_rte_ring_dequeue_burst(Pointer ring, int[] dst, int n, IntByReference available);

    int ro_rte_ring_sync_types(Pointer ring);

    int ro_rte_ring_enqueue_sync(Pointer ring, int[] src, int n, boolean bulk, IntByReference freeSpace);

    int ro_rte_ring_dequeue_sync(Pointer ring, int[] dst, int n, boolean bulk, IntByReference available);

    int ro_rte_ring_enqueue_start(Pointer ring, int n, boolean bulk, IntByReference freeSpace);

    void ro_rte_ring_enqueue_finish(Pointer ring, int[] src, int n);

    int ro_rte_ring_dequeue_start(Pointer ring, int[] dst, int n, boolean bulk, IntByReference available);

    void ro_rte_ring_dequeue_finish(Pointer ring, int n);

    int ro_rte_ring_zc_start(Pointer ring, boolean enqueue, int n, boolean bulk, int[] regions, IntByReference left);

    void ro_rte_ring_enqueue_zc_finish(Pointer ring, int n);

    void ro_rte_ring_dequeue_zc_finish(Pointer ring, int n);

    void ro_rte_ring_set_slot(Pointer ring, int i, int id);

    int ro_rte_ring_count(Pointer ring);

    int ro_rte_ring_free_count(Pointer ring);

    int ro_rte_ring_full(Pointer ring);

    int ro_rte_ring_empty(Pointer ring);

    int ro_rte_ring_get_capacity(Pointer ring);

    int ro_rte_ring_get_size(Pointer ring);

    int ro_rte_ring_prod_tail(Pointer ring);

    int ro_rte_ring_cons_tail(Pointer ring);

    int ro_rte_ring_slot(Pointer ring, int i);

    int ro_rte_mempool_calc_obj_size(int eltSize, int flags);

    int ro_rte_mempool_objhdr_size();

    int ro_ck_ring_init_capacity(int size);

    Pointer ro_ck_ring_new(int size, int start);

    void ro_ck_ring_free(Pointer ring);

    int ro_ck_ring_enqueue(Pointer ring, int[] ids, int n, int allOrNothing, IntByReference freeSpace);

    int ro_ck_ring_dequeue(Pointer ring, int[] ids, int n, int allOrNothing, IntByReference available);

    int ro_ck_ring_size(Pointer ring);

    int ro_ck_ring_capacity(Pointer ring);

    int ro_ck_ring_c_head(Pointer ring);

    int ro_ck_ring_p_tail(Pointer ring);

    int ro_ck_ring_slot(Pointer ring, int i);

    Pointer ro_mbuf_chain(byte[] data, short[] lengths, short n);

    void ro_mbuf_chain_free(Pointer chain);

    int ro_mbuf_pkt_len(Pointer chain);

    long ro_pktmbuf_read(Pointer chain, int off, int len, byte[] out, int cap, IntByReference signal);

    int ro_eal_pool();

    String ro_eal_log_text();

    long ro_pktmbuf_copy(Pointer chain, int off, int len, byte[] out, int cap);

    int ro_vring_need_event(short eventIdx, short newIdx, short old);

    int ro_vring_size(int num, long align);

    long ro_vring_used_offset(int num, long align);

    long ro_vring_packed(int which);

    // ixgbe's transmit queue, compiled from a DPDK source tree (src/native/source/ixgbe_tx.c); absent otherwise.

    Pointer ro_ixgbe_setup(short nbDesc, short rsThresh, short freeThresh, IntByReference rc);

    int ro_ixgbe_simple();

    int ro_ixgbe_post(Pointer queue, long[] packets, short n);

    void ro_ixgbe_complete(Pointer queue, short head, short k);

    int ro_ixgbe_tail_register(Pointer queue);

    long ro_ixgbe_buffer(Pointer queue, short d);

    short ro_ixgbe_next_dd(Pointer queue);

    short ro_ixgbe_free(Pointer queue);

    short ro_ixgbe_size(Pointer queue);

    // virtio's packed virtqueue, compiled from a DPDK source tree (src/native/source/virtio_packed.c); absent otherwise.

    Pointer ro_virtio_setup(short size, int inOrder, IntByReference rc);

    void ro_virtio_release(Pointer queue);

    int ro_virtio_avail(Pointer queue, int[] ids, int n);

    int ro_virtio_use(Pointer queue, int k);

    int ro_virtio_collect(Pointer queue, int[] ids, int k);

    int ro_virtio_kick_prepare(Pointer queue, short offWrap, short flags);

    void ro_virtio_interrupts(Pointer queue, int enable);

    short ro_virtio_driver_event_flags(Pointer queue);

    short ro_virtio_flags(Pointer queue, short i);

    short ro_virtio_next_avail(Pointer queue);

    int ro_virtio_avail_wrap(Pointer queue);

    short ro_virtio_next_used(Pointer queue);

    int ro_virtio_used_wrap(Pointer queue);

    short ro_virtio_device_next(Pointer queue);

    int ro_virtio_device_wrap(Pointer queue);

    short ro_virtio_size(Pointer queue);

    // vhost's notification of split and packed queues, compiled from a DPDK source tree (src/native/source/vhost.c); absent otherwise.

    int ro_vhost_need_event(short eventIdx, short newIdx, short old);

    int ro_vhost_call_split(short eventIdx, short newIdx, short old);

    int ro_vhost_packed_setup(short size, int eventIdx);

    int ro_vhost_packed_call(short lastUsed, int usedWrap, short offWrap, short flags);
}
