/*
 * ixgbe's transmit queue (DPDK drivers/net/ixgbe/ixgbe_rxtx.c), judged from a DPDK source tree with
 * no device. This part of the shim is compiled only against a source tree (build.sh --dpdk with a
 * meson build of it, whose drivers/net is then on the include path): it includes the driver's file,
 * with DPDK's internal API allowed as DPDK compiles its drivers, so that the driver's own queue
 * setup, reset and simple transmit path are what runs, static or not. The part is compiled as a
 * whole program (export.h) and the shim exports only its ro_ functions (shim.map): the rest of the
 * driver, and what it would need, is neither compiled nor linked.
 *
 * The device is memory: an rte_eth_dev whose private data is a zeroed ixgbe_adapter of an 82599,
 * whose register space is a zeroed array (the tail register the driver writes is a uint32_t in it),
 * and whose descriptor ring is the memzone the driver reserves. The device's side of the ring is
 * played here: ro_ixgbe_complete writes the done bit back to the descriptors that carry the
 * report-status bit, as the NIC does. Packets are mbufs of a pool of this part's own, each with its
 * buffer's IOVA set so that the address the driver writes to a descriptor is the packet's number.
 */
#include "export.h"
#define ALLOW_EXPERIMENTAL_API
#define ALLOW_INTERNAL_API
#include "ixgbe/ixgbe_rxtx.c"

#include <rte_vect.h>

/* The driver's log type for its setup, which ixgbe_ethdev.c (not included) registers. */
RTE_LOG_REGISTER(ixgbe_logtype_init, pmd.net.ixgbe.init, NOTICE);

/* The mbufs ro_ixgbe_post hands the driver: enough for a full ring of 4096 and a post of 8192. */
#define RO_IXGBE_MBUFS 16383

static struct ixgbe_adapter ro_adapter;
static uint32_t ro_registers[(IXGBE_TDT(0) + 4) / 4];
static void *ro_tx_queues[1];
static struct rte_eth_dev_data ro_data;
static struct rte_eth_dev ro_dev;
static struct rte_mempool *ro_mbufs;

/*
 * ixgbe_dev_tx_queue_setup(dev, 0, nb_desc, SOCKET_ID_ANY, {tx_rs_thresh, tx_free_thresh}) on the
 * device in memory, its registers zeroed first, with SIMD limited to 64 bits so that the driver
 * chooses its scalar paths. The queue set up before is released by the driver itself. Returns the
 * queue, or NULL with *rc the driver's negative errno (-EINVAL for a refused shape), or -ENOMEM
 * when the mbufs' pool cannot be created. EAL must be running (ro_eal_pool).
 */
RO_EXPORT struct ixgbe_tx_queue *ro_ixgbe_setup(uint16_t nb_desc, uint16_t rs_thresh, uint16_t free_thresh, int *rc)
{
	if (ro_mbufs == NULL) {
		ro_mbufs = rte_pktmbuf_pool_create("ringoracle_ixgbe", RO_IXGBE_MBUFS, 0, 0, 0, SOCKET_ID_ANY);
		if (ro_mbufs == NULL) {
			*rc = -ENOMEM;
			return NULL;
		}
		rte_vect_set_max_simd_bitwidth(RTE_VECT_SIMD_DISABLED);
		ro_adapter.hw.hw_addr = (uint8_t *)ro_registers;
		ro_adapter.hw.mac.type = ixgbe_mac_82599EB;
		ro_data.dev_private = &ro_adapter;
		ro_data.tx_queues = ro_tx_queues;
		ro_data.nb_tx_queues = 1;
		snprintf(ro_data.name, sizeof(ro_data.name), "ringoracle_ixgbe");
		ro_dev.data = &ro_data;
	}
	/* The device's registers as a reset leaves them: the tail register 0, as the queue's start writes it. */
	memset(ro_registers, 0, sizeof(ro_registers));
	struct rte_eth_txconf conf = {.tx_rs_thresh = rs_thresh, .tx_free_thresh = free_thresh};
	*rc = ixgbe_dev_tx_queue_setup(&ro_dev, 0, nb_desc, SOCKET_ID_ANY, &conf);
	return *rc == 0 ? ro_tx_queues[0] : NULL;
}

/* Whether the driver chose ixgbe_xmit_pkts_simple for the queue set up last. */
RO_EXPORT int ro_ixgbe_simple(void) { return ro_dev.tx_pkt_burst == ixgbe_xmit_pkts_simple; }

/*
 * ixgbe_xmit_pkts_simple(q, mbufs, n), mbuf i's data at IOVA packets[i]: returns what it posted,
 * and frees the mbufs it did not take; -ENOBUFS when the pool has fewer than n free.
 */
RO_EXPORT int ro_ixgbe_post(struct ixgbe_tx_queue *q, const uint64_t *packets, uint16_t n)
{
	struct rte_mbuf **m = malloc(sizeof(*m) * (n > 0 ? n : 1));
	if (m == NULL || (n > 0 && rte_pktmbuf_alloc_bulk(ro_mbufs, m, n) != 0)) {
		free(m);
		return -ENOBUFS;
	}
	for (uint16_t i = 0; i < n; i++) {
		rte_mbuf_iova_set(m[i], packets[i] - m[i]->data_off);
		m[i]->data_len = 60;
		m[i]->pkt_len = 60;
	}
	uint16_t sent = ixgbe_xmit_pkts_simple(q, m, n);
	rte_pktmbuf_free_bulk(m + sent, n - sent);
	free(m);
	return sent;
}

/*
 * The device: completes the k descriptors from head on, in ring order, writing the status word
 * with the done bit back to each that carries the report-status bit.
 */
RO_EXPORT void ro_ixgbe_complete(struct ixgbe_tx_queue *q, uint16_t head, uint16_t k)
{
	for (uint32_t i = 0; i < k; i++) {
		volatile union ixgbe_adv_tx_desc *d = &q->tx_ring[(head + i) % q->nb_tx_desc];
		if (d->read.cmd_type_len & rte_cpu_to_le_32(IXGBE_ADVTXD_DCMD_RS))
			d->wb.status = rte_cpu_to_le_32(IXGBE_TXD_STAT_DD);
	}
}

/* What the device reads: the tail register's value, and the buffer address of descriptor d. */
RO_EXPORT uint32_t ro_ixgbe_tail_register(const struct ixgbe_tx_queue *q) { return *q->tdt_reg_addr; }
RO_EXPORT uint64_t ro_ixgbe_buffer(const struct ixgbe_tx_queue *q, uint16_t d) { return q->tx_ring[d].read.buffer_addr; }

/* The driver's own counters: tx_next_dd, nb_tx_free and nb_tx_desc. */
RO_EXPORT uint16_t ro_ixgbe_next_dd(const struct ixgbe_tx_queue *q) { return q->tx_next_dd; }
RO_EXPORT uint16_t ro_ixgbe_free(const struct ixgbe_tx_queue *q) { return q->nb_tx_free; }
RO_EXPORT uint16_t ro_ixgbe_size(const struct ixgbe_tx_queue *q) { return q->nb_tx_desc; }
