package org.ringoracle.fifo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringoracle.harness.AllocatedBytes;

/**
 * {@code put} and {@code get} allocate nothing (the class's claim): over many runs of eight calls,
 * fewer bytes than runs, where one object a call would be at least 128 bytes a run. The calls go
 * through every path: single elements and batches, batches across the end of the slots, a fifo
 * filled up and a put refused on a full one, a get on an empty one, {@code null} elements.
 */
class MaskedFifoAllocationTest {

    private static final int RUNS = 20_000;

    @ParameterizedTest(name = "batch {0}")
    @ValueSource(ints = {1, 24})
    void putAndGetAllocateNothing(int batch) {
        MaskedFifo<Integer> fifo = new MaskedFifo<>(64);
        Integer[] in = new Integer[batch];
        for (int i = 0; i < batch; i++) {
            in[i] = i % 5 == 4 ? null : Integer.valueOf(i);
        }
        Integer[] nullElement = new Integer[1];
        Integer[] out = new Integer[batch];
        Runnable step = () -> {
            fifo.put(nullElement, 1);
            for (int i = 0; i < 3; i++) {
                fifo.put(in, batch);
            }
            for (int i = 0; i < 4; i++) {
                fifo.get(out, batch);
            }
        };

        long bytes = AllocatedBytes.during(RUNS, step);

        assertThat(bytes).as("bytes allocated by %d runs of four puts and four gets in batches of %d", RUNS, batch)
                .isLessThan(RUNS);
    }
}
