package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Scenario;
import org.ringoracle.kni.contract.KniDevice;
import org.ringoracle.kni.contract.KniOp;
import org.ringoracle.kni.contract.RefillCase;

/** Counterexamples read like a story: the operation-list format the specs and README show. */
class CounterexampleTextTest {

    @Test
    void aFifoRunReadsAsItsSteps() {
        assertThat(new Scenario<>(new FifoStart(8, 7), List.of(new FifoOp.Put(3), new FifoOp.Get(2), new FifoOp.Put(0))))
                .hasToString("size=8: put[3] get(2) put[0]");
    }

    @Test
    void aKniRunReadsAsItsSteps() {
        assertThat(new Scenario<>(new KniDevice(8, 40), List.of(new KniOp.Kernel(5), new KniOp.Rx(32), new KniOp.Free(3),
                new KniOp.Take(1)))).hasToString("len=8 pool=40: kernel(5) rx(32) free(3) take(1)");
    }

    @Test
    void aRefillCaseShowsTheCIndices() {
        assertThat(new RefillCase(8, 13, 7, 2))
                .hasToString("len=8, read=5, write=4 (7 held, 0 free), pool 2");
    }
}
