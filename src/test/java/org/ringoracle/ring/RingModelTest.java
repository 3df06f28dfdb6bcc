package org.ringoracle.ring;

import static org.quicktheories.generators.SourceDSL.integers;

import org.quicktheories.core.Gen;
import org.ringoracle.ring.model.RingModel;

/**
 * The reference model against its own contract, configured as the virtio ring (16-bit indices,
 * capacity = count), on any count from 0 to 300.
 */
class RingModelTest extends VirtioRingTest {

    @Override
    protected Gen<Integer> counts() {
        return integers().between(0, 300);
    }

    @Override
    protected <E> Ring<E> create(int count, long start) {
        return new RingModel<>(count, 16, start);
    }
}
