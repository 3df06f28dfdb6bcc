package org.ringoracle.kni.contract;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A device (fifo length, pool size) and the steps run on it after its first refill, printed as
 * {@code len=8 pool=40: kernel(5) rx(32) free(3)}.
 *
 * @param length the length of alloc_q and tx_q
 * @param pool the number of mbufs
 * @param ops the steps, in order
 */
public record KniScenario(int length, int pool, List<KniOp> ops) {

    /** Copies {@code ops}. */
    public KniScenario {
        ops = List.copyOf(ops);
    }

    @Override
    public String toString() {
        return "len=" + length + " pool=" + pool + ": "
                + ops.stream().map(KniOp::toString).collect(Collectors.joining(" "));
    }
}
