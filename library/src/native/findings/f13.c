/* F-13: rte_ring_init accepts count 0: a ring of no slots that reports capacity 4294967295 (RING-1). */
#include <stdlib.h>
#include <rte_ring.h>
#include "finding.h"

int main(void)
{
	struct rte_ring *r = aligned_alloc(RTE_CACHE_LINE_SIZE, RTE_ALIGN_CEIL(sizeof(*r), RTE_CACHE_LINE_SIZE));
	int rc = rte_ring_init(r, "f13", 0, 0);
	unsigned int capacity = rc == 0 ? rte_ring_get_capacity(r) : 0;
	free(r);
	return ro_report("F-13", rc == 0 && capacity == 0xFFFFFFFFu, rc < 0,
			"RING-1: a count is a power of two from 2 to 2^30; count 0 is refused",
			"rte_ring_init(count 0, flags 0) = %d, capacity %u", rc, capacity);
}
