/* F-20: rte_pktmbuf_read wraps offset + length, so a read far beyond the packet returns a pointer (PKT-2). */
#include <string.h>
#include "read_child.h"
#include "finding.h"

int main(void)
{
	const uint8_t bytes[] = {1, 2, 3, 4, 5, 6, 7, 8};
	const uint16_t empty_len[] = {0}, two_lens[] = {4, 4};
	struct rte_mbuf *empty = ro_chain_of(bytes, empty_len, 1), *two = ro_chain_of(bytes, two_lens, 2);
	char a[64], b[64], c[64];
	ro_read_in_child(empty, 1, 0xFFFFFFFFu, a, sizeof(a));
	ro_read_in_child(two, 6, 0xFFFFFFFFu, b, sizeof(b));
	ro_read_in_child(two, 10, 0xFFFFFFFBu, c, sizeof(c));
	const char *outside = "returned a pointer outside the data", *null = "returned NULL";
	return ro_report("F-20", !strcmp(a, outside) && !strcmp(b, outside) && !strncmp(c, "died", 4),
			!strcmp(a, null) && !strcmp(b, null) && !strcmp(c, null),
			"PKT-2: a range is read only when off + len, without wrapping, is at most pkt_len; otherwise NULL",
			"of segments [0 bytes]: read(off 1, len 4294967295) %s; of [1 2 3 4] [5 6 7 8]: read(off 6, len"
			" 4294967295) %s, read(off 10, len 4294967291) %s", a, b, c);
}
