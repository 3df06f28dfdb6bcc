package org.ringoracle.fifo.contract;

/**
 * One step of a generated fifo run, printed as in a counterexample: {@code put[3]} offers a batch
 * of three fresh elements, {@code get(2)} asks for up to two.
 */
public sealed interface FifoOp {

    /** The batch size asked for. */
    int num();

    /** Offers {@code num} fresh elements. */
    record Put(int num) implements FifoOp {
        @Override
        public String toString() {
            return "put[" + num + "]";
        }
    }

    /** Asks for up to {@code num} elements. */
    record Get(int num) implements FifoOp {
        @Override
        public String toString() {
            return "get(" + num + ")";
        }
    }
}
