/* F-14: rte_ring_init with RING_F_EXACT_SZ makes no range check (RING-2). */
#include <stdlib.h>
#include <rte_ring.h>
#include "finding.h"

int main(void)
{
	const unsigned int counts[] = {0, 1u << 30, 0xFFFFFFFFu};
	const unsigned int capacities[] = {0, 1u << 30, 0xFFFFFFFFu};
	struct rte_ring *r = aligned_alloc(RTE_CACHE_LINE_SIZE, RTE_ALIGN_CEIL(sizeof(*r), RTE_CACHE_LINE_SIZE));
	int rc[3];
	unsigned int capacity[3];
	int present = 1, fixed = 1;
	for (int i = 0; i < 3; i++) {
		rc[i] = rte_ring_init(r, "f14", counts[i], RING_F_EXACT_SZ);
		capacity[i] = rc[i] == 0 ? rte_ring_get_capacity(r) : 0;
		present = present && rc[i] == 0 && capacity[i] == capacities[i];
		fixed = fixed && rc[i] < 0;
	}
	free(r);
	return ro_report("F-14", present, fixed, "RING-2: a count from 1 to 2^30 - 1; others are refused",
			"rte_ring_init(count 0 / 2^30 / 4294967295, RING_F_EXACT_SZ) = %d / %d / %d, capacity %u / %u / %u",
			rc[0], rc[1], rc[2], capacity[0], capacity[1], capacity[2]);
}
