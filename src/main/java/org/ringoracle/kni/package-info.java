/**
 * The KNI alloc_q refill and the loop around it (specs/kni-refill.md).
 *
 * <p>{@link org.ringoracle.kni.KniLoop} models one KNI device: a finite mbuf pool, the kernel
 * taking buffers from alloc_q to send packets through tx_q, and the application's rx_burst, which
 * takes those packets and refills alloc_q. What a refill does is decided by a
 * {@link org.ringoracle.kni.RefillPolicy}; {@link org.ringoracle.kni.IntentRefill} is the intent.
 */
package org.ringoracle.kni;
