package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.ring.model.RingDesign;

/**
 * The two-phase calls' refusals (RING-10, TWO-4) on the ring and on the model, each leaving the
 * ring as it was, and the slots a dequeue finish gives back, cleared.
 */
class TwoPhaseArgumentsTest {

    private static List<TwoPhaseRing<String>> rings() {
        return List.of(FreeRunningRing.rteRing(8, 6), RingDesign.RTE_RING.model(8, 6));
    }

    @Test
    void refusedCallsNameTheValueAndTheClauseAndChangeNothing() {
        for (TwoPhaseRing<String> ring : rings()) {
            assertThatThrownBy(() -> ring.enqueueStart(-1, false)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("-1").hasMessageContaining("RING-10");
            assertThat(ring.enqueueStart(3, true)).isEqualTo(3);
            assertThatThrownBy(() -> ring.enqueueFinish(new String[] {"a"}, 2))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("RING-10");
            assertThatThrownBy(() -> ring.enqueueFinish(new String[] {"a", "b", "c", "d"}, 4))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("4").hasMessageContaining("TWO-4");
            assertThatThrownBy(() -> ring.enqueueZcFinish(4)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("TWO-4");
            assertThatThrownBy(() -> ring.enqueueZcFinish(-1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("-1").hasMessageContaining("TWO-4");
            assertThat(Arrays.asList(ring.slot(6), ring.slot(7), ring.slot(0))).as("nothing written by a refused finish")
                    .containsOnlyNulls();
            ring.enqueueFinish(new String[] {"a", "b", "c"}, 3);
            assertThatThrownBy(() -> ring.dequeueStart(new String[1], 2, false))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("RING-10");
            assertThatThrownBy(() -> ring.dequeueFinish(1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("TWO-4");
            assertThat(List.of(ring.count(), ring.producerIndex(), ring.consumerIndex())).containsExactly(3, 9L, 6L);
        }
    }

    /** Slots 6, 7 and 0 hold the three, from index 6 of a ring of 8 slots: the finish clears across the end. */
    @Test
    void aDequeueFinishClearsTheSlotsItGivesBack() {
        String[] buffer = new String[8];
        FreeRunningRing<String> ring = FreeRunningRing.kfifoOver(buffer, 6);
        ring.enqueueBurst(new String[] {"a", "b", "c"}, 3);
        String[] shown = new String[3];
        assertThat(ring.dequeueStart(shown, 3, true)).isEqualTo(3);
        assertThat(Arrays.asList(buffer[6], buffer[7], buffer[0])).as("held until the finish")
                .containsExactly("a", "b", "c");
        ring.dequeueFinish(3);
        assertThat(buffer).containsOnlyNulls();
    }
}
