package org.ringoracle.align;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.align.contract.AlignGenerators;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/** The edges of the 32-bit range, pinned by name and worked by hand. */
class AlignEdgesTest {

    private static final long TOP = 0xFFFF_FFFFL;

    @Test
    void theTopOfTheRangeIsReachedAndNotPassed() {
        assertThat(Align.ceil(TOP, 1)).isEqualTo(TOP);
        assertThat(Align.roundUp(TOP, 1)).isEqualTo(TOP);
        assertThat(Align.ceil(0xFFFF_FFC0L, 64)).isEqualTo(0xFFFF_FFC0L);
        assertThatThrownBy(() -> Align.ceil(0xFFFF_FFC1L, 64)).isInstanceOf(ArithmeticException.class).hasMessage(
                "ALIGN_CEIL(4294967233, 64) = 4294967296 does not fit in 32 bits (SIZE-1); C would wrap it to 0");
        assertThat(Align.roundUp(5, TOP)).isEqualTo(TOP);
        assertThat(Align.divRoundUp(TOP, TOP)).isEqualTo(1);
        assertThatThrownBy(() -> Align.roundUp(5, TOP + 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("divisor 4294967296 refused (SIZE-4): it must be from 1 to 4294967295");
        assertThatThrownBy(() -> Align.roundDown(5, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("divisor 0 refused (SIZE-4)");
        assertThatThrownBy(() -> Align.roundDown(-1, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value -1 refused: it must be an unsigned 32-bit value, 0 to 4294967295");
    }

    @Test
    void powersOfTwoStopAt2e31() {
        assertThat(Align.isPowerOfTwo(1L << 31)).isTrue();
        assertThat(Align.isPowerOfTwo(1L << 32)).isFalse();
        assertThat(Align.isPowerOfTwo(0)).isFalse();
        assertThat(Align.isPowerOfTwo(-(1L << 31))).isFalse();
        assertThat(Align.nextPowerOfTwo(1L << 31)).isEqualTo(1L << 31);
        // 0 and 1 have no lower neighbour to round from: 2^0 is the least power of two.
        assertThat(Align.nextPowerOfTwo(0)).isEqualTo(1);
        assertThat(Align.nextPowerOfTwo(1)).isEqualTo(1);
        assertThat(Align.nextPowerOfTwo(2)).isEqualTo(2);
        // The model agrees at the top: 2^31 is the last power of two it knows.
        assertThat(org.ringoracle.align.model.ExactAlign.isPowerOfTwo(1L << 31)).isTrue();
        assertThat(org.ringoracle.align.model.ExactAlign.isPowerOfTwo(1L << 32)).isFalse();
        assertThatThrownBy(() -> Align.nextPowerOfTwo((1L << 31) + 1)).isInstanceOf(ArithmeticException.class)
                .hasMessage("next power of two of 2147483649 refused (SIZE-5): no 32-bit power of two is at least 2147483649");
        assertThat(Align.previousPowerOfTwo(TOP)).isEqualTo(1L << 31);
        assertThat(Align.ROUNDING).hasToString("Align");
    }

    @Property
    void theValueGeneratorDrawsTheNeighboursOfPowersOfTwo() {
        List<Long> values = Oracle.sample(AlignGenerators.values(), 1000);
        // Above the small values drawn from 0 to 300, so only the neighbour generators give them.
        assertThat(values).as("powers of two plus one")
                .containsAnyOf(1025L, 2049L, 4097L, 8193L, 16385L, 32769L, 65537L, 131073L, (1L << 31) + 1);
        assertThat(values).as("powers of two minus one")
                .containsAnyOf(1023L, 2047L, 4095L, 8191L, 16383L, 32767L, 65535L, 131071L, (1L << 31) - 1);
        assertThat(values).as("the ends").contains(0L, TOP);
    }
}
