package org.ringoracle.ring.contract;

/** One step of a generated two-phase ring run (specs/two-phase.md), printed as in a counterexample. */
public sealed interface TwoPhaseOp {

    /** Whether the step belongs to the producer's side. */
    boolean enqueue();

    /** A plain enqueue or dequeue ({@link RingOp}). */
    record Plain(RingOp op) implements TwoPhaseOp {
        @Override
        public boolean enqueue() {
            return op instanceof RingOp.Enqueue;
        }

        @Override
        public String toString() {
            return op.toString();
        }
    }

    /**
     * A start of {@code n}, bulk or burst, peek or zero-copy: {@code enqStart[3]},
     * {@code deqZcBurstStart(5)}.
     */
    record Start(boolean enqueue, int n, boolean bulk, boolean zc) implements TwoPhaseOp {
        @Override
        public String toString() {
            String name = (zc ? "Zc" : "") + (bulk ? "Bulk" : "Burst") + "Start";
            return enqueue ? "enq" + name + "[" + n + "]" : "deq" + name + "(" + n + ")";
        }
    }

    /**
     * A finish of {@code m}, or of what the open start took when that is less: {@code enqFinish(2)}
     * finishes {@code min(2, reserved)}.
     */
    record Finish(boolean enqueue, int m) implements TwoPhaseOp {
        @Override
        public String toString() {
            return (enqueue ? "enqFinish(" : "deqFinish(") + m + ")";
        }
    }
}
