package org.ringoracle.descriptor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.descriptor.contract.TxOp;
import org.ringoracle.descriptor.contract.TxRingGenerators;
import org.ringoracle.descriptor.model.TxRingModel;
import org.ringoracle.harness.LongRuns;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/**
 * The Tx ring's generated runs post and complete; its long runs are on the smallest and largest
 * rings, with posts and completions near a batch.
 */
class TxRingGeneratorsTest {

    private static int count(TxOp op) {
        return op instanceof TxOp.Post post ? post.n() : ((TxOp.Done) op).k();
    }

    @Property
    void generatedRunsPostAndComplete() {
        List<TxOp> ops = Oracle.sample(TxRingGenerators.scenarios(), 200).stream().flatMap(s -> s.ops().stream())
                .toList();
        assertThat(ops).anyMatch(TxOp.Post.class::isInstance).anyMatch(TxOp.Done.class::isInstance);
    }

    @Test
    void theShapesAreTheSmallestAndLargestRingsWithThresholdsOf32() {
        assertThat(TxRingGenerators.longRunShapes()).containsExactly(new TxRingModel.Shape(64, 32, 32),
                new TxRingModel.Shape(4096, 32, 32));
    }

    @Test
    void oneStepInFiveIsABatchOneFewerOrOneMore() {
        List<TxOp> ops = LongRuns.draw(TxRingGenerators.longRunOps(new TxRingModel.Shape(4096, 32, 32)), 1, 10_000);
        assertThat(ops).anyMatch(TxOp.Post.class::isInstance).anyMatch(TxOp.Done.class::isInstance);
        assertThat(ops).extracting(TxRingGeneratorsTest::count).allMatch(n -> n >= 0 && n <= 64).contains(0, 3, 64);
        // A fifth of the steps are 31, 32 or 33 (a fifteenth each), beside the 2 in 5 of 0 to 64 that
        // fall there: each of the three is at least 5 % of the steps.
        for (int n = 31; n <= 33; n++) {
            int batch = n;
            assertThat(ops.stream().filter(op -> count(op) == batch).count()).as("steps of %d", batch)
                    .isGreaterThan(500);
        }
    }
}
