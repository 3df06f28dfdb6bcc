/* F-23: rte_ring_get_memsize_elem sizes rings of elements above 65536 bytes (RING-14). */
#include <rte_ring.h>
#include <rte_ring_elem.h>
#include "finding.h"

int main(void)
{
	ssize_t sized = RTE_ALIGN_CEIL((ssize_t)sizeof(struct rte_ring) + 65540, RTE_CACHE_LINE_SIZE);
	ssize_t size = rte_ring_get_memsize_elem(65540, 1);
	return ro_report("F-23", size == sized, size < 0,
			"RING-14: an element size that is a multiple of 4 from 4 to 65536; others are refused",
			"rte_ring_get_memsize_elem(esize 65540, count 1) = %zd", size);
}
