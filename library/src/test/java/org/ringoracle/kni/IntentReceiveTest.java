package org.ringoracle.kni;

import org.ringoracle.kni.contract.ReceiveContract;

/** The intended receive step against every receive property. */
class IntentReceiveTest extends ReceiveContract {

    @Override
    protected ReceivePolicy policy() {
        return new IntentReceive();
    }
}
