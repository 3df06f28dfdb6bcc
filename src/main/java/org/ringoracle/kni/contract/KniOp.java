package org.ringoracle.kni.contract;

/** One step of a generated KNI run, printed as in a counterexample. */
public sealed interface KniOp {

    /** The count the step is given. */
    int n();

    /** {@code kernel(n)}: the kernel sends up to n packets. */
    record Kernel(int n) implements KniOp {
        @Override
        public String toString() {
            return "kernel(" + n + ")";
        }
    }

    /** {@code rx(n)}: the application's rx_burst for up to n packets. */
    record Rx(int n) implements KniOp {
        @Override
        public String toString() {
            return "rx(" + n + ")";
        }
    }

    /** {@code free(n)}: the application frees up to n of its mbufs. */
    record Free(int n) implements KniOp {
        @Override
        public String toString() {
            return "free(" + n + ")";
        }
    }

    /** {@code take(n)}: the application allocates up to n mbufs for its own use. */
    record Take(int n) implements KniOp {
        @Override
        public String toString() {
            return "take(" + n + ")";
        }
    }
}
