/*
 * The shim's mempool and mbuf part (rte_mempool.h, rte_mbuf.h): object sizes, mbuf chains in
 * ordinary memory, rte_pktmbuf_read in a child, EAL and one pool for rte_pktmbuf_copy; and which
 * files DPDK's libraries were loaded from.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
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

#include "../mbuf_chain.h"

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
