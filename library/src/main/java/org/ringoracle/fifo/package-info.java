/**
 * Masked fifos with one slot always empty, as used between a DPDK application and the KNI
 * kernel module (specs/fifo.md).
 *
 * <p>{@link org.ringoracle.fifo.Fifo} is what the contract checks;
 * {@link org.ringoracle.fifo.MaskedFifo} is the optimised implementation.
 */
package org.ringoracle.fifo;
