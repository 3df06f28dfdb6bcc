/**
 * Rings whose indices run freely modulo 2^w and are masked only on access (specs/ring.md): a
 * DPDK rte_ring-style ring (normal and exact-size), a Linux kfifo-style fifo, and a virtio-style
 * ring with 16-bit indices, all behind {@link org.ringoracle.ring.Ring}.
 */
package org.ringoracle.ring;
