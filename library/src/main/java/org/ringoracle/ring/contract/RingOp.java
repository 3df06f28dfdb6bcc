package org.ringoracle.ring.contract;

/** One step of a generated ring run, printed as in a counterexample. */
public sealed interface RingOp {

    /** The batch size. */
    int n();

    /** Whether the step moves all or nothing (bulk) rather than as many as it can (burst). */
    boolean bulk();

    /** {@code enqBulk[n]} or {@code enqBurst[n]}: offers n fresh elements. */
    record Enqueue(int n, boolean bulk) implements RingOp {
        @Override
        public String toString() {
            return (bulk ? "enqBulk[" : "enqBurst[") + n + "]";
        }
    }

    /** {@code deqBulk(n)} or {@code deqBurst(n)}: asks for n elements. */
    record Dequeue(int n, boolean bulk) implements RingOp {
        @Override
        public String toString() {
            return (bulk ? "deqBulk(" : "deqBurst(") + n + ")";
        }
    }
}
