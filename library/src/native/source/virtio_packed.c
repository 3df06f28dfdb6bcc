/*
 * virtio's packed virtqueue, the driver's side as DPDK's virtio driver keeps it
 * (drivers/net/virtio/virtqueue.h and virtqueue.c), judged from a DPDK source tree with no device.
 * This part is compiled only against a source tree (build.sh): it includes the driver's virtqueue.c,
 * and with it virtqueue.h, so that the driver's own reset, transmit enqueue, cleanup, kick decision
 * and interrupt switches are what runs.
 *
 * The queue is memory: a struct virtqueue with its extra descriptor state, a ring whose layout the
 * driver's vring_init_packed lays out, and the transmit header region; the memzones the reset
 * clears are descriptions of that memory. The device's side is played here (ro_virtio_use): it
 * takes a descriptor as available when its AVAIL bit equals the device's wrap counter and its USED
 * bit does not, and writes it back used, both bits equal to that counter, keeping its id, in ring
 * order.
 *
 * Packets are one-segment mbufs of this part's own, pushed with the header in their headroom (one
 * descriptor each, as the driver does when it can). Each carries the buffer id the caller gave it
 * in hash.usr, and a second reference held here, so that when the driver frees it the reference
 * count drops to 1 and which buffer the driver gave back is seen, and in what order. No mbuf ever
 * goes to a pool (a driver that frees one twice crashes its judge), so no EAL is needed.
 */
#include "export.h"
#define ALLOW_EXPERIMENTAL_API
#define ALLOW_INTERNAL_API
#include "virtio/virtqueue.c"

#include <stdbool.h>
#include <stdlib.h>

/* The mbufs made available and not yet given back, oldest first: at most 2^16, twice the largest queue. */
#define RO_HELD 65536

/* An mbuf and its buffer: a headroom of 64 bytes, where the driver pushes the header, and no data. */
struct ro_mbuf {
	struct rte_mbuf m;
	uint8_t buffer[64];
};

/* The mbufs of the live queue, and the indices of those free (ro_free[0 .. ro_free_count)). */
static struct ro_mbuf ro_mbufs[RO_HELD];
static uint32_t ro_free[RO_HELD];
static uint32_t ro_free_count;

struct ro_virtio {
	struct virtqueue *vq;
	struct rte_memzone ring_mz;
	struct rte_memzone hdr_mz;
	int in_order;
	uint16_t device_next;
	bool device_wrap;
	struct virtio_hw hw;
	struct rte_mbuf *held[RO_HELD];
	uint32_t held_first;
	uint32_t held_count;
};

/* Frees the queue's memory; its mbufs are free again at the next setup. */
RO_EXPORT void ro_virtio_release(struct ro_virtio *q)
{
	if (q == NULL)
		return;
	free(q->ring_mz.addr);
	free(q->hdr_mz.addr);
	free(q->vq);
	free(q);
}

/*
 * A transmit queue of size descriptors on a device that negotiated VIRTIO_F_VERSION_1 and
 * VIRTIO_F_RING_PACKED, and VIRTIO_F_IN_ORDER when in_order: laid out by the driver's
 * vring_init_packed and brought to its start by the driver's virtqueue_txvq_reset_packed, every
 * mbuf free. Returns NULL with *rc -ENOMEM when memory cannot be had. One queue is live at a time:
 * the caller releases the one before.
 */
