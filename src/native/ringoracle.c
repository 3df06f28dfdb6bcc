/*
 * The shim the native profile loads through JNA: each function calls one helper of a library as
 * its Debian package installs it (DPDK 22.11 from libdpdk-dev, the Linux UAPI headers from
 * linux-libc-dev, Concurrency Kit 0.7.1 from libck-dev), fixing the types the Java side passes.
 * It computes nothing of its own beyond memory for the rings and mbuf chains it hands out, ck_ring's
 * batches built from its single operations, and where a pointer rte_pktmbuf_read returns lies.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ck_ring.h>
#include <linux/virtio_ring.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <rte_common.h>
#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_log.h>
#include <rte_mbuf.h>
#include <rte_mempool.h>
#include <rte_ring.h>
#include <rte_ring_elem.h>
#include <rte_version.h>

#include "mbuf_chain.h"

/* Keeps rte_ring_init's error log off stderr: the contracts try refused counts on purpose. */
__attribute__((constructor)) static void ro_quiet(void) { rte_log_set_global_level(RTE_LOG_EMERG); }

/* Which DPDK this is: rte_version() ("DPDK 22.11.11"). */
const char *ro_rte_version(void) { return rte_version(); }

/*
 * The file the dynamic linker loaded one of DPDK's libraries from (0 librte_eal, 1 librte_ring,
 * 2 librte_mempool, 3 librte_mbuf), found through one of its functions; NULL when unknown.
 */
const char *ro_loaded_from(int library)
{
	void *functions[] = {(void *)rte_eal_init, (void *)rte_ring_init, (void *)rte_mempool_calc_obj_size,
			(void *)rte_pktmbuf_pool_create};
	Dl_info info;
	if (library < 0 || library >= (int)RTE_DIM(functions) || dladdr(functions[library], &info) == 0)
		return NULL;
	return info.dli_fname;
}

/* DPDK alignment helpers, at uint32_t (rte_common.h). */

uint32_t ro_rte_align_ceil(uint32_t v, uint32_t a) { return RTE_ALIGN_CEIL(v, a); }
uint32_t ro_rte_align_floor(uint32_t v, uint32_t a) { return RTE_ALIGN_FLOOR(v, a); }
uint32_t ro_rte_align_mul_ceil(uint32_t v, uint32_t m) { return RTE_ALIGN_MUL_CEIL(v, m); }
uint32_t ro_rte_align_mul_floor(uint32_t v, uint32_t m) { return RTE_ALIGN_MUL_FLOOR(v, m); }
int ro_rte_is_power_of_2(uint32_t n) { return rte_is_power_of_2(n); }
uint32_t ro_rte_align32pow2(uint32_t x) { return rte_align32pow2(x); }
uint32_t ro_rte_align32prevpow2(uint32_t x) { return rte_align32prevpow2(x); }
uint64_t ro_rte_align64pow2(uint64_t x) { return rte_align64pow2(x); }
uint64_t ro_rte_align64prevpow2(uint64_t x) { return rte_align64prevpow2(x); }

/* rte_ring with 4-byte elements (rte_ring.h, rte_ring_elem.h), one producer and one consumer. */

#define RO_ESIZE 4

/* rte_ring_init on a header that is never used for elements: its return code and capacity. */
int ro_rte_ring_init_capacity(uint32_t count, uint32_t flags, uint32_t *capacity)
{
	struct rte_ring *header = aligned_alloc(RTE_CACHE_LINE_SIZE,
			RTE_ALIGN_CEIL(sizeof(struct rte_ring), RTE_CACHE_LINE_SIZE));
	if (header == NULL)
		return -1;
	int rc = rte_ring_init(header, "ringoracle", count, flags);
	*capacity = rc == 0 ? rte_ring_get_capacity(header) : 0;
	free(header);
	return rc;
}

