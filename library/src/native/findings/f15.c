/* F-15: rte_ring_get_memsize_elem sizes a ring of count 0 and of element size 0 (RING-14). */
#include <rte_ring.h>
#include <rte_ring_elem.h>
#include "finding.h"

int main(void)
{
	ssize_t header = sizeof(struct rte_ring);
	ssize_t none = rte_ring_get_memsize_elem(0, 0);
	ssize_t no_count = rte_ring_get_memsize_elem(8, 0);
	return ro_report("F-15", none == header && no_count == header, none < 0 && no_count < 0,
			"RING-14: an element size from 4 and a power-of-two count from 1; others are refused",
			"rte_ring_get_memsize_elem(esize 0, count 0) = %zd, (esize 8, count 0) = %zd (the header is %zd)",
			none, no_count, header);
}
