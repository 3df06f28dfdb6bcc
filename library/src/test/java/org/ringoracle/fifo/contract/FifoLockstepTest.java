package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.ClauseViolation;
import org.ringoracle.harness.Scenario;

/** A lockstep step the fifo refuses is charged to the clause that allows it: FIFO-3 for a put, FIFO-4 for a get. */
class FifoLockstepTest {

    /** The model of capacity 1, refusing batches of 0. */
    private static Fifo<Long> refusingEmptyBatches() {
        ListFifo<Long> model = new ListFifo<>(1);
        return new Fifo<>() {
            @Override
            public int put(Long[] src, int num) {
                return num == 0 ? refuse("put") : model.put(src, num);
            }

            @Override
            public int get(Long[] dst, int num) {
                return num == 0 ? refuse("get") : model.get(dst, num);
            }

            private int refuse(String operation) {
                throw new IllegalArgumentException(operation + " of 0 refused");
            }

            @Override
            public int count() {
                return model.count();
            }

            @Override
            public int freeCount() {
                return model.freeCount();
            }
        };
    }

    private static Throwable run(FifoOp op) {
        return catchThrowable(() -> FifoLockstep.run(new Scenario<>(new FifoStart(2, 1), List.of(new FifoOp.Put(1), op)),
                refusingEmptyBatches()));
    }

    @Test
    void aRefusedPutOfZeroViolatesFifo3AndAGetFifo4() {
        assertThat(run(new FifoOp.Put(0))).isInstanceOf(ClauseViolation.class)
                .hasMessage("FIFO-3: step 2 put[0]: was refused (put of 0 refused) where FIFO-3 allows it");
        assertThat(run(new FifoOp.Get(0))).isInstanceOf(ClauseViolation.class)
                .hasMessage("FIFO-4: step 2 get(0): was refused (get of 0 refused) where FIFO-4 allows it");
    }

    @Test
    void theStateReadsAsCountAndFree() {
        assertThat(new FifoState(1, 2)).hasToString("(count 1, free 2)");
        assertThat(FifoState.of(new ListFifo<Long>(3))).isEqualTo(new FifoState(0, 3));
    }
}
