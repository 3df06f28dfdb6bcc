package org.ringoracle.fifo.broken;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Verdict;

/**
 * The oracle tests itself: every property of the fifo contract is run on every flawed fifo, and
 * the verdict of each (passed, or the clause it names) must be exactly the one reasoned out below
 * from the flaw; the unflawed control must pass everything. So a property that stops rejecting
 * what it should, or starts rejecting what it should not, fails here.
 */
class BrokenFifosAreRejectedTest {

    private static final String LENGTHS = "everyOtherLengthIsRefused";
    private static final String EDGES = "edgeLengthsAreRefused";
    private static final String EMPTY = "everyPowerOfTwoGivesAnEmptyFifo";
    private static final String FILL = "holdsExactlyLengthMinusOne";
    private static final String LOCKSTEP = "behavesAsTheModelInLockstep";
    private static final String WRAP = "batchesCrossingTheEndComeBackIntact";
    private static final String GET_EMPTY = "getFromEmptyTakesNothing";
    private static final String BAD_BATCH = "badBatchSizesAreRefused";

    static Stream<Arguments> flaws() {
        return Stream.of(
                // No flaw: nothing to reject.
                Arguments.of(FlawedFifo.Flaw.NONE, Map.of()),
                // A new fifo reports length free slots; a fill stores length elements.
                Arguments.of(FlawedFifo.Flaw.CAPACITY_LEN, Map.of(EMPTY, "FIFO-2", FILL, "FIFO-2", LOCKSTEP, "FIFO-7")),
                // count goes negative only once write has wrapped below read with elements held.
                Arguments.of(FlawedFifo.Flaw.COUNT_WITHOUT_MASK, Map.of(LOCKSTEP, "FIFO-7")),
                // Right when empty (-1 & mask), wrong as soon as one element is held; a full fifo reports length - 2.
                Arguments.of(FlawedFifo.Flaw.SWAPPED_FREE_COUNT, Map.of(FILL, "FIFO-2", LOCKSTEP, "FIFO-7")),
                // The element due in slot 0 after a mid-batch wrap is never stored: a stale one comes out.
                Arguments.of(FlawedFifo.Flaw.LOSES_ON_WRAP, Map.of(WRAP, "FIFO-8", LOCKSTEP, "FIFO-6")),
                // get hands out num elements whatever is held.
                Arguments.of(FlawedFifo.Flaw.GET_IGNORES_COUNT, Map.of(GET_EMPTY, "FIFO-4", LOCKSTEP, "FIFO-4")),
                // 0 and 1 are accepted.
                Arguments.of(FlawedFifo.Flaw.ACCEPTS_C_SIZES, Map.of(LENGTHS, "FIFO-1", EDGES, "FIFO-1")),
                // An over-capacity put claims to have stored everything.
                Arguments.of(FlawedFifo.Flaw.PUT_RETURNS_NUM, Map.of(FILL, "FIFO-2", LOCKSTEP, "FIFO-3")),
                // A get asking for more than is held writes stale slots past the count.
                Arguments.of(FlawedFifo.Flaw.GET_WRITES_PAST_COUNT, Map.of(GET_EMPTY, "FIFO-4", LOCKSTEP, "FIFO-4")),
                // The right elements in the wrong order.
                Arguments.of(FlawedFifo.Flaw.GET_NEWEST_FIRST, Map.of(WRAP, "FIFO-8", LOCKSTEP, "FIFO-5")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedFifo.Flaw flaw, Map<String, String> rejections) {
        Map<String, String> expected = new TreeMap<>();
        for (String property : new String[] {LENGTHS, EDGES, EMPTY, FILL, LOCKSTEP, WRAP, GET_EMPTY, BAD_BATCH}) {
            expected.put(property, rejections.getOrDefault(property, Verdict.PASSED));
        }
        Map<String, String> verdict = Verdict.of(new FifoContract() {
            @Override
            protected <E> Fifo<E> create(int length) {
                return new FlawedFifo<>(length, flaw);
            }
        });
        assertThat(verdict).isEqualTo(expected);
    }
}
