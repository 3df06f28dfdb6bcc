package org.ringoracle.kni;

import org.ringoracle.kni.contract.RefillContract;

/** The intended refill against every refill property. */
class IntentRefillTest extends RefillContract {

    @Override
    protected RefillPolicy policy() {
        return new IntentRefill();
    }
}
