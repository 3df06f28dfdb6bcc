package org.ringoracle.fifo.broken;

import org.junit.jupiter.api.TestReporter;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.harness.Refusal;
import org.ringoracle.fifo.contract.FifoContract;
import org.junit.jupiter.api.Assumptions;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;

/**
 * The oracle tests itself: every property of the fifo contract is run on every flawed fifo, and
 * the verdict of each (passed, or the clause it names) must be exactly the one reasoned out below
 * from the flaw; the unflawed control must pass everything. So a property that stops rejecting
 * what it should, or starts rejecting what it should not, fails here.
 */
class BrokenFifosAreRejectedTest {

    static Stream<Arguments> flaws() {
        return Stream.of(
                // No flaw: nothing to reject.
                Arguments.of(FlawedFifo.Flaw.NONE, Expected.passes()),
                // A new fifo reports length free slots (the edge sizes, the accepted powers, the sizes
                // above 2^20: FIFO-2 thrice; the run's new state: FIFO-7); a fill stores length (FIFO-2).
                Arguments.of(FlawedFifo.Flaw.CAPACITY_LEN,
                        Expected.rejectedBy("FIFO-2", "FIFO-2", "FIFO-2", "FIFO-2", "FIFO-7")),
                // count goes negative only once write has wrapped below read with elements held.
                Arguments.of(FlawedFifo.Flaw.COUNT_WITHOUT_MASK, Expected.rejectedBy("FIFO-7")),
                // Right when empty (-1 & mask), wrong as soon as one element is held; a full fifo reports length - 2.
                Arguments.of(FlawedFifo.Flaw.SWAPPED_FREE_COUNT, Expected.rejectedBy("FIFO-2", "FIFO-7")),
                // The element due in slot 0 after a mid-batch wrap is never stored: a stale one comes out.
                Arguments.of(FlawedFifo.Flaw.LOSES_ON_WRAP, Expected.rejectedBy("FIFO-6", "FIFO-8")),
                // get hands out num elements whatever is held.
                Arguments.of(FlawedFifo.Flaw.GET_IGNORES_COUNT, Expected.rejectedBy("FIFO-4", "FIFO-4")),
                // 0 and 1 are accepted.
                Arguments.of(FlawedFifo.Flaw.ACCEPTS_C_SIZES, Expected.rejectedBy("FIFO-1", "FIFO-1")),
                // An over-capacity put claims to have stored everything.
                Arguments.of(FlawedFifo.Flaw.PUT_RETURNS_NUM, Expected.rejectedBy("FIFO-2", "FIFO-3")),
                // A get asking for more than is held writes stale slots past the count.
                Arguments.of(FlawedFifo.Flaw.GET_WRITES_PAST_COUNT, Expected.rejectedBy("FIFO-4", "FIFO-4")),
                // The right elements in the wrong order.
                Arguments.of(FlawedFifo.Flaw.GET_NEWEST_FIRST, Expected.rejectedBy("FIFO-5", "FIFO-8")),
                // A negative or oversized batch is silently clamped.
                Arguments.of(FlawedFifo.Flaw.CLAMPS_BATCH, Expected.rejectedBy("FIFO-10")),
                // 3, 6, 1000 and 1025 are taken (as 4, 8, 1024 and 2048) instead of refused.
                Arguments.of(FlawedFifo.Flaw.ROUNDS_UP_SIZES, Expected.rejectedBy("FIFO-1", "FIFO-1")),
                // Only the case pinned at 2^16 moves an index past 32767: slot -32768 is out of bounds.
                Arguments.of(FlawedFifo.Flaw.SHORT_WRITE_INDEX,
                        Expected.rejectedBy("FIFO-7").crashingWith(ArrayIndexOutOfBoundsException.class)
                                .crashingWith(ArrayIndexOutOfBoundsException.class)),
                // Every property that puts a generated batch from 0 meets put[0] (a run, an offset
                // of 0, nothing drained, nothing held): four refusals of an allowed put, each a
                // violation of FIFO-3 and not a crash. The fill puts at least the capacity.
                Arguments.of(FlawedFifo.Flaw.REFUSES_AN_EMPTY_PUT,
                        Expected.rejectedBy("FIFO-3", "FIFO-3", "FIFO-3", "FIFO-3")),
                // get(1) from an empty fifo returns 1: the empty-get property's count (FIFO-4) and the
                // run's (FIFO-4); its array is untouched, so only the count shows it.
                Arguments.of(FlawedFifo.Flaw.EMPTY_GET_CLAIMS_ONE, Expected.rejectedBy("FIFO-4", "FIFO-4")),
                // get(1) from an empty fifo returns 0 and writes nothing, but count() is then the
                // length - 1: the empty-get property's count afterwards (FIFO-4), the run's state (FIFO-7).
                Arguments.of(FlawedFifo.Flaw.EMPTY_GET_MOVES_READ, Expected.rejectedBy("FIFO-4", "FIFO-7")),
                // Only a batch that crosses the end is miscounted: the wrap property's moves (FIFO-8) and
                // the run's put (FIFO-3); every fill starts at slot 0 and stops before the end.
                Arguments.of(FlawedFifo.Flaw.PUT_COUNTS_ONE_SEGMENT, Expected.rejectedBy("FIFO-3", "FIFO-8")),
                // After a get across the end count() keeps the elements taken from slot 0 on: the wrap
                // property's count afterwards (FIFO-8) and the run's state (FIFO-7).
                Arguments.of(FlawedFifo.Flaw.COUNT_LOSES_WRAPPED, Expected.rejectedBy("FIFO-7", "FIFO-8")),
                // A new fifo of size n reports n - 2 free (the edge sizes, the accepted powers, the sizes
                // above 2^20 and the fill: FIFO-2 four times; the run's new state: FIFO-7); a put of the
                // whole capacity stores one fewer: the bad-batch property's fill (FIFO-3), the wrap
                // property (FIFO-8).
                Arguments.of(FlawedFifo.Flaw.CAPACITY_ONE_SHORT,
                        Expected.rejectedBy("FIFO-2", "FIFO-2", "FIFO-2", "FIFO-2", "FIFO-3", "FIFO-7", "FIFO-8")),
                // The refusal comes, but the fifo holds more afterwards (FIFO-10: unchanged).
                Arguments.of(FlawedFifo.Flaw.REFUSES_AFTER_MOVING, Expected.rejectedBy("FIFO-10")),
                // Of the sizes above 2^20 the contract constructs, the rule accepts 2^21: refused (FIFO-1).
                // The edge 2^30 is accepted by the rule but not constructed; the generated runs stay
                // below 2^13, but the long run on the largest constructed fifo, 2^21, is refused.
                Arguments.of(FlawedFifo.Flaw.REFUSES_SIZES_ABOVE_2E20, Expected.rejectedBy("FIFO-1", "FIFO-1", "FIFO-1")),
                // Only a fifo asked for its 50,000th call loses an element: the long run on size 8
                // (three calls a step: the move, count and freeCount), whose state then shows one too few.
                Arguments.of(FlawedFifo.Flaw.DROPS_AFTER_50000_CALLS, Expected.rejectedBy("FIFO-7")),
                // Only above 2^16 slots do the indices wrap early: the fill of 2^21 stops at 65535 elements
                // (FIFO-2), and the long run on 2^21 sees count wrong once write wraps to 0 (FIFO-7).
                Arguments.of(FlawedFifo.Flaw.SIXTEEN_BIT_INDICES, Expected.rejectedBy("FIFO-2", "FIFO-7")),
                // Only a fill of more than 4096 slots shows it: the pinned fill of 2^21, which stores
                // 2^21 where 2^21 - 1 is required; the long run on 2^21 never fills.
                Arguments.of(FlawedFifo.Flaw.OVERFILLS_ABOVE_4096, Expected.rejectedBy("FIFO-2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedFifo.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contractFor(flaw)).publish(reporter, "FlawedFifo " + flaw));
    }

    /**
     * The smallest counterexample of a flaw, worked out by hand: the shortest run on the shortest
     * fifo that shows it. Shrinking must reach it, and the failure must read as it does here.
     */
    static Stream<Arguments> minimalCounterexamples() {
        return Stream.of(
                // A new fifo of length 2 already reports 2 free slots: no step needed.
                Arguments.of(FlawedFifo.Flaw.CAPACITY_LEN, "FIFO-7", "size=2: ",
                        "FIFO-7: new fifo: the state is (count 0, free 2) where (count 0, free 1) is required"),
                // Length 2 must hold 1: the second put[1] must store nothing.
                Arguments.of(FlawedFifo.Flaw.CAPACITY_LEN, "FIFO-2", "size=2: put[1] put[1]", null),
                // write 1, read 0: (1 - 0 - 1) & 3 = 0 free where 4 - 1 - 1 = 2; on length 2 both are 0.
                Arguments.of(FlawedFifo.Flaw.SWAPPED_FREE_COUNT, "FIFO-7", "size=4: put[1]",
                        "FIFO-7: step 1 put[1]: the state is (count 1, free 0) where (count 1, free 2) is required"),
                // One get from a new fifo of length 2.
                Arguments.of(FlawedFifo.Flaw.GET_IGNORES_COUNT, "FIFO-4", "size=2: get(1)",
                        "FIFO-4: step 1 get(1): get returned 1 where 0 is required"),
                Arguments.of(FlawedFifo.Flaw.GET_IGNORES_COUNT, "FIFO-4", "size=2: put[0] get(0) get(1)", null),
                // Reversal needs two elements, so length 4; no offset needed.
                Arguments.of(FlawedFifo.Flaw.GET_NEWEST_FIRST, "FIFO-5", "size=4: put[2] get(2)",
                        "FIFO-5: step 2 get(2): got [1, 0] where [0, 1] is required"),
                Arguments.of(FlawedFifo.Flaw.GET_NEWEST_FIRST, "FIFO-8", "size=4: put[0] get(0) put[2] get(2)", null),
                // Two offered to a fifo that holds one.
                Arguments.of(FlawedFifo.Flaw.PUT_RETURNS_NUM, "FIFO-3", "size=2: put[2]",
                        "FIFO-3: step 1 put[2]: put returned 2 where 1 is required"),
                // 3 is the first edge size that is no power of two and above 2.
                Arguments.of(FlawedFifo.Flaw.ROUNDS_UP_SIZES, "FIFO-1", "", "FIFO-1: size 3 (the rule: a power of two"
                        + " from 2 to 1073741824, 1 slot kept empty) was accepted where it must be refused"),
                // The shortest run with a put of 0.
                Arguments.of(FlawedFifo.Flaw.REFUSES_AN_EMPTY_PUT, "FIFO-3", "size=2: put[0]",
                        "FIFO-3: step 1 put[0]: was refused (put of 0 refused) where FIFO-3 allows it"),
                // 0 is the first edge size, and C's test lets it through.
                Arguments.of(FlawedFifo.Flaw.ACCEPTS_C_SIZES, "FIFO-1", "", "FIFO-1: size 0 (the rule: a power of two"
                        + " from 2 to 1073741824, 1 slot kept empty) was accepted where it must be refused"));
    }

    @ParameterizedTest(name = "{0} breaks {1}: {2}")
    @MethodSource("minimalCounterexamples")
    void shrinkingReachesTheSmallestCounterexample(FlawedFifo.Flaw flaw, String clause, String counterexample,
            String reason) {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        assertThat(Verdict.of(contractFor(flaw), clause).violations(clause)).as("violations of %s", clause)
                .filteredOn(v -> v.counterexample().equals(counterexample))
                .singleElement().satisfies(v -> {
                    if (reason != null) {
                        assertThat(v.reason()).isEqualTo(reason);
                    }
                });
    }

    @org.junit.jupiter.api.Test
    void aClampedBatchIsShownAsTheBatchesTried() {
        assertThat(Verdict.of(contractFor(FlawedFifo.Flaw.CLAMPS_BATCH), "FIFO-10").violation("FIFO-10").counterexample())
                .matches("size=\\d+: put\\[\\d+\\] then put and get of -?\\d+ with arrays of \\d");
        assertThat(Verdict.of(contractFor(FlawedFifo.Flaw.ACCEPTS_C_SIZES), "FIFO-1").violations("FIFO-1"))
                .anySatisfy(v -> assertThat(v.reason()).contains("size 0").contains("accepted where it must be refused"));
    }

    /**
     * Fifos that expose their indices and slots, right in every put and get, wrong in what they
     * expose: FIFO-9 alone rejects them. Whatever the settings, the first violation is of the kind
     * the flaw makes (every run starts from read 0 and write 0); under the default settings, the
     * shortest run on a fifo of 2 slots, worked out by hand, and its reason.
     */
    static Stream<Arguments> exposedFlaws() {
        return Stream.of(
                // Indices right, taken slots cleared: nothing to reject.
                Arguments.of(ExposedFlawedFifo.Flaw.NONE, Expected.passes(), "", "", ""),
                // put[1] get(1): slot 0 is outside the held range (none is held) but keeps the element.
                Arguments.of(ExposedFlawedFifo.Flaw.KEEPS_TAKEN_REFERENCES, Expected.rejectedBy("FIFO-9"),
                        ".* is outside the held range but still holds a reference", "size=2: put[1] get(1)",
                        "FIFO-9: step 2 get(1): slot 0 is outside the held range but still holds a reference"),
                // put[1] get(1) put[1]: the second put writes slot 1, the last, and leaves write at 2
                // where 2 stored mod 2 slots is 0.
                Arguments.of(ExposedFlawedFifo.Flaw.WRITE_LEFT_AT_LENGTH, Expected.rejectedBy("FIFO-9"),
                        ".* \\(read, write\\) .* is required", "size=2: put[1] get(1) put[1]",
                        "FIFO-9: step 3 put[1]: (read, write) [1, 2] where [1, 0] is required"),
                // The first put from slot 0 leaves slot 0 held but empty: it wrote slot 1.
                Arguments.of(ExposedFlawedFifo.Flaw.SLOTS_ONE_AHEAD, Expected.rejectedBy("FIFO-9"),
                        ".* slot 0 is held but holds no element", "size=2: put[1]",
                        "FIFO-9: step 1 put[1]: slot 0 is held but holds no element"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exposedFlaws")
    void exposedIndicesAndSlotsAreJudged(ExposedFlawedFifo.Flaw flaw, Expected expected, String kind,
            String smallest, String reason, TestReporter reporter) {
        FifoContract contract = contractFor(new FlawedFactory() {
            @Override
            public <E> Fifo<E> create(int size) {
                return new ExposedFlawedFifo<>(size, flaw);
            }
        });
        Verdict verdict = expected.check(Verdict.of(contract).publish(reporter, "ExposedFlawedFifo " + flaw));
        if (!kind.isEmpty()) {
            assertThat(verdict.violation("FIFO-9").reason()).matches(kind);
        }
        if (!smallest.isEmpty() && Settings.fromSystem().isDefault()) {
            Outcome.Violated violation = Verdict.of(contract, "FIFO-9").violation("FIFO-9");
            assertThat(violation.counterexample()).isEqualTo(smallest);
            assertThat(violation.reason()).isEqualTo(reason);
        }
    }

    /** How a fixture table creates its fifos. */
    private interface FlawedFactory {
        <E> Fifo<E> create(int size);
    }

    private static FifoContract contractFor(FlawedFifo.Flaw flaw) {
        return contractFor(new FlawedFactory() {
            @Override
            public <E> Fifo<E> create(int size) {
                return new FlawedFifo<>(size, flaw);
            }
        });
    }

    private static FifoContract contractFor(FlawedFactory factory) {
        return new FifoContract() {
            @Override
            protected <E> Fifo<E> create(int size) {
                return factory.create(size);
            }

            @Override
            protected CapacityRule capacityRule() {
                return CapacityRule.oneSlotEmpty();
            }

            @Override
            protected Refusal refusal() {
                return Refusal.ILLEGAL_ARGUMENT.naming();
            }
        };
    }
}
