/*
 * The vector variants of ixgbe's transmit path (DPDK drivers/net/ixgbe/ixgbe_rxtx_vec_*.c), which
 * the driver's queue setup names: compiled in so that the shim has them, never called, since
 * ixgbe_tx.c limits SIMD to 64 bits before it sets a queue up.
 */
#define ALLOW_EXPERIMENTAL_API
#define ALLOW_INTERNAL_API
#if defined(RTE_ARCH_X86)
#include "ixgbe/ixgbe_rxtx_vec_sse.c"
#elif defined(RTE_ARCH_ARM64)
#include "ixgbe/ixgbe_rxtx_vec_neon.c"
#endif
