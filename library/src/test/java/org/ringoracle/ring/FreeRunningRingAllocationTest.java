package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringoracle.harness.AllocatedBytes;

/**
 * Enqueues and dequeues allocate nothing (the class's claim), plain or in two phases: over many
 * runs of every kind of call, fewer bytes than runs, where one object a call would be at least 16
 * bytes a call. The calls fill the ring, are refused on a full and on an empty one, and move across
 * the end of the slots and across 2^32 (the ring starts 100 short of it).
 */
class FreeRunningRingAllocationTest {

    private static final int RUNS = 20_000;

    @ParameterizedTest(name = "batch {0}")
    @ValueSource(ints = {1, 24})
    void everyMoveAllocatesNothing(int batch) {
        FreeRunningRing<Integer> ring = FreeRunningRing.rteRing(64, (1L << 32) - 100);
        Integer[] in = new Integer[batch];
        for (int i = 0; i < batch; i++) {
            in[i] = i;
        }
        Integer[] out = new Integer[batch];
        Regions regions = new Regions();
        Runnable step = () -> {
            ring.enqueueBulk(in, batch);
            ring.enqueueBurst(in, batch);
            ring.enqueueFinish(in, ring.enqueueStart(batch, false));
            int reserved = ring.enqueueZcStart(batch, true, regions);
            for (int i = 0; i < reserved; i++) {
                ring.write(regions.slotOf(i), in[i]);
            }
            ring.enqueueZcFinish(reserved);
            ring.dequeueBulk(out, batch);
            ring.dequeueBurst(out, batch);
            ring.dequeueFinish(ring.dequeueStart(out, batch, false));
            ring.dequeueZcFinish(ring.dequeueZcStart(batch, true, regions));
            ring.dequeueBurst(out, batch);
        };

        long bytes = AllocatedBytes.during(RUNS, step);

        assertThat(bytes).as("bytes allocated by %d runs of every kind of move in batches of %d", RUNS, batch).isLessThan(RUNS);
    }
}
