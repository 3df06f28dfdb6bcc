package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.ring.contract.RingContract;

/** A virtio split ring: 16-bit indices, power-of-two sizes up to 32768, every entry usable. */
class VirtioRingTest extends RingContract {

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
        return integers().between(0, 15).map(k -> 1 << k);
    }

    @Override
    protected int capacityOf(int count) {
        return count;
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return FreeRunningRing.virtio(count, start);
    }
}
