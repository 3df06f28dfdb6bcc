package org.ringoracle.align;

import org.junit.jupiter.api.TestReporter;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.align.contract.AlignContract;
import org.junit.jupiter.api.Assumptions;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;

/**
 * Every alignment property on every flawed rounding and on the C helpers: each verdict reasoned
 * out from the flaw; the control passes everything.
 */
class BrokenRoundingsAreRejectedTest {

    private static AlignContract contract(Rounding rounding) {
        return new AlignContract() {
            @Override
            protected Rounding rounding() {
                return rounding;
            }
        };
    }

    static Stream<Arguments> flaws() {
        return Stream.of(
                Arguments.of(FlawedRounding.Flaw.NONE, Expected.passes()),
                // ceil(0, 1) = 1; and ceil(ceil(v)) moves again.
                Arguments.of(FlawedRounding.Flaw.CEIL_WITHOUT_MINUS_ONE, Expected.rejectedBy("SIZE-1", "SIZE-3")),
                // floor(1, 2) = 1; the remainder of 1 is above that of 2.
                Arguments.of(FlawedRounding.Flaw.FLOOR_KEEPS_LOW_BITS, Expected.rejectedBy("SIZE-2", "SIZE-3")),
                // ROUND_UP(1, 3) by mask is (3) & ~2 = 1; and ROUND_UP(5, 0) = 4 & ~(-1) = 0, no refusal.
                Arguments.of(FlawedRounding.Flaw.ROUND_UP_BY_MASK, Expected.rejectedBy("SIZE-4", "SIZE-4")),
                // DIV_ROUND_UP(1, 2) = 0; and plain division checks nothing: divRoundUp(-1, 1) = -1 is taken.
                Arguments.of(FlawedRounding.Flaw.DIV_ROUND_UP_TRUNCATES, Expected.rejectedBy("SIZE-4", "SIZE-4")),
                // next power of two of 1 = 2.
                Arguments.of(FlawedRounding.Flaw.NEXT_POWER_OFF_BY_ONE, Expected.rejectedBy("SIZE-5")),
                // ceil(5, 3) is computed instead of refused.
                Arguments.of(FlawedRounding.Flaw.ACCEPTS_ANY_ALIGNMENT, Expected.rejectedBy("SIZE-1")),
                // ceil(-1, 8) = (-1 + 7) & ~7 = 0 instead of a refusal; generated values are all in range.
                Arguments.of(FlawedRounding.Flaw.VALUES_UNCHECKED, Expected.rejectedBy("SIZE-1")),
                // The generated properties take previousPowerOfTwo of at least 1; only the pinned 0 sees it.
                Arguments.of(FlawedRounding.Flaw.PREVIOUS_OF_ZERO_IS_ZERO, Expected.rejectedBy("SIZE-5")),
                // ceil(4294967295, 2) is refused, but the refusal does not say by which clause.
                Arguments.of(FlawedRounding.Flaw.OVERFLOW_UNNAMED, Expected.rejectedBy("SIZE-1", "SIZE-4")),
                // 2^16 to 2^31 are legal alignments, drawn by every property that aligns: their refusal
                // breaks the clause that allows them (SIZE-1 ceil, SIZE-2 floor, SIZE-3 both), not a
                // crash; the bad-value property (SIZE-1) gets the alignment's refusal where it wants
                // the value named.
                Arguments.of(FlawedRounding.Flaw.REFUSES_LARGE_ALIGNMENTS,
                        Expected.rejectedBy("SIZE-1", "SIZE-1", "SIZE-2", "SIZE-3")),
                // isPowerOfTwo(0) = true; 0 is among the values drawn.
                Arguments.of(FlawedRounding.Flaw.IS_POWER_OF_TWO_OF_ZERO, Expected.rejectedBy("SIZE-5")),
                // previousPowerOfTwo(8) = 4; powers of two are drawn often.
                Arguments.of(FlawedRounding.Flaw.PREVIOUS_POWER_HALVES_POWERS, Expected.rejectedBy("SIZE-5")),
                // ROUND_DOWN(7, 3) by mask is 7 & ~2 = 5; and the mask checks no divisor: roundDown(0, -1) = 0.
                Arguments.of(FlawedRounding.Flaw.ROUND_DOWN_BY_MASK, Expected.rejectedBy("SIZE-4", "SIZE-4")),
                // floor(8, 8) = 0 (SIZE-2); floor(9, 8) = 8 and floor(8, 8) = 0 again, so floor is not
                // idempotent (SIZE-3); it stays monotone, and ceil is right.
                Arguments.of(FlawedRounding.Flaw.FLOOR_DROPS_A_MULTIPLE, Expected.rejectedBy("SIZE-2", "SIZE-3")),
                // ceil(1, 8) = 16 (SIZE-1); a multiple stays put, so ceil is idempotent, but ceil(7, 8) =
                // 16 above ceil(8, 8) = 8 (SIZE-3, monotone).
                Arguments.of(FlawedRounding.Flaw.CEIL_ONE_STEP_TOO_FAR, Expected.rejectedBy("SIZE-1", "SIZE-3")),
                // ceil(2^20, 8) = 0 (SIZE-1); what it gives is a multiple of a, so it is idempotent,
                // and at one step it stays monotone, but ceil(1000, 8) = 1000 above ceil(2^21, 8) = 0
                // (SIZE-3, monotone over values far apart).
                Arguments.of(FlawedRounding.Flaw.CEIL_KEEPS_20_BITS, Expected.rejectedBy("SIZE-1", "SIZE-3")),
                // ceil(-2, 8) is computed on 4294967294 instead of refused: only the generated values
                // outside 32 bits see it, the edges pinned by name are refused.
                Arguments.of(FlawedRounding.Flaw.VALUES_CHECKED_AT_THE_EDGES_ONLY, Expected.rejectedBy("SIZE-1")),
                // The reverse: ceil(-1, 8) = 0 and floor(2^32, 8) = 2^32, taken; the generated values
                // outside are refused, the edges pinned by name are not.
                Arguments.of(FlawedRounding.Flaw.RANGE_CHECK_OFF_BY_ONE, Expected.rejectedBy("SIZE-1")),
                // ceil(5, 2^32) = 2^32 where the alignment must be refused by name (generated outside 32 bits).
                Arguments.of(FlawedRounding.Flaw.WIDE_ALIGNMENTS_ACCEPTED, Expected.rejectedBy("SIZE-1")),
                // isPowerOfTwo(2^32) = true (generated outside 32 bits).
                Arguments.of(FlawedRounding.Flaw.WIDE_POWERS_OF_TWO, Expected.rejectedBy("SIZE-5")),
                // roundUp(2^32, 1) = 2^32 where the value must be refused by name (generated outside 32 bits).
                Arguments.of(FlawedRounding.Flaw.ROUNDING_VALUES_UNCHECKED, Expected.rejectedBy("SIZE-4")),
                // isPowerOfTwo(2^32) refused, but its value is not named (generated outside 32 bits).
                Arguments.of(FlawedRounding.Flaw.POWER_OF_TWO_REFUSED_UNNAMED, Expected.rejectedBy("SIZE-5")),
                // roundUp(5, 0) ends in ArithmeticException "/ by zero", not a refusal naming the divisor (pinned).
                Arguments.of(FlawedRounding.Flaw.DIVISOR_CHECK_FROM_0, Expected.rejectedBy("SIZE-4")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedRounding.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(new FlawedRounding(flaw))).publish(reporter, "FlawedRounding " + flaw));
    }

