package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/** The generators draw the edges they promise, not merely values that pass. */
class GeneratorsTest {

    private static List<Integer> sample(Gen<Integer> gen) {
        return Oracle.sample(gen, 1000);
    }

    @Property
    void anySizeDrawsEveryKindOfEdge() {
        List<Integer> values = sample(FifoGenerators.anySize());
        assertThat(values).as("powers of two plus one").containsAnyOf(9, 17, 33, 65, 129, 257, 513, 1025);
        assertThat(values).as("powers of two minus one").containsAnyOf(7, 15, 31, 63, 127, 255, 511, 1023);
        assertThat(values).as("negated powers of two").containsAnyOf(-8, -16, -32, -64, -128, -256, -512, -1024);
        assertThat(values).as("the small ones and the int limits").contains(0, 1, -1, Integer.MIN_VALUE);
        assertThat(values).as("beyond the edges").anyMatch(v -> v > 1 << 20 && Integer.bitCount(v) > 2);
    }

    @Property
    void batchesAreSmallNearTheCapacityOrUpToTwiceIt() {
        List<Integer> values = sample(FifoGenerators.batches(63));
        assertThat(values).allMatch(v -> v >= 0 && v <= 128)
                .contains(0, 3, 61, 63, 64, 65)
                .anyMatch(v -> v > 65 && v <= 128);
    }

    @Property
    void badBatchesAreNegativeOrBeyondTheArray() {
        List<Integer> values = sample(FifoGenerators.badBatches(4));
        assertThat(values).allMatch(v -> v < 0 || v > 4).contains(-1).anyMatch(v -> v > 1 << 19)
                .anyMatch(v -> v < -(1 << 20));
    }
}
