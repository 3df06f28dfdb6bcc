/* F-19: ck_ring_init takes every size, including 0 and sizes that are no power of two (RING-16). */
#include <ck_ring.h>
#include "finding.h"

int main(void)
{
	struct ck_ring zero, three;
	ck_ring_init(&zero, 0);
	ck_ring_init(&three, 3);
	unsigned int c0 = ck_ring_capacity(&zero), c3 = ck_ring_capacity(&three);
	return ro_report("F-19", c0 == 0 && c3 == 3, 0,
			"RING-16 (ck_ring_init's manual): a size that is a power of two of at least 4; others refused"
			" (ck_ring_init returns nothing, so it cannot refuse)",
			"ck_ring_capacity after ck_ring_init(0) = %u, after ck_ring_init(3) = %u", c0, c3);
}
