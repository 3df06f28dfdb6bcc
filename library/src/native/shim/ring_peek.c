/*
 * The shim's rte_ring two-phase calls (rte_ring_peek.h, rte_ring_peek_zc.h), for the rings of
 * ring.c: each dispatches on the ring's own mode, as the header's call does, so a ring made
 * multi-thread or relaxed-tail gets the header's answer for an unsupported mode.
 */
#include <stdint.h>

#include <rte_ring.h>
#include <rte_ring_elem.h>

#define RO_ESIZE 4

/* Peek: an enqueue start (bulk or burst) reserves, its finish copies n from src and publishes them. */
uint32_t ro_rte_ring_enqueue_start(struct rte_ring *r, uint32_t n, int bulk, uint32_t *free_space)
{
	return bulk ? rte_ring_enqueue_bulk_elem_start(r, n, free_space)
		    : rte_ring_enqueue_burst_elem_start(r, n, free_space);
}

void ro_rte_ring_enqueue_finish(struct rte_ring *r, const uint32_t *src, uint32_t n)
{
	rte_ring_enqueue_elem_finish(r, src, RO_ESIZE, n);
}

/* Peek: a dequeue start copies the elements it shows to dst, its finish removes n of them. */
uint32_t ro_rte_ring_dequeue_start(struct rte_ring *r, uint32_t *dst, uint32_t n, int bulk, uint32_t *available)
{
	return bulk ? rte_ring_dequeue_bulk_elem_start(r, dst, RO_ESIZE, n, available)
		    : rte_ring_dequeue_burst_elem_start(r, dst, RO_ESIZE, n, available);
}

void ro_rte_ring_dequeue_finish(struct rte_ring *r, uint32_t n)
{
	rte_ring_dequeue_elem_finish(r, n);
}

/*
 * Where the regions of struct rte_ring_zc_data lie, as slot numbers from the ring's first slot:
 * regions[0] the slot of ptr1, regions[1] n1, regions[2] the slot of ptr2 or -1 for NULL. After a
 * start that does not fill zcd (in a mode it does not support) regions stay as they were.
 */
static void ro_regions(const struct rte_ring *r, const struct rte_ring_zc_data *zcd, int32_t *regions)
{
	const uint32_t *slots = (const uint32_t *)&r[1];
	if (zcd->ptr1 == NULL)
		return;
	regions[0] = (int32_t)((const uint32_t *)zcd->ptr1 - slots);
	regions[1] = (int32_t)zcd->n1;
	regions[2] = zcd->ptr2 == NULL ? -1 : (int32_t)((const uint32_t *)zcd->ptr2 - slots);
}

/* Zero-copy: a start of either side fills regions (see ro_regions); the finishes publish or remove n. */
uint32_t ro_rte_ring_zc_start(struct rte_ring *r, int enqueue, uint32_t n, int bulk, int32_t *regions, uint32_t *left)
{
	struct rte_ring_zc_data zcd = { .ptr1 = NULL };
	uint32_t k;
	if (enqueue)
		k = bulk ? rte_ring_enqueue_zc_bulk_elem_start(r, RO_ESIZE, n, &zcd, left)
			 : rte_ring_enqueue_zc_burst_elem_start(r, RO_ESIZE, n, &zcd, left);
	else
		k = bulk ? rte_ring_dequeue_zc_bulk_elem_start(r, RO_ESIZE, n, &zcd, left)
			 : rte_ring_dequeue_zc_burst_elem_start(r, RO_ESIZE, n, &zcd, left);
	ro_regions(r, &zcd, regions);
	return k;
}

void ro_rte_ring_enqueue_zc_finish(struct rte_ring *r, uint32_t n)
{
	rte_ring_enqueue_zc_elem_finish(r, n);
}

void ro_rte_ring_dequeue_zc_finish(struct rte_ring *r, uint32_t n)
{
	rte_ring_dequeue_zc_elem_finish(r, n);
}

/* A zero-copy producer's write: the element in slot i (the slots follow the header, rte_ring_elem.h). */
void ro_rte_ring_set_slot(struct rte_ring *r, uint32_t i, uint32_t id) { ((uint32_t *)&r[1])[i] = id; }
