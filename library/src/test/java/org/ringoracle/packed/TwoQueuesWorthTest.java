package org.ringoracle.packed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringoracle.packed.model.PackedModel;

/**
 * PACKED-5 after two queues' worth made available without a decision, on both sides of 21845,
 * where a 16-bit comparison stops telling an event not yet reached from one made available, and
 * at the largest size. Worked by hand from the clause: two laps end with the driver at offset 0
 * of its third lap, wrap counter 1; an event with wrap bit 1 names the third lap, not yet made
 * available (offset 0, the next, and size - 1, a queue ahead): do not notify; one with wrap bit 0
 * names the second lap, all made available: notify.
 */
class TwoQueuesWorthTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 21844, 21845, 21846, 21847, 32767, 32768})
    void anEventNotYetReachedIsNotNotifiedAndOneMadeAvailableIs(int size) {
        decides(size, 0, true, false);
        decides(size, size - 1, true, false);
        decides(size, 0, false, true);
        decides(size, size - 1, false, true);
    }

    /** The library's queue and the model, each new of {@code size}, decide as the clause says after two queues' worth. */
    private static void decides(int size, int offset, boolean wrap, boolean notify) {
        for (PackedQueue queue : new PackedQueue[] {new PackedRing(size), new PackedModel(size)}) {
            queue.makeAvailable(new int[size], size);
            queue.use(size);
            queue.collect(new int[size], size);
            queue.makeAvailable(new int[size], size);
            int offWrap = offset + (wrap ? 1 << PackedQueue.WRAP_BIT : 0);
            assertThat(queue.needsNotification(offWrap, PackedQueue.EVENT_DESC))
                    .as("%s of %d, event at offset %d with wrap bit %d", queue.getClass().getSimpleName(), size, offset,
                            wrap ? 1 : 0)
                    .isEqualTo(notify);
        }
    }
}
