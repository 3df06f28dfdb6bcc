/*
 * The shim the native profile loads through JNA: each function calls one helper of a library as
 * its Debian package installs it (DPDK 22.11 from libdpdk-dev, the Linux UAPI headers from
 * linux-libc-dev, Concurrency Kit 0.7.1 from libck-dev), fixing the types the Java side passes.
 * It computes nothing of its own beyond memory for the rings and mbuf chains it hands out, ck_ring's
 * batches built from its single operations, and where a pointer rte_pktmbuf_read returns lies.
 *
 * The shim is in parts, a file each (this directory), each compiled into an object of its own,
 * so that the C mutation analysis recompiles for a header's mutant only the parts its judges call.
 * This one: which DPDK this is, its alignment helpers (rte_common.h), and its log kept quiet.
 */
#include <stdint.h>

#include <rte_common.h>
#include <rte_log.h>
#include <rte_version.h>

/* Keeps rte_ring_init's error log off stderr: the contracts try refused counts on purpose. */
__attribute__((constructor)) static void ro_quiet(void) { rte_log_set_global_level(RTE_LOG_EMERG); }

/* Which DPDK this is: rte_version() ("DPDK 22.11.11"). */
const char *ro_rte_version(void) { return rte_version(); }

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
