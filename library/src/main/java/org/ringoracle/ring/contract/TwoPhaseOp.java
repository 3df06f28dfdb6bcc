package org.ringoracle.ring.contract;

import org.ringoracle.ring.Regions;
import org.ringoracle.ring.TwoPhaseRing;

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

        /**
         * Makes this start on {@code ring}: a dequeue peek copies what it shows into {@code shown}, a
         * zero-copy start fills {@code regions}.
         *
         * @return what the start took
         */
        public <E> int on(TwoPhaseRing<E> ring, E[] shown, Regions regions) {
            if (zc) {
                return enqueue ? ring.enqueueZcStart(n, bulk, regions) : ring.dequeueZcStart(n, bulk, regions);
            }
            return enqueue ? ring.enqueueStart(n, bulk) : ring.dequeueStart(shown, n, bulk);
        }

        /**
         * What a zero-copy producer does before its finish of {@code m}: writes {@code batch[0..m)}
         * to the slots of {@code regions}. Nothing for any other start.
         */
        public <E> void write(TwoPhaseRing<E> ring, E[] batch, int m, Regions regions) {
            if (enqueue && zc) {
                for (int i = 0; i < m; i++) {
                    ring.write(regions.slotOf(i), batch[i]);
                }
            }
        }

        /**
         * Finishes this start on {@code ring} with {@code m}: an enqueue publishes {@code m} (a peek
         * one copying {@code batch[0..m)} first), a dequeue removes {@code m}.
         */
        public <E> void finish(TwoPhaseRing<E> ring, E[] batch, int m) {
            if (enqueue) {
                if (zc) {
                    ring.enqueueZcFinish(m);
                } else {
                    ring.enqueueFinish(batch, m);
                }
            } else if (zc) {
                ring.dequeueZcFinish(m);
            } else {
                ring.dequeueFinish(m);
            }
        }

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
