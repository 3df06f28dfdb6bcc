package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.ring.contract.RingContract;

/** rte_ring in normal mode: power-of-two counts, one slot always empty. */
class RteRingTest extends RingContract {

    @Override
    protected int width() {
        return 32;
    }

    @Override
    protected String creationClause() {
        return "RING-1";
    }

    @Override
    protected Gen<Integer> counts() {
        return integers().between(1, 16).map(k -> 1 << k);
    }

    @Override
    protected int capacityOf(int count) {
        return count - 1;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.rteRing(count, start);
    }
}
