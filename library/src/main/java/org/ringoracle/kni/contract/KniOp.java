package org.ringoracle.kni.contract;

/** One step of a generated KNI run, printed as in a counterexample. */
public sealed interface KniOp {

    /** {@code kernel(n)}: the kernel sends up to n packets (alloc_q to tx_q). */
    record Kernel(int n) implements KniOp {
        @Override
        public String toString() {
            return "kernel(" + n + ")";
        }
    }

    /** {@code kernel-rx}: the kernel's receive step (rx_q to free_q). */
    record KernelRx() implements KniOp {
        @Override
        public String toString() {
            return "kernel-rx";
        }
    }

    /** {@code rx(n)}: the application's rx_burst for up to n packets. */
    record Rx(int n) implements KniOp {
        @Override
        public String toString() {
            return "rx(" + n + ")";
        }
    }

    /** {@code tx(n)}: the application's tx_burst of up to n of its mbufs. */
    record Tx(int n) implements KniOp {
        @Override
        public String toString() {
            return "tx(" + n + ")";
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
