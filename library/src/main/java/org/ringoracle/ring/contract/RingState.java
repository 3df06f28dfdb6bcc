package org.ringoracle.ring.contract;

import org.ringoracle.ring.Ring;

/**
 * What a ring shows of its state between operations: {@code count()}, {@code freeCount()},
 * {@code isFull()} and {@code isEmpty()}. RING-9 requires the ring's to be the model's after every
 * step.
 */
public record RingState(int count, int freeCount, boolean full, boolean empty) {

    /** The state {@code ring} reports now. */
    public static RingState of(Ring<?> ring) {
        return new RingState(ring.count(), ring.freeCount(), ring.isFull(), ring.isEmpty());
    }

    /** A new ring of {@code capacity} (at least 1): nothing held, everything free. */
    public static RingState empty(int capacity) {
        return new RingState(0, capacity, false, true);
    }

    @Override
    public String toString() {
        return "(count " + count + ", free " + freeCount + (full ? ", full" : "") + (empty ? ", empty" : "") + ")";
    }
}
