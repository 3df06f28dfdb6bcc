package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;

/** The case FIFO-8 pins at {@link FifoContract#LARGE_SIZE} runs only where the rule accepts that size. */
class PinnedLargeCaseTest {

    @Test
    void aRuleWithoutTheLargeSizeIsNotAskedForIt() {
        FifoContract upTo1000 = new FifoContract() {
            @Override
            protected CapacityRule capacityRule() {
                return CapacityRule.everySlot(1000);
            }

            @Override
            protected <E> Fifo<E> create(int size) {
                return new ListFifo<>(size);
            }
        };
        assertThatCode(upTo1000::batchesCrossingTheEndComeBackIntact).doesNotThrowAnyException();
    }
}
