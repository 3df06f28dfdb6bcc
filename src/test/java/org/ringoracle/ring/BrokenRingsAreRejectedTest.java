package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.core.Gen;
import org.ringoracle.harness.Verdict;
import org.ringoracle.ring.contract.RingContract;

/**
 * Every ring property on every flawed ring: each verdict reasoned out from the flaw; the control
 * passes everything.
 */
class BrokenRingsAreRejectedTest {

    private static final String NEW = "aNewRingHasTheCapacityOfItsRuleAndIsEmpty";
    private static final String LOCKSTEP = "behavesAsTheModelAcrossTheWrap";
    private static final String FULL = "aFullRingAcrossTheWrapComesBackIntact";

    private static RingContract contract(FlawedRing.Flaw flaw) {
        return new RingContract() {
            @Override
            protected int width() {
                return 32;
            }

            @Override
            protected String creationClause() {
                return "RING-1";
            }

            @Override
            protected Gen<Integer> counts() {
                return integers().between(1, 12).map(k -> 1 << k);
            }

            @Override
            protected int capacityOf(int count) {
                return count - 1;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return new FlawedRing<>(count, start, flaw);
            }
        };
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedRing.Flaw.NONE, Map.of()),
                // Capacity count, not count - 1: a new ring shows one free slot too many; a full
                // enqueue leaves 1 free where 0 is required.
                Arguments.of(FlawedRing.Flaw.CAPACITY_IS_SLOTS, Map.of(NEW, "RING-1", LOCKSTEP, "RING-9", FULL, "RING-12")),
                // An over-sized bulk moves part; a bulk of exactly the capacity is unaffected.
                Arguments.of(FlawedRing.Flaw.BULK_IS_BURST, Map.of(LOCKSTEP, "RING-6")),
                // Any move of at least one element reports the wrong "left".
                Arguments.of(FlawedRing.Flaw.LEFT_BEFORE_MOVE, Map.of(LOCKSTEP, "RING-8", FULL, "RING-12")),
                // Once prod has wrapped and cons has not, the ring holding elements looks empty.
                Arguments.of(FlawedRing.Flaw.UNSIGNED_DIFFERENCE, Map.of(LOCKSTEP, "RING-9", FULL, "RING-12")),
                // Near 2^32 the int index is negative, and so is its remainder: no such slot.
                Arguments.of(FlawedRing.Flaw.MODULO_SLOT, Map.of(LOCKSTEP, "RING-12", FULL, "RING-12")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedRing.Flaw flaw, Map<String, String> rejections) {
        assertThat(Verdict.of(contract(flaw))).hasSize(4);
        assertThat(Verdict.rejections(contract(flaw))).isEqualTo(rejections);
    }
}
