/* The shim's rte_ring calls in the ring's own mode (MP/MC, HTS, RTS), for the rings of ring.c. */
#include <stdint.h>

#include <rte_ring.h>
#include <rte_ring_elem.h>

#define RO_ESIZE 4

/*
 * Enqueue and dequeue, bulk or burst, through the calls that dispatch on the ring's own mode
 * (rte_ring_elem.h), for the rings of ro_rte_ring_new_sync: MP/MC, HTS or RTS as rte_ring_init
 * set them.
 */
uint32_t ro_rte_ring_enqueue_sync(struct rte_ring *r, const uint32_t *src, uint32_t n, int bulk, uint32_t *free_space)
{
	return bulk ? rte_ring_enqueue_bulk_elem(r, src, RO_ESIZE, n, free_space)
		    : rte_ring_enqueue_burst_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_dequeue_sync(struct rte_ring *r, uint32_t *dst, uint32_t n, int bulk, uint32_t *available)
{
	return bulk ? rte_ring_dequeue_bulk_elem(r, dst, RO_ESIZE, n, available)
		    : rte_ring_dequeue_burst_elem(r, dst, RO_ESIZE, n, available);
}
