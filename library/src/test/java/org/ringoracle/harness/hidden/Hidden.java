package org.ringoracle.harness.hidden;

import org.ringoracle.harness.Property;

/** Hands out a contract-shaped object whose class code outside this package cannot access. */
public final class Hidden {

    private Hidden() {
    }

    private static final class Contract {
        @Property
        public void p() {
        }
    }

    /** An instance of a class that is private to this package. */
    public static Object contract() {
        return new Contract();
    }
}
