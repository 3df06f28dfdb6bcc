/* F-21: rte_pktmbuf_read of 0 bytes at the end of a segmented packet runs off the chain (PKT-2). */
#include <string.h>
#include "read_child.h"
#include "finding.h"

int main(void)
{
	const uint8_t bytes[] = {1, 2, 3, 4, 5, 6, 7, 8};
	const uint16_t lens[] = {4, 4};
	struct rte_mbuf *two = ro_chain_of(bytes, lens, 2);
	char said[64];
	ro_read_in_child(two, 8, 0, said, sizeof(said));
	return ro_report("F-21", !strncmp(said, "died", 4), !strcmp(said, "returned 0 bytes"),
			"PKT-2: a read of 0 bytes at any offset up to pkt_len is within the packet and returns no bytes",
			"of segments [1 2 3 4] [5 6 7 8]: read(off 8, len 0) %s", said);
}
