package org.ringoracle.fifo.contract;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A creation size, the capacity its rule gives, and the steps to run on a new fifo of that size,
 * printed as {@code size=8: put[3] get(2) put[0]}.
 *
 * @param size the size the fifo is created with
 * @param capacity the capacity the declared rule gives that size
 * @param ops the steps, in order
 */
public record FifoScenario(int size, int capacity, List<FifoOp> ops) {

    /** Copies {@code ops}. */
    public FifoScenario {
        ops = List.copyOf(ops);
    }

    @Override
    public String toString() {
        return "size=" + size + ": " + ops.stream().map(FifoOp::toString).collect(Collectors.joining(" "));
    }
}
