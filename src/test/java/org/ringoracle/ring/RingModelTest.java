package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.model.RingModel;

/** The reference model against its own contract, at 16 bits (capacity = count). */
class RingModelTest extends RingContract {

    @Override
    protected int width() {
        return 16;
    }

    @Override
    protected String creationClause() {
        return "RING-5";
    }

    @Override
    protected Gen<Integer> counts() {
        return integers().between(0, 300);
    }

    @Override
    protected int capacityOf(int count) {
        return count;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return new RingModel<>(count, 16, start);
    }
}
