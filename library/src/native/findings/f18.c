/* F-18: rte_mempool_calc_obj_size gives a 64-byte object for elements near 2^32 (SIZE-10). */
#include <rte_mempool.h>
#include "finding.h"

int main(void)
{
	struct rte_mempool_objsz sz;
	uint32_t top = rte_mempool_calc_obj_size(0xFFFFFFFFu, 0, &sz);
	uint32_t below = rte_mempool_calc_obj_size(0xFFFFFFF8u, 0, &sz);
	return ro_report("F-18", top == 64 && below == 64, 0,
			"SIZE-10: the object holds the element; a size beyond 32 bits cannot be returned and must not be"
			" (the function returns a uint32_t, so it has no way to refuse)",
			"rte_mempool_calc_obj_size(0xFFFFFFFF) = %u, rte_mempool_calc_obj_size(0xFFFFFFF8) = %u", top, below);
}
