package org.ringoracle.ring.contract;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A ring's creation count, the index both counters start from, and the steps, printed as
 * {@code count=8 start=4294967291: enqBulk[3] deqBurst(2)}.
 *
 * @param count the count the ring is created with
 * @param start the starting index, near 2^w in most runs
 * @param ops the steps, in order
 */
public record RingScenario(int count, long start, List<RingOp> ops) {

    /** Copies {@code ops}. */
    public RingScenario {
        ops = List.copyOf(ops);
    }

    @Override
    public String toString() {
        return "count=" + count + " start=" + start + ": "
                + ops.stream().map(RingOp::toString).collect(Collectors.joining(" "));
    }
}