RO_EXPORT struct ro_virtio *ro_virtio_setup(uint16_t size, int in_order, int *rc)
{
	*rc = -ENOMEM;
	for (ro_free_count = 0; ro_free_count < RO_HELD; ro_free_count++)
		ro_free[ro_free_count] = RO_HELD - 1 - ro_free_count;
	struct ro_virtio *q = calloc(1, sizeof(*q));
	if (q == NULL)
		return NULL;
	q->hw.guest_features = 1ULL << VIRTIO_F_VERSION_1 | 1ULL << VIRTIO_F_RING_PACKED
		| (in_order ? 1ULL << VIRTIO_F_IN_ORDER : 0);
	q->hw.weak_barriers = 1;
	q->hw.use_va = 1;
	q->hw.vtnet_hdr_size = sizeof(struct virtio_net_hdr_mrg_rxbuf);
	q->in_order = in_order;
	q->vq = calloc(1, sizeof(struct virtqueue) + size * sizeof(struct vq_desc_extra));
	q->ring_mz.len = vring_size(&q->hw, size, VIRTIO_VRING_ALIGN);
	q->ring_mz.addr = aligned_alloc(VIRTIO_VRING_ALIGN, RTE_ALIGN_CEIL(q->ring_mz.len, VIRTIO_VRING_ALIGN));
	q->hdr_mz.len = size * sizeof(struct virtio_tx_region);
	q->hdr_mz.addr = malloc(q->hdr_mz.len);
	if (q->vq == NULL || q->ring_mz.addr == NULL || q->hdr_mz.addr == NULL) {
		ro_virtio_release(q);
		return NULL;
	}
	struct virtqueue *vq = q->vq;
	vq->hw = &q->hw;
	vq->vq_nentries = size;
	vq->vq_ring_virt_mem = q->ring_mz.addr;
	vq->vq_ring_size = q->ring_mz.len;
	vq->vq_ring_mem = (uintptr_t)q->ring_mz.addr;
	/* The offset of the mbuf's buffer address that the driver reads, as its queue setup sets it with use_va. */
	vq->mbuf_addr_offset = offsetof(struct rte_mbuf, buf_addr);
	vq->txq.mz = &q->ring_mz;
	vq->txq.virtio_net_hdr_mz = &q->hdr_mz;
	vq->txq.virtio_net_hdr_mem = (uintptr_t)q->hdr_mz.addr;
	vring_init_packed(&vq->vq_packed.ring, q->ring_mz.addr, VIRTIO_VRING_ALIGN, size);
	virtqueue_txvq_reset_packed(vq);
	q->device_wrap = true;
	*rc = 0;
	return q;
}

/* A free mbuf made a one-segment packet of 60 bytes with buffer id id, referenced twice; NULL when none is left. */
static struct rte_mbuf *ro_virtio_packet(int32_t id)
{
	if (ro_free_count == 0)
		return NULL;
	struct ro_mbuf *b = &ro_mbufs[ro_free[--ro_free_count]];
	struct rte_mbuf *m = &b->m;
	memset(m, 0, sizeof(*m));
	m->buf_addr = b->buffer;
	m->buf_iova = (rte_iova_t)(uintptr_t)b->buffer;
	m->buf_len = sizeof(b->buffer);
	m->data_off = sizeof(b->buffer);
	m->nb_segs = 1;
	m->data_len = 60;
	m->pkt_len = 60;
	m->hash.usr = (uint32_t)id;
	rte_mbuf_refcnt_set(m, 2);
	return m;
}

/*
 * Makes up to n buffers available, ids[i] the buffer id of the i-th, while the driver counts a free
 * descriptor: each through the driver's virtqueue_enqueue_xmit_packed with its header pushed.
 * Returns how many, or -ENOBUFS when no mbuf is left (the driver took more than 2^16).
 */
RO_EXPORT int ro_virtio_avail(struct ro_virtio *q, const int32_t *ids, int n)
{
	struct virtqueue *vq = q->vq;
	int made = 0;
	while (made < n && vq->vq_free_cnt >= 1) {
		struct rte_mbuf *m = ro_virtio_packet(ids[made]);
		if (m == NULL)
			return -ENOBUFS;
		q->held[(q->held_first + q->held_count++) % RO_HELD] = m;
		virtqueue_enqueue_xmit_packed(&vq->txq, m, 1, 0, 1, q->in_order);
		made++;
	}
	return made;
}

/* The device: uses up to k available descriptors in ring order; returns how many. */
RO_EXPORT int ro_virtio_use(struct ro_virtio *q, int k)
{
	struct vring_packed_desc *desc = q->vq->vq_packed.ring.desc;
	int used = 0;
	while (used < k) {
		uint16_t flags = desc[q->device_next].flags;
		bool avail = (flags & VRING_PACKED_DESC_F_AVAIL) != 0;
		bool done = (flags & VRING_PACKED_DESC_F_USED) != 0;
		if (avail != q->device_wrap || done == q->device_wrap)
			break;
		desc[q->device_next].len = 0;
		desc[q->device_next].flags = q->device_wrap ? VRING_PACKED_DESC_F_AVAIL_USED : 0;
		if (++q->device_next == q->vq->vq_nentries) {
			q->device_next = 0;
			q->device_wrap = !q->device_wrap;
		}
		used++;
	}
	return used;
}

