/**
 * The KNI contracts: the clauses of specs/kni-refill.md checked one step at a time and over long
 * random runs of {@link org.ringoracle.kni.KniLoop}. Extend
 * {@link org.ringoracle.kni.contract.RefillContract} with your {@link org.ringoracle.kni.RefillPolicy},
 * {@link org.ringoracle.kni.contract.ReceiveContract} with your {@link org.ringoracle.kni.ReceivePolicy}.
 */
package org.ringoracle.kni.contract;
