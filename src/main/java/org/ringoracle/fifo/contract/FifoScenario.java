package org.ringoracle.fifo.contract;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A fifo length and the steps to run on a new fifo of that length, printed as
 * {@code len=8: put[3] get(2) put[0]}.
 *
 * @param length the fifo length
 * @param ops the steps, in order
 */
public record FifoScenario(int length, List<FifoOp> ops) {

    /** Copies {@code ops}. */
    public FifoScenario {
        ops = List.copyOf(ops);
    }

    @Override
    public String toString() {
        return "len=" + length + ": " + ops.stream().map(FifoOp::toString).collect(Collectors.joining(" "));
    }
}
