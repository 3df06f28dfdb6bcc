/* F-16: DPDK's alignment helpers wrap near 2^32 and take an alignment of 0 (SIZE-1, SIZE-4, SIZE-5). */
#include <stdint.h>
#include <rte_common.h>
#include "finding.h"

/* Through functions, so that the compiler cannot fold the macros at compile time. */
static uint32_t ceil32(uint32_t v, uint32_t a) { return RTE_ALIGN_CEIL(v, a); }
static uint32_t mul_ceil32(uint32_t v, uint32_t m) { return RTE_ALIGN_MUL_CEIL(v, m); }

int main(int argc, char **argv)
{
	(void)argv;
	volatile uint32_t top = 0xFFFFFFFFu, five = 5, zero = (uint32_t)(argc - 1), two = 2;
	uint32_t ceil_top = ceil32(top, two), ceil_zero = ceil32(five, zero), mul_top = mul_ceil32(top, two);
	uint32_t pow0 = rte_align32pow2(zero), pow_top = rte_align32pow2(0x80000001u);
	return ro_report("F-16", ceil_top == 0 && ceil_zero == 0 && mul_top == 0 && pow0 == 0 && pow_top == 0, 0,
			"SIZE-1, SIZE-4, SIZE-5: a result that does not fit in 32 bits, and an alignment of 0, are refused;"
			" the next power of two of 0 is 1 (these helpers cannot refuse, so no fix keeps their API)",
			"RTE_ALIGN_CEIL(4294967295, 2) = %u, RTE_ALIGN_CEIL(5, 0) = %u, RTE_ALIGN_MUL_CEIL(4294967295, 2) = %u,"
			" rte_align32pow2(0) = %u, rte_align32pow2(2^31 + 1) = %u", ceil_top, ceil_zero, mul_top, pow0, pow_top);
}
