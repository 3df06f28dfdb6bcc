/*
 * An mbuf chain in ordinary memory (rte_mbuf_core.h): segment i holds lens[i] bytes copied from
 * data, after a headroom of RTE_PKTMBUF_HEADROOM; the first carries nb_segs and pkt_len, the sum.
 * Only the fields rte_pktmbuf_read and rte_pktmbuf_copy look at are set; no mempool owns these
 * mbufs. Used by the shim and by the reproducers of findings/.
 */
#ifndef RO_MBUF_CHAIN_H
#define RO_MBUF_CHAIN_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <rte_mbuf.h>

static inline struct rte_mbuf *ro_chain_of(const uint8_t *data, const uint16_t *lens, uint16_t n)
{
	struct rte_mbuf *m = calloc(n, sizeof(struct rte_mbuf));
	if (m == NULL || n == 0) {
		free(m);
		return NULL;
	}
	uint32_t pkt_len = 0;
	for (uint16_t i = 0; i < n; i++) {
		m[i].buf_addr = malloc(RTE_PKTMBUF_HEADROOM + (size_t)lens[i]);
		m[i].buf_len = RTE_PKTMBUF_HEADROOM + lens[i];
		m[i].data_off = RTE_PKTMBUF_HEADROOM;
		m[i].data_len = lens[i];
		m[i].next = i + 1 < n ? &m[i + 1] : NULL;
		if (m[i].buf_addr != NULL)
			memcpy((char *)m[i].buf_addr + RTE_PKTMBUF_HEADROOM, data + pkt_len, lens[i]);
		pkt_len += lens[i];
	}
	m[0].nb_segs = n;
	m[0].pkt_len = pkt_len;
	return m;
}

static inline void ro_chain_free(struct rte_mbuf *m)
{
	for (uint16_t i = 0, n = m[0].nb_segs; i < n; i++)
		free(m[i].buf_addr);
	free(m);
}

/* Whether len bytes at p lie in one segment's data of chain m. */
static inline int ro_chain_holds(const struct rte_mbuf *m, const uint8_t *p, uint32_t len)
{
	for (const struct rte_mbuf *seg = m; seg != NULL; seg = seg->next) {
		const uint8_t *start = rte_pktmbuf_mtod(seg, const uint8_t *);
		if (p >= start && (uint64_t)(p - start) + len <= seg->data_len)
			return 1;
	}
	return 0;
}

#endif
