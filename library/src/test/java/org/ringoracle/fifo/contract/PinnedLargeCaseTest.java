package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.MaskedFifo;
import org.ringoracle.fifo.model.ListFifo;

/**
 * The contract's large cases stay within their limits: the case FIFO-8 pins at
 * {@link FifoContract#LARGE_SIZE} runs only where the rule accepts that size, and the edge sizes
 * build no fifo above {@link FifoContract#MAX_CONSTRUCTED}.
 */
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

    /** A factory that fails to build an accepted size above MAX_CONSTRUCTED (2^20), for a rule that accepts up to 2^30. */
    @Test
    void edgeSizesBuildNothingAboveTheLimit() {
        FifoContract upTo2e30 = new FifoContract() {
            @Override
            protected CapacityRule capacityRule() {
                return CapacityRule.oneSlotEmpty();
            }

            @Override
            protected <E> Fifo<E> create(int size) {
                if (size > MAX_CONSTRUCTED && capacityRule().accepts(size)) {
                    throw new AssertionError("a fifo of " + size + " slots was built");
                }
                return new MaskedFifo<>(size);
            }
        };
        assertThatCode(upTo2e30::edgeSizesFollowTheRule).doesNotThrowAnyException();
    }
}
