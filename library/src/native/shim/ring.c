/*
 * The shim's rte_ring part (rte_ring.h, rte_ring_elem.h): rings of 4-byte elements in memory it
 * allocates, their single-producer single-consumer calls and their counts. The calls of the other
 * modes are in ring_sync.c.
 */
#include <stdint.h>
#include <stdlib.h>
#include <sys/types.h>

#include <rte_common.h>
#include <rte_ring.h>
#include <rte_ring_elem.h>

/* rte_ring with 4-byte elements (rte_ring.h, rte_ring_elem.h), one producer and one consumer. */

#define RO_ESIZE 4

/* rte_ring_init on a header that is never used for elements: its return code and capacity. */
int ro_rte_ring_init_capacity(uint32_t count, uint32_t flags, uint32_t *capacity)
{
	struct rte_ring *header = aligned_alloc(RTE_CACHE_LINE_SIZE,
			RTE_ALIGN_CEIL(sizeof(struct rte_ring), RTE_CACHE_LINE_SIZE));
	if (header == NULL)
		return -1;
	int rc = rte_ring_init(header, "ringoracle", count, flags);
	*capacity = rc == 0 ? rte_ring_get_capacity(header) : 0;
	free(header);
	return rc;
}

/* The layout facts of this build: sizeof(struct rte_ring) and RTE_CACHE_LINE_SIZE. */
uint32_t ro_rte_ring_header_size(void) { return sizeof(struct rte_ring); }
uint32_t ro_rte_cache_line_size(void) { return RTE_CACHE_LINE_SIZE; }

ssize_t ro_rte_ring_get_memsize_elem(uint32_t esize, uint32_t count)
{
	return rte_ring_get_memsize_elem(esize, count);
}

/*
 * The synchronisation modes of rte_ring_core.h, as the shim's callers name them, with the
 * rte_ring_init flags that select each for both the producer and the consumer.
 */
enum ro_sync { RO_SYNC_ST, RO_SYNC_MT, RO_SYNC_MT_HTS, RO_SYNC_MT_RTS };

static uint32_t ro_sync_flags(uint32_t sync)
{
	switch (sync) {
	case RO_SYNC_ST:
		return RING_F_SP_ENQ | RING_F_SC_DEQ;
	case RO_SYNC_MT:
		return 0;
	case RO_SYNC_MT_HTS:
		return RING_F_MP_HTS_ENQ | RING_F_MC_HTS_DEQ;
	default:
		return RING_F_MP_RTS_ENQ | RING_F_MC_RTS_DEQ;
	}
}

/*
 * Puts head and tail of both sides at start, in the fields of the ring's mode: HTS keeps them as
 * one 64-bit pair, RTS as positions with update counters (set to 0, as rte_ring_init leaves them).
 */
static void ro_set_start(struct rte_ring *r, uint32_t start)
{
	switch (r->prod.sync_type) {
	case RTE_RING_SYNC_MT_HTS:
		r->hts_prod.ht.pos.head = r->hts_prod.ht.pos.tail = start;
		r->hts_cons.ht.pos.head = r->hts_cons.ht.pos.tail = start;
		break;
	case RTE_RING_SYNC_MT_RTS:
		r->rts_prod.head.val.pos = r->rts_prod.tail.val.pos = start;
		r->rts_prod.head.val.cnt = r->rts_prod.tail.val.cnt = 0;
		r->rts_cons.head.val.pos = r->rts_cons.tail.val.pos = start;
		r->rts_cons.head.val.cnt = r->rts_cons.tail.val.cnt = 0;
		break;
	default:
		r->prod.head = r->prod.tail = start;
		r->cons.head = r->cons.tail = start;
	}
}

/*
 * A ring over memory this shim allocates (as rte_ring_create_elem would, without a memzone):
 * rte_ring_init with the flags and those of the mode (enum ro_sync), then all four indices set
 * to start. NULL with *rc set when rte_ring_init refuses the count, or the flags with those of
 * the mode.
 */
struct rte_ring *ro_rte_ring_new_sync(uint32_t count, uint32_t flags, uint32_t sync, uint32_t start, int *rc)
{
	struct rte_ring probe;
	*rc = rte_ring_init(&probe, "ringoracle", count, flags);
	if (*rc != 0)
		return NULL;
	ssize_t size = rte_ring_get_memsize_elem(RO_ESIZE, rte_ring_get_size(&probe));
	if (size < 0) {
		*rc = (int)size;
		return NULL;
	}
	struct rte_ring *r = aligned_alloc(RTE_CACHE_LINE_SIZE, RTE_ALIGN_CEIL((size_t)size, RTE_CACHE_LINE_SIZE));
	if (r == NULL) {
		*rc = -1;
		return NULL;
	}
	*rc = rte_ring_init(r, "ringoracle", count, flags | ro_sync_flags(sync));
	if (*rc != 0) {
		free(r);
		return NULL;
	}
	ro_set_start(r, start);
	return r;
}

void ro_rte_ring_free(struct rte_ring *r) { free(r); }

uint32_t ro_rte_ring_enqueue_bulk(struct rte_ring *r, const uint32_t *src, uint32_t n, uint32_t *free_space)
{
	return rte_ring_sp_enqueue_bulk_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_enqueue_burst(struct rte_ring *r, const uint32_t *src, uint32_t n, uint32_t *free_space)
{
	return rte_ring_sp_enqueue_burst_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_dequeue_bulk(struct rte_ring *r, uint32_t *dst, uint32_t n, uint32_t *available)
{
	return rte_ring_sc_dequeue_bulk_elem(r, dst, RO_ESIZE, n, available);
}

uint32_t ro_rte_ring_dequeue_burst(struct rte_ring *r, uint32_t *dst, uint32_t n, uint32_t *available)
{
	return rte_ring_sc_dequeue_burst_elem(r, dst, RO_ESIZE, n, available);
}

/* The modes rte_ring_init gave the two sides, as enum rte_ring_sync_type: producer's times 16 plus consumer's. */
uint32_t ro_rte_ring_sync_types(const struct rte_ring *r)
{
	return rte_ring_get_prod_sync_type(r) * 16 + rte_ring_get_cons_sync_type(r);
}

uint32_t ro_rte_ring_count(const struct rte_ring *r) { return rte_ring_count(r); }
uint32_t ro_rte_ring_free_count(const struct rte_ring *r) { return rte_ring_free_count(r); }
int ro_rte_ring_full(const struct rte_ring *r) { return rte_ring_full(r); }
int ro_rte_ring_empty(const struct rte_ring *r) { return rte_ring_empty(r); }
uint32_t ro_rte_ring_get_capacity(const struct rte_ring *r) { return rte_ring_get_capacity(r); }
uint32_t ro_rte_ring_get_size(const struct rte_ring *r) { return rte_ring_get_size(r); }
uint32_t ro_rte_ring_prod_tail(const struct rte_ring *r) { return r->prod.tail; }
uint32_t ro_rte_ring_cons_tail(const struct rte_ring *r) { return r->cons.tail; }

/* The element in slot i: the ring's elements follow its header (rte_ring_elem.h). */
uint32_t ro_rte_ring_slot(const struct rte_ring *r, uint32_t i) { return ((const uint32_t *)&r[1])[i]; }
