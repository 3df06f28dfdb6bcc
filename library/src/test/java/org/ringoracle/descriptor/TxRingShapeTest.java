package org.ringoracle.descriptor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.descriptor.contract.TxRingGenerators;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/** DESC-1's refusals name the rule broken, and the generators draw what they promise. */
class TxRingShapeTest {

    /**
     * One shape per rule, each breaking that rule alone; the numbers in the messages are worked
     * out by hand. (60, 40, 30) breaks all but the free threshold's rule: 60 is no multiple of 8,
     * below 64, 40 above 32 and above 30, 70 above 60, and 60 mod 40 = 20.
     */
    @Test
    void eachRefusalNamesTheRuleItBreaks() {
        assertThatThrownBy(() -> new BatchedTxRing(63, 8, 8)).hasMessage("Tx ring (63, 8, 8) refused (DESC-1): size 63"
                + " must be a multiple of 8 from 64 to 4096");
        assertThatThrownBy(() -> new BatchedTxRing(4096, 33, 33)).hasMessageEndingWith("rsThresh 33 must be from 1 to 32");
        assertThatThrownBy(() -> new BatchedTxRing(64, 1, 61)).hasMessageEndingWith("freeThresh 61 must be below size - 3"
                + " = 61");
        assertThatThrownBy(() -> new BatchedTxRing(64, 32, 31)).hasMessageEndingWith("rsThresh 32 must not exceed"
                + " freeThresh 31");
        assertThatThrownBy(() -> new BatchedTxRing(64, 32, 33)).hasMessageEndingWith("rsThresh + freeThresh = 65 must"
                + " not exceed size 64");
        assertThatThrownBy(() -> new BatchedTxRing(72, 16, 16)).hasMessageEndingWith("rsThresh 16 must divide size 72");
        assertThat(TxRingModel.broken(new TxRingModel.Shape(60, 40, 30))).isEqualTo("a size that is a multiple of 8"
                + " and a size from 64 to 4096 and rsThresh from 1 to 32 and rsThresh at most freeThresh and"
                + " rsThresh + freeThresh at most the size and rsThresh dividing the size");
        assertThatThrownBy(() -> new BatchedTxRing(64, 8, 8).post(new long[0], -1)).hasMessageContaining("post of -1 refused (DESC-6)");
        assertThatThrownBy(() -> new BatchedTxRing(64, 8, 8).complete(1)).hasMessageContaining("completion of 1 refused"
                + " (DESC-6): k must be in [0, 0]");
    }

    @Property
    void theGeneratorsDrawWhatTheyPromise() {
        List<TxRingModel.Shape> accepted = Oracle.sample(TxRingGenerators.acceptedShapes(), 500);
        assertThat(accepted).allMatch(TxRingModel::accepts).anyMatch(s -> s.size() == 64)
                .anyMatch(s -> s.size() > 256).anyMatch(s -> s.rsThresh() == 1).anyMatch(s -> s.rsThresh() == 32)
                .anyMatch(s -> s.rsThresh() < 4 && s.freeThresh() == s.size() - 4);
        List<TxRingModel.Shape> any = Oracle.sample(TxRingGenerators.anyShapes(), 1000);
        assertThat(any).anyMatch(TxRingModel::accepts).anyMatch(s -> !TxRingModel.accepts(s))
                .anyMatch(s -> s.size() > 5000 || s.size() < -8).anyMatch(s -> s.freeThresh() > 40)
                .anyMatch(s -> s.size() >= 64 && s.size() <= 4096 && s.size() % 8 == 0);
        assertThat(Oracle.sample(TxRingGenerators.counts(64, 8), 500)).contains(0, 7, 8, 9, 128)
                .allMatch(n -> n >= 0 && n <= 128);
        assertThat(Oracle.sample(TxRingGenerators.nearABatch(8), 100)).containsOnly(7, 8, 9);
        assertThat(Oracle.sample(TxRingGenerators.nearABatch(1), 100)).containsOnly(0, 1, 2);
        assertThat(any).as("sizes that are multiples of 8 from 64 to 4096").filteredOn(s -> s.size() >= 64
                && s.size() <= 4096 && s.size() % 8 == 0).hasSizeGreaterThan(any.size() / 4);
    }
}
