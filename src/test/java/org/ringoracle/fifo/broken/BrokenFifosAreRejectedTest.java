package org.ringoracle.fifo.broken;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Verdict;

/**
 * The oracle tests itself: each deliberately flawed fifo must be rejected by the fifo contract,
 * and by the property written for its clause; the unflawed control must pass everything.
 */
class BrokenFifosAreRejectedTest {

    private static Map<String, String> verdict(FlawedFifo.Flaw flaw) {
        return Verdict.of(new FifoContract() {
            @Override
            protected <E> Fifo<E> create(int length) {
                return new FlawedFifo<>(length, flaw);
            }
        });
    }

    @ParameterizedTest(name = "{0} is rejected by {2} ({1})")
    @CsvSource({
        "CAPACITY_LEN,       holdsExactlyLengthMinusOne,             FIFO-2",
        "COUNT_WITHOUT_MASK, behavesAsTheModelInLockstep,            FIFO-7",
        "SWAPPED_FREE_COUNT, behavesAsTheModelInLockstep,            FIFO-7",
        "LOSES_ON_WRAP,      batchesCrossingTheEndComeBackIntact,    FIFO-8",
        "GET_IGNORES_COUNT,  getFromEmptyTakesNothing,               FIFO-4",
        "ACCEPTS_C_SIZES,    edgeLengthsAreRefused,                  FIFO-1",
    })
    void eachFlawIsRejectedByItsClause(FlawedFifo.Flaw flaw, String property, String clause) {
        Map<String, String> outcomes = verdict(flaw);
        System.out.println(flaw + " -> " + outcomes);
        assertThat(outcomes).containsEntry(property, clause);
    }

    @org.junit.jupiter.api.Test
    void theControlPassesEveryProperty() {
        assertThat(verdict(FlawedFifo.Flaw.NONE)).isNotEmpty().allSatisfy((property, outcome) ->
                assertThat(outcome).as(property).isEqualTo(Verdict.PASSED));
    }
}
