package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * RING-17's start rule at the edges of each width: an index of w bits is in [0, 2^w) (values from
 * the rule itself: 2^32 - 1 = 4294967295, 2^63 - 1 = Long.MAX_VALUE).
 */
class RingArgumentsTest {

    @Test
    void aStartIsTakenUpToTheLargestIndexOfItsWidth() {
        assertThat(RingArguments.requireStart(0, 1)).isEqualTo(0);
        assertThat(RingArguments.requireStart(1, 1)).isEqualTo(1);
        assertThat(RingArguments.requireStart(4_294_967_295L, 32)).isEqualTo(4_294_967_295L);
        assertThat(RingArguments.requireStart(0, 63)).isEqualTo(0);
        assertThat(RingArguments.requireStart(Long.MAX_VALUE, 63)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aStartOutsideItsWidthIsRefusedByName() {
        assertThatThrownBy(() -> RingArguments.requireStart(2, 1)).hasMessage(
                "start index 2 refused (RING-17): it must be in [0, 2^1)");
        assertThatThrownBy(() -> RingArguments.requireStart(4_294_967_296L, 32)).hasMessage(
                "start index 4294967296 refused (RING-17): it must be in [0, 2^32)");
        assertThatThrownBy(() -> RingArguments.requireStart(-1, 63)).hasMessage(
                "start index -1 refused (RING-17): it must be in [0, 2^63)");
        assertThatThrownBy(() -> RingArguments.requireStart(Long.MIN_VALUE, 32)).hasMessageContaining(
                "start index -9223372036854775808 refused");
    }

    @Test
    void aWidthOutsideOneTo63IsRefusedByName() {
        assertThatThrownBy(() -> RingArguments.requireStart(0, 0)).hasMessage(
                "index width 0 refused: free-running indices are 1 to 63 bits wide");
        assertThatThrownBy(() -> RingArguments.requireStart(0, 64)).hasMessage(
                "index width 64 refused: free-running indices are 1 to 63 bits wide");
    }
}
