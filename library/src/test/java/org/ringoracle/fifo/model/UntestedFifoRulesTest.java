package org.ringoracle.fifo.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;

/**
 * What the fifo contract cannot observe is reported untested, never passed: FIFO-9 for a fifo
 * that exposes no slots (the model), and accepted sizes above those constructed.
 */
class UntestedFifoRulesTest {

    @Test
    void theModelLeavesFifo9AndTheLargestSizesUntested() {
        var outcomes = Verdict.of(new ListFifoTest()).outcomes();
        assertThat(outcomes.get("exposedIndicesStayInRangeAndTakenSlotsAreCleared")).isEqualTo(
                new Outcome.Untested("the fifo does not expose its indices and slots (ExposedFifo)"));
        assertThat(outcomes.get("untested_acceptedSizesAboveTheLargestConstructedGiveEmptyFifos"))
                .isInstanceOf(Outcome.Untested.class);
        assertThat(outcomes.values()).filteredOn(Outcome::rejects).isEmpty();
    }
}