/* Takes the held mbuf at i, free again, and writes its buffer id into *id. */
static void ro_virtio_take(struct ro_virtio *q, uint32_t i, int32_t *id)
{
	struct rte_mbuf *m = q->held[(q->held_first + i) % RO_HELD];
	*id = (int32_t)m->hash.usr;
	for (; i > 0; i--)
		q->held[(q->held_first + i) % RO_HELD] = q->held[(q->held_first + i - 1) % RO_HELD];
	q->held_first = (q->held_first + 1) % RO_HELD;
	q->held_count--;
	ro_free[ro_free_count++] = (uint32_t)((struct ro_mbuf *)m - ro_mbufs);
}

/* Whether the driver has given the held mbuf at i back: only this part's reference is left. */
static bool ro_virtio_back(const struct ro_virtio *q, uint32_t i)
{
	return rte_mbuf_refcnt_read(q->held[(q->held_first + i) % RO_HELD]) == 1;
}

/*
 * Takes the mbufs the driver has given back since the last look: the oldest held while it is given
 * back, or else the first given back found further on; writes their buffer ids into ids while there
 * is room (of room) and returns how many were given back. A driver that gives back in order costs
 * one look per buffer, and one look through those held when it gives nothing back.
 */
static int ro_virtio_given_back(struct ro_virtio *q, int32_t *ids, int room)
{
	int back = 0;
	int32_t dropped;
	while (q->held_count > 0 && ro_virtio_back(q, 0)) {
		ro_virtio_take(q, 0, back < room ? &ids[back] : &dropped);
		back++;
	}
	for (uint32_t i = 1; back == 0 && i < q->held_count; i++) {
		if (ro_virtio_back(q, i)) {
			ro_virtio_take(q, i, room > 0 ? &ids[0] : &dropped);
			back++;
		}
	}
	return back;
}

/*
 * The driver collects up to k used buffers, one call of its virtio_xmit_cleanup_packed(vq, 1) at a
 * time until one gives nothing back; the ids of those it gave back go into ids (room for k).
 * Returns how many it gave back in all.
 */
RO_EXPORT int ro_virtio_collect(struct ro_virtio *q, int32_t *ids, int k)
{
	int back = 0;
	while (back < k) {
		virtio_xmit_cleanup_packed(q->vq, 1, q->in_order);
		int now = ro_virtio_given_back(q, ids + back, k - back);
		if (now == 0)
			break;
		back += now;
	}
	return back;
}

/* The device's event suppression as given, then the driver's virtqueue_kick_prepare_packed. */
RO_EXPORT int ro_virtio_kick_prepare(struct ro_virtio *q, uint16_t off_wrap, uint16_t flags)
{
	q->vq->vq_packed.ring.device->desc_event_off_wrap = off_wrap;
	q->vq->vq_packed.ring.device->desc_event_flags = flags;
	return virtqueue_kick_prepare_packed(q->vq);
}

/* The driver's virtqueue_enable_intr_packed, or virtqueue_disable_intr_packed. */
RO_EXPORT void ro_virtio_interrupts(struct ro_virtio *q, int enable)
{
	if (enable)
		virtqueue_enable_intr_packed(q->vq);
	else
		virtqueue_disable_intr_packed(q->vq);
}

/* What the ring memory holds: the driver's event flags, and descriptor i's flags. */
RO_EXPORT uint16_t ro_virtio_driver_event_flags(const struct ro_virtio *q) { return q->vq->vq_packed.ring.driver->desc_event_flags; }
RO_EXPORT uint16_t ro_virtio_flags(const struct ro_virtio *q, uint16_t i) { return q->vq->vq_packed.ring.desc[i].flags; }

/* The driver's own positions and counters, and the device's played here. */
RO_EXPORT uint16_t ro_virtio_next_avail(const struct ro_virtio *q) { return q->vq->vq_avail_idx; }
RO_EXPORT int ro_virtio_avail_wrap(const struct ro_virtio *q) { return (q->vq->vq_packed.cached_flags & VRING_PACKED_DESC_F_AVAIL) != 0; }
RO_EXPORT uint16_t ro_virtio_next_used(const struct ro_virtio *q) { return q->vq->vq_used_cons_idx; }
RO_EXPORT int ro_virtio_used_wrap(const struct ro_virtio *q) { return q->vq->vq_packed.used_wrap_counter; }
RO_EXPORT uint16_t ro_virtio_device_next(const struct ro_virtio *q) { return q->device_next; }
RO_EXPORT int ro_virtio_device_wrap(const struct ro_virtio *q) { return q->device_wrap; }
RO_EXPORT uint16_t ro_virtio_size(const struct ro_virtio *q) { return q->vq->vq_nentries; }
