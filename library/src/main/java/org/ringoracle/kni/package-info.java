/**
 * The KNI device loop of specs/kni-refill.md.
 *
 * <p>{@link org.ringoracle.kni.KniLoop} models one KNI device: a finite mbuf pool, the kernel
 * taking buffers from alloc_q to send packets through tx_q, the application's rx_burst, which
 * takes those packets and refills alloc_q, and the other direction: tx_burst putting packets into
 * rx_q and freeing what the kernel returned through free_q. What a refill does is decided by a
 * {@link org.ringoracle.kni.RefillPolicy} ({@link org.ringoracle.kni.IntentRefill} is the intent),
 * what the kernel's receive step does by a {@link org.ringoracle.kni.ReceivePolicy}
 * ({@link org.ringoracle.kni.IntentReceive}).
 */
package org.ringoracle.kni;
