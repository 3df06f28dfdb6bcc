/*
 * F-22: rte_pktmbuf_copy refuses a copy at the end of the packet (PKT-4). Needs EAL: started
 * without hugepages, PCI or shared files; further EAL options (such as -d with the mempool/ring
 * driver of a DPDK built in a tree of its own) may be given on the command line.
 */
#include <rte_eal.h>
#include <rte_errno.h>
#include "../mbuf_chain.h"
#include "finding.h"

int main(int argc, char **argv)
{
	char *args[32] = {"f22", "--no-huge", "--no-pci", "--no-shconf", "-l", "0", "-m", "64", "--log-level=1"};
	int n = 9;
	for (int i = 1; i < argc && n < 31; i++)
		args[n++] = argv[i];
	if (rte_eal_init(n, args) < 0) {
		printf("F-22 not run: EAL did not start (rte_errno %d)\n", rte_errno);
		return 2;
	}
	struct rte_mempool *pool = rte_pktmbuf_pool_create("f22", 63, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
	if (pool == NULL) {
		printf("F-22 not run: no mempool (rte_errno %d)\n", rte_errno);
		return 2;
	}
	const uint8_t bytes[] = {1, 2, 3, 4, 5, 6, 7, 8};
	const uint16_t lens[] = {4, 4};
	struct rte_mbuf *two = ro_chain_of(bytes, lens, 2);
	struct rte_mbuf *copy = rte_pktmbuf_copy(two, pool, 8, 0);
	int code = ro_report("F-22", copy == NULL, copy != NULL && copy->pkt_len == 0,
			"PKT-4: NULL only when the packet has fewer bytes than the offset; at the end the copy is an empty packet",
			"of segments [1 2 3 4] [5 6 7 8]: copy(off 8, len 0) returned %s",
			copy == NULL ? "NULL" : copy->pkt_len == 0 ? "an empty packet" : "a packet that is not empty");
	if (copy != NULL)
		rte_pktmbuf_free(copy);
	ro_chain_free(two);
	rte_eal_cleanup();
	return code;
}