/* The layout facts of this build: sizeof(struct rte_ring) and RTE_CACHE_LINE_SIZE. */
uint32_t ro_rte_ring_header_size(void) { return sizeof(struct rte_ring); }
uint32_t ro_rte_cache_line_size(void) { return RTE_CACHE_LINE_SIZE; }

ssize_t ro_rte_ring_get_memsize_elem(uint32_t esize, uint32_t count)
{
	return rte_ring_get_memsize_elem(esize, count);
}

/*
 * The synchronisation modes of rte_ring_core.h, as the shim's callers name them, with the
 * rte_ring_init flags that select each for both the producer and the consumer.
 */
enum ro_sync { RO_SYNC_ST, RO_SYNC_MT, RO_SYNC_MT_HTS, RO_SYNC_MT_RTS };

static uint32_t ro_sync_flags(uint32_t sync)
{
	switch (sync) {
	case RO_SYNC_ST:
		return RING_F_SP_ENQ | RING_F_SC_DEQ;
	case RO_SYNC_MT:
		return 0;
	case RO_SYNC_MT_HTS:
		return RING_F_MP_HTS_ENQ | RING_F_MC_HTS_DEQ;
	default:
		return RING_F_MP_RTS_ENQ | RING_F_MC_RTS_DEQ;
	}
}

/*
 * Puts head and tail of both sides at start, in the fields of the ring's mode: HTS keeps them as
 * one 64-bit pair, RTS as positions with update counters (set to 0, as rte_ring_init leaves them).
 */
static void ro_set_start(struct rte_ring *r, uint32_t start)
{
	switch (r->prod.sync_type) {
	case RTE_RING_SYNC_MT_HTS:
		r->hts_prod.ht.pos.head = r->hts_prod.ht.pos.tail = start;
		r->hts_cons.ht.pos.head = r->hts_cons.ht.pos.tail = start;
		break;
	case RTE_RING_SYNC_MT_RTS:
		r->rts_prod.head.val.pos = r->rts_prod.tail.val.pos = start;
		r->rts_prod.head.val.cnt = r->rts_prod.tail.val.cnt = 0;
		r->rts_cons.head.val.pos = r->rts_cons.tail.val.pos = start;
		r->rts_cons.head.val.cnt = r->rts_cons.tail.val.cnt = 0;
		break;
	default:
		r->prod.head = r->prod.tail = start;
		r->cons.head = r->cons.tail = start;
	}
}

/*
 * A ring over memory this shim allocates (as rte_ring_create_elem would, without a memzone):
 * rte_ring_init with the flags and those of the mode (enum ro_sync), then all four indices set
 * to start. NULL with *rc set when rte_ring_init refuses the count, or the flags with those of
 * the mode.
 */
struct rte_ring *ro_rte_ring_new_sync(uint32_t count, uint32_t flags, uint32_t sync, uint32_t start, int *rc)
{
	struct rte_ring probe;
	*rc = rte_ring_init(&probe, "ringoracle", count, flags);
	if (*rc != 0)
		return NULL;
	ssize_t size = rte_ring_get_memsize_elem(RO_ESIZE, rte_ring_get_size(&probe));
	if (size < 0) {
		*rc = (int)size;
		return NULL;
	}
	struct rte_ring *r = aligned_alloc(RTE_CACHE_LINE_SIZE, RTE_ALIGN_CEIL((size_t)size, RTE_CACHE_LINE_SIZE));
	if (r == NULL) {
		*rc = -1;
		return NULL;
	}
	*rc = rte_ring_init(r, "ringoracle", count, flags | ro_sync_flags(sync));
	if (*rc != 0) {
		free(r);
		return NULL;
	}
	ro_set_start(r, start);
	return r;
}

void ro_rte_ring_free(struct rte_ring *r) { free(r); }

