/* F-10: rte_ring_init in normal mode accepts count 1, a ring whose capacity is 0 (RING-1). */
#include <stdlib.h>
#include <rte_ring.h>
#include "finding.h"

int main(void)
{
	struct rte_ring *r = aligned_alloc(RTE_CACHE_LINE_SIZE, RTE_ALIGN_CEIL(sizeof(*r), RTE_CACHE_LINE_SIZE));
	int rc = rte_ring_init(r, "f10", 1, 0);
	unsigned int capacity = rc == 0 ? rte_ring_get_capacity(r) : 0;
	free(r);
	return ro_report("F-10", rc == 0 && capacity == 0, rc < 0,
			"RING-1: a count is a power of two from 2 to 2^30; count 1 is refused",
			"rte_ring_init(count 1, flags 0) = %d, capacity %u", rc, capacity);
}
