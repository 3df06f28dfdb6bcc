package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.align.Align;
import org.ringoracle.ring.contract.RingContract;

/** kfifo allocated for any count from 2: rounded up to a power of two, every slot usable. */
class KfifoTest extends RingContract {

    @Override
    protected int width() {
        return 32;
    }

    @Override
    protected String creationClause() {
        return "RING-3";
    }

    @Override
    protected Gen<Integer> counts() {
        return integers().between(2, 70_000);
    }

    @Override
    protected int capacityOf(int count) {
        return (int) Align.nextPowerOfTwo(count);
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.kfifo(count, start);
    }
}