uint32_t ro_rte_ring_enqueue_bulk(struct rte_ring *r, const uint32_t *src, uint32_t n, uint32_t *free_space)
{
	return rte_ring_sp_enqueue_bulk_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_enqueue_burst(struct rte_ring *r, const uint32_t *src, uint32_t n, uint32_t *free_space)
{
	return rte_ring_sp_enqueue_burst_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_dequeue_bulk(struct rte_ring *r, uint32_t *dst, uint32_t n, uint32_t *available)
{
	return rte_ring_sc_dequeue_bulk_elem(r, dst, RO_ESIZE, n, available);
}

uint32_t ro_rte_ring_dequeue_burst(struct rte_ring *r, uint32_t *dst, uint32_t n, uint32_t *available)
{
	return rte_ring_sc_dequeue_burst_elem(r, dst, RO_ESIZE, n, available);
}

/*
 * Enqueue and dequeue, bulk or burst, through the calls that dispatch on the ring's own mode
 * (rte_ring_elem.h), for the rings of ro_rte_ring_new_sync: MP/MC, HTS or RTS as rte_ring_init
 * set them.
 */
uint32_t ro_rte_ring_enqueue_sync(struct rte_ring *r, const uint32_t *src, uint32_t n, int bulk, uint32_t *free_space)
{
	return bulk ? rte_ring_enqueue_bulk_elem(r, src, RO_ESIZE, n, free_space)
		    : rte_ring_enqueue_burst_elem(r, src, RO_ESIZE, n, free_space);
}

uint32_t ro_rte_ring_dequeue_sync(struct rte_ring *r, uint32_t *dst, uint32_t n, int bulk, uint32_t *available)
{
	return bulk ? rte_ring_dequeue_bulk_elem(r, dst, RO_ESIZE, n, available)
		    : rte_ring_dequeue_burst_elem(r, dst, RO_ESIZE, n, available);
}

/* The modes rte_ring_init gave the two sides, as enum rte_ring_sync_type: producer's times 16 plus consumer's. */
uint32_t ro_rte_ring_sync_types(const struct rte_ring *r)
{
	return rte_ring_get_prod_sync_type(r) * 16 + rte_ring_get_cons_sync_type(r);
}

uint32_t ro_rte_ring_count(const struct rte_ring *r) { return rte_ring_count(r); }
uint32_t ro_rte_ring_free_count(const struct rte_ring *r) { return rte_ring_free_count(r); }
int ro_rte_ring_full(const struct rte_ring *r) { return rte_ring_full(r); }
int ro_rte_ring_empty(const struct rte_ring *r) { return rte_ring_empty(r); }
uint32_t ro_rte_ring_get_capacity(const struct rte_ring *r) { return rte_ring_get_capacity(r); }
uint32_t ro_rte_ring_get_size(const struct rte_ring *r) { return rte_ring_get_size(r); }
uint32_t ro_rte_ring_prod_tail(const struct rte_ring *r) { return r->prod.tail; }
uint32_t ro_rte_ring_cons_tail(const struct rte_ring *r) { return r->cons.tail; }

/* The element in slot i: the ring's elements follow its header (rte_ring_elem.h). */
uint32_t ro_rte_ring_slot(const struct rte_ring *r, uint32_t i) { return ((const uint32_t *)&r[1])[i]; }

/*
 * rte_mempool_calc_obj_size (rte_mempool.h): the size of one object for an element of elt_size
 * bytes. Without EAL's memory configuration the channel spreading uses DPDK's defaults.
 */
uint32_t ro_rte_mempool_calc_obj_size(uint32_t elt_size, uint32_t flags)
{
	struct rte_mempool_objsz sz;
	return rte_mempool_calc_obj_size(elt_size, flags, &sz);
}

uint32_t ro_rte_mempool_objhdr_size(void) { return sizeof(struct rte_mempool_objhdr); }

/* The virtio split ring (linux/virtio_ring.h). */

int ro_vring_need_event(uint16_t event_idx, uint16_t new_idx, uint16_t old)
{
	return vring_need_event(event_idx, new_idx, old);
}

uint32_t ro_vring_size(uint32_t num, unsigned long align) { return vring_size(num, align); }

/*
 * The used ring's offset as vring_init places it, over memory of vring_size bytes aligned to
 * 65536 (so to every power-of-two alignment up to that); -1 when that memory cannot be had.
 */
int64_t ro_vring_used_offset(uint32_t num, unsigned long align)
{
	void *p;
	unsigned int size = vring_size(num, align);
	if (posix_memalign(&p, 65536, size > 0 ? size : 1) != 0)
		return -1;
	struct vring vr;
	vring_init(&vr, num, p, align);
	int64_t offset = (int64_t)((uintptr_t)vr.used - (uintptr_t)p);
	free(p);
	return offset;
}

/*
 * The packed virtqueue's definitions (linux/virtio_ring.h), by number: 0 and 1 the AVAIL and USED
 * flag shifts, 2 to 4 the event flags ENABLE, DISABLE and DESC, 5 the wrap counter's bit in
 * off_wrap, 6 and 7 the sizes of struct vring_packed_desc and struct vring_packed_desc_event, 8
 * and 9 the offsets of their flags fields; -1 for any other number.
 */
int64_t ro_vring_packed(int which)
{
	switch (which) {
	case 0: return VRING_PACKED_DESC_F_AVAIL;
	case 1: return VRING_PACKED_DESC_F_USED;
	case 2: return VRING_PACKED_EVENT_FLAG_ENABLE;
	case 3: return VRING_PACKED_EVENT_FLAG_DISABLE;
	case 4: return VRING_PACKED_EVENT_FLAG_DESC;
	case 5: return VRING_PACKED_EVENT_F_WRAP_CTR;
	case 6: return sizeof(struct vring_packed_desc);
	case 7: return sizeof(struct vring_packed_desc_event);
	case 8: return offsetof(struct vring_packed_desc, flags);
	case 9: return offsetof(struct vring_packed_desc_event, flags);
	default: return -1;
	}
}

/*
 * Concurrency Kit's ck_ring (ck_ring.h), one producer and one consumer, each slot a pointer that
 * carries a 32-bit id. The ring and its buffer of size slots live together.
 */

struct ro_ck_ring {
	struct ck_ring ring;
	ck_ring_buffer_t *buffer;
};

/* ck_ring_capacity after ck_ring_init(size): nothing is allocated, so any size can be asked. */
uint32_t ro_ck_ring_init_capacity(uint32_t size)
{
	struct ck_ring ring;
	ck_ring_init(&ring, size);
	return ck_ring_capacity(&ring);
}

/* ck_ring_init(size) over a buffer of size slots, then c_head, p_tail and p_head set to start. */
struct ro_ck_ring *ro_ck_ring_new(uint32_t size, uint32_t start)
{
	struct ro_ck_ring *r = calloc(1, sizeof(*r));
	if (r == NULL)
		return NULL;
	r->buffer = calloc(size > 0 ? size : 1, sizeof(ck_ring_buffer_t));
	if (r->buffer == NULL) {
		free(r);
		return NULL;
	}
	ck_ring_init(&r->ring, size);
	r->ring.c_head = r->ring.p_tail = r->ring.p_head = start;
	return r;
}

void ro_ck_ring_free(struct ro_ck_ring *r)
{
	free(r->buffer);
	free(r);
}

/* The entries a ring holds at most, as ck_ring_capacity(3) states: its capacity less one. */
static uint32_t ro_ck_ring_room(const struct ro_ck_ring *r)
{
	return ck_ring_capacity(&r->ring) - 1 - ck_ring_size(&r->ring);
}

/*
 * n ids enqueued one ck_ring_enqueue_spsc at a time until one is refused; with all_or_nothing,
 * none unless ck_ring_size leaves room for all n. Returns the ids enqueued; *free_space the room
 * left after them.
 */
uint32_t ro_ck_ring_enqueue(struct ro_ck_ring *r, const uint32_t *ids, uint32_t n, int all_or_nothing,
		uint32_t *free_space)
{
	uint32_t k = 0;
	if (!all_or_nothing || n <= ro_ck_ring_room(r))
		while (k < n && ck_ring_enqueue_spsc(&r->ring, r->buffer, (void *)(uintptr_t)ids[k]))
			k++;
	*free_space = ro_ck_ring_room(r);
	return k;
}

/*
 * Up to n ids dequeued one ck_ring_dequeue_spsc at a time until one is refused; with
 * all_or_nothing, none unless ck_ring_size holds n. Returns the ids dequeued; *available the
 * entries left.
 */
uint32_t ro_ck_ring_dequeue(struct ro_ck_ring *r, uint32_t *ids, uint32_t n, int all_or_nothing,
		uint32_t *available)
{
	uint32_t k = 0;
	void *entry;
	if (!all_or_nothing || n <= ck_ring_size(&r->ring))
		while (k < n && ck_ring_dequeue_spsc(&r->ring, r->buffer, &entry))
			ids[k++] = (uint32_t)(uintptr_t)entry;
	*available = ck_ring_size(&r->ring);
	return k;
}

uint32_t ro_ck_ring_size(const struct ro_ck_ring *r) { return ck_ring_size(&r->ring); }
uint32_t ro_ck_ring_capacity(const struct ro_ck_ring *r) { return ck_ring_capacity(&r->ring); }
uint32_t ro_ck_ring_c_head(const struct ro_ck_ring *r) { return r->ring.c_head; }
uint32_t ro_ck_ring_p_tail(const struct ro_ck_ring *r) { return r->ring.p_tail; }
uint32_t ro_ck_ring_slot(const struct ro_ck_ring *r, uint32_t i) { return (uint32_t)(uintptr_t)r->buffer[i].value; }

/* An mbuf chain in ordinary memory (mbuf_chain.h). */
struct rte_mbuf *ro_mbuf_chain(const uint8_t *data, const uint16_t *lens, uint16_t n) { return ro_chain_of(data, lens, n); }

void ro_mbuf_chain_free(struct rte_mbuf *m) { ro_chain_free(m); }

uint32_t ro_mbuf_pkt_len(const struct rte_mbuf *m) { return rte_pktmbuf_pkt_len(m); }

/* What ro_pktmbuf_read found. */
#define RO_READ_NULL (-1)     /* rte_pktmbuf_read returned NULL */
#define RO_READ_OUTSIDE (-2)  /* it returned a pointer whose len bytes are not all in one segment's data nor in buf */
#define RO_READ_CRASHED (-3)  /* the call was killed by a signal, *sig */
#define RO_READ_UNRUN (-4)    /* no child or memory to run it in */

/* One rte_pktmbuf_read and where its answer lies, shared between the caller and its child. */
struct ro_read {
	const struct rte_mbuf *m;
	uint32_t off, len, cap;
	void *buf;
	uint8_t *out;
	int64_t result;
};

/* The child: calls rte_pktmbuf_read and classifies the pointer it returns. */
static int ro_read_child(void *arg)
{
	struct ro_read *job = arg;
	/* The caller's handlers (a JVM's) must not treat the child's fault as their own. */
	signal(SIGSEGV, SIG_DFL);
	signal(SIGBUS, SIG_DFL);
	const uint8_t *p = rte_pktmbuf_read(job->m, job->off, job->len, job->buf);
	int64_t result = RO_READ_OUTSIDE;
	if (p == NULL) {
		result = RO_READ_NULL;
	} else if (job->len <= job->cap) {
		if (p == job->buf || ro_chain_holds(job->m, p, job->len)) {
			memcpy(job->out, p, job->len);
			result = job->len;
		}
	}
	job->result = result;
	return 0;
}

/*
 * rte_pktmbuf_read(m, off, len, buf) in a child that shares the caller's memory (clone with
 * CLONE_VM, no copy of the address space) but not its signal handlers, so that a read that runs
 * off the chain kills the child and not the caller. buf has room for len bytes (reserved, not
 * touched unless written). Returns len with the bytes read in out (which has room for cap bytes)
 * when the pointer returned is buf or lies in one segment's data with all len bytes; else an
 * RO_READ_ code, *sig the signal that ended a crashed child.
 */
int64_t ro_pktmbuf_read(const struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *out, uint32_t cap, int *sig)
{
	const size_t stack_size = 1 << 20;
	size_t room = len > 0 ? len : 1;
	struct ro_read job = {.m = m, .off = off, .len = len, .cap = cap, .out = out, .result = RO_READ_UNRUN};
	*sig = 0;
	job.buf = mmap(NULL, room, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	void *stack = mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
	if (job.buf != MAP_FAILED && stack != MAP_FAILED) {
		int status;
		pid_t pid = clone(ro_read_child, (char *)stack + stack_size, CLONE_VM | SIGCHLD, &job);
		if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFSIGNALED(status)) {
			*sig = WTERMSIG(status);
			job.result = RO_READ_CRASHED;
		}
	}
	if (stack != MAP_FAILED)
		munmap(stack, stack_size);
	if (job.buf != MAP_FAILED)
		munmap(job.buf, room);
	return job.result;
}

/*
 * rte_pktmbuf_copy needs a mempool, and a mempool needs EAL: started once, without hugepages, PCI
 * or shared files, on lcore 0 with 64 MB, then one pool of 511 mbufs of the default buffer size.
 * EAL sets the CPU affinity of the thread that calls this (the mempool/ring driver is linked into
 * the shim, see build.sh). Returns 0, or the negative rte_errno;
 * ro_eal_log_text() then holds EAL's error messages.
 */
static struct rte_mempool *ro_pool;

/* What EAL logged while it started (errors only), so that a failure can be shown with its reason. */
static char *ro_eal_log;
static size_t ro_eal_log_size;

const char *ro_eal_log_text(void) { return ro_eal_log != NULL ? ro_eal_log : ""; }

int ro_eal_pool(void)
{
	if (ro_pool != NULL)
		return 0;
	char *argv[] = {"ringoracle", "--no-huge", "--no-pci", "--no-shconf", "-l", "0", "-m", "64", "--log-level=4", NULL};
	int argc = 9;
	FILE *log = open_memstream(&ro_eal_log, &ro_eal_log_size);
	if (log != NULL)
		rte_openlog_stream(log);
	int rc = rte_eal_init(argc, argv) < 0 ? -rte_errno : 0;
	if (rc == 0) {
		ro_pool = rte_pktmbuf_pool_create("ringoracle", 511, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE, SOCKET_ID_ANY);
		rc = ro_pool != NULL ? 0 : -rte_errno;
	}
	rte_log_set_global_level(RTE_LOG_EMERG);
	if (log != NULL)
		fflush(log);
	return rc;
}

/*
 * rte_pktmbuf_copy(m, pool, off, len): RO_READ_NULL when it returns NULL; else the copy's pkt_len,
 * with its bytes in out (which has room for cap bytes), or RO_READ_OUTSIDE when it holds more than
 * cap. The copy goes back to the pool.
 */
int64_t ro_pktmbuf_copy(const struct rte_mbuf *m, uint32_t off, uint32_t len, uint8_t *out, uint32_t cap)
{
	struct rte_mbuf *copy = rte_pktmbuf_copy(m, ro_pool, off, len);
	if (copy == NULL)
		return RO_READ_NULL;
	int64_t result = copy->pkt_len;
	if (copy->pkt_len > cap) {
		result = RO_READ_OUTSIDE;
	} else {
		uint32_t done = 0;
		for (const struct rte_mbuf *seg = copy; seg != NULL; seg = seg->next) {
			memcpy(out + done, rte_pktmbuf_mtod(seg, const uint8_t *), seg->data_len);
			done += seg->data_len;
		}
	}
	rte_pktmbuf_free(copy);
	return result;
}
