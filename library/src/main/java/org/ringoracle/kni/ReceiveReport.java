package org.ringoracle.kni;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What one receive step did, as counted by {@link KniLoop}: the mbufs in the order each call saw
 * them. A list may hold {@code null} where a policy passed a slot it never filled.
 *
 * @param wanted packets the policy asked rx_q for
 * @param taken mbufs rx_q gave
 * @param delivered mbufs handed to the network stack
 * @param put mbufs free_q accepted
 */
public record ReceiveReport(int wanted, List<Integer> taken, List<Integer> delivered, List<Integer> put) {

    /** Copies the lists. */
    public ReceiveReport {
        taken = copy(taken);
        delivered = copy(delivered);
        put = copy(put);
    }

    private static List<Integer> copy(List<Integer> mbufs) {
        return Collections.unmodifiableList(new ArrayList<>(mbufs));
    }
}