    /**
     * The C helpers: ALIGN_CEIL and ROUND_UP wrap at 2^32 (SIZE-1, SIZE-4), align32pow2(0) = 0
     * (SIZE-5), and any alignment is taken (SIZE-1). Below the top of the range they agree, so
     * floor and the laws hold.
     */
    @Test
    void theCHelpersWrapAndAcceptAnything(TestReporter reporter) {
        Expected.rejectedBy("SIZE-1", "SIZE-1", "SIZE-4", "SIZE-5")
                .check(Verdict.of(contract(new CAlign())).publish(reporter, "CAlign (DPDK's C helpers)"));
    }

    /** Worked by hand: 0xFFFFFFFF + 1 wraps to 0 in 32 bits, and so does 2^31 + 1 folded and incremented. */
    @Test
    void theCHelpersAtTheirEdges() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        CAlign c = new CAlign();
        assertThat(c.ceil(0xFFFF_FFFFL, 2)).isZero();
        assertThat(c.divRoundUp(0xFFFF_FFFFL, 2)).isZero();
        assertThat(c.nextPowerOfTwo(0)).isZero();
        assertThat(c.nextPowerOfTwo((1L << 31) + 1)).isZero();
        assertThat(c.nextPowerOfTwo(1000)).isEqualTo(1024);
        assertThat(c.previousPowerOfTwo(0)).isZero();
        assertThat(c.previousPowerOfTwo(1000)).isEqualTo(512);
        assertThat(Verdict.of(contract(c), "SIZE-1").violations("SIZE-1")).extracting(Outcome.Violated::counterexample)
                .contains("(4294967295, 2)");
        assertThat(Verdict.of(contract(c), "SIZE-5").violation("SIZE-5").counterexample()).isEqualTo("0");
    }

    /**
     * The smallest case of a refused legal alignment: floor(0, 2^16), which is 0, refused; the reason
     * says how.
     */
    @Test
    void aRefusedLegalAlignmentIsTheClausesViolation() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        Outcome.Violated floor = Verdict.of(contract(new FlawedRounding(FlawedRounding.Flaw.REFUSES_LARGE_ALIGNMENTS)),
                "SIZE-2").violation("SIZE-2");
        assertThat(floor.counterexample()).isEqualTo("(0, 65536)");
        assertThat(floor.reason()).isEqualTo("SIZE-2: floor(0, 65536) is refused as an illegal argument"
                + " (alignment 65536 refused: it must fit in 16 bits) where 0 is required");
    }

    /** ceil(0, 1) = (0 + 1) & ~0 = 1 and ceil(1, 1) = 2: the smallest case that moves twice. */
    @Test
    void aCeilThatMovesTwiceShowsTheSmallestCase() {
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        assertThat(Verdict.of(contract(new FlawedRounding(FlawedRounding.Flaw.CEIL_WITHOUT_MINUS_ONE)), "SIZE-3")
                .violation("SIZE-3").counterexample()).isEqualTo("v=0, w=0, a=1");
    }
}
