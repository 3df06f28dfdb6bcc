/**
 * The KNI refill contract: the clauses of specs/kni-refill.md checked one refill at a time and
 * over long random runs of {@link org.ringoracle.kni.KniLoop}. Extend
 * {@link org.ringoracle.kni.contract.RefillContract} with your {@link org.ringoracle.kni.RefillPolicy}.
 */
package org.ringoracle.kni.contract;
