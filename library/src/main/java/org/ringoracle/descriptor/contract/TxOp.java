package org.ringoracle.descriptor.contract;

/** One step of a generated descriptor-ring run, printed as in a counterexample. */
public sealed interface TxOp {

    /** {@code post(n)}: the driver posts up to n descriptors. */
    record Post(int n) implements TxOp {
        @Override
        public String toString() {
            return "post(" + n + ")";
        }
    }

    /** {@code done(k)}: the device completes the k oldest pending descriptors, or all if fewer are pending. */
    record Done(int k) implements TxOp {
        @Override
        public String toString() {
            return "done(" + k + ")";
        }
    }
}
