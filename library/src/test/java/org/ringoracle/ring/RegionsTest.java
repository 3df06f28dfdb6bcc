package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link Regions} as a value: the slot of each reserved element, equality of all three fields, and
 * the text counterexamples print. The values are worked by hand from TWO-5 (specs/two-phase.md)
 * on a ring of 8 slots.
 */
class RegionsTest {

    private static Regions of(int first, int firstCount, int second) {
        Regions regions = new Regions();
        regions.set(first, firstCount, second);
        return regions;
    }

    /** 5 slots from slot 6 of 8: slots 6 and 7, then 0, 1 and 2. */
    @Test
    void theSlotOfEachElementRunsToTheEndThenFromTheSecondRegion() {
        Regions crossing = of(6, 2, 0);
        assertThat(new int[] {crossing.slotOf(0), crossing.slotOf(1), crossing.slotOf(2), crossing.slotOf(3),
            crossing.slotOf(4)}).containsExactly(6, 7, 0, 1, 2);
        Regions inside = of(3, 4, Regions.NONE);
        assertThat(new int[] {inside.slotOf(0), inside.slotOf(3)}).containsExactly(3, 6);
    }

    @Test
    void aNewHolderHasNoSecondRegion() {
        assertThat(new Regions().second()).isEqualTo(Regions.NONE).isEqualTo(-1);
    }

    @Test
    void regionsAreEqualExactlyWhenAllThreeFieldsAre() {
        Regions regions = of(6, 2, 0);
        assertThat(regions).isEqualTo(of(6, 2, 0)).hasSameHashCodeAs(of(6, 2, 0))
                .isNotEqualTo(of(5, 2, 0))
                .isNotEqualTo(of(6, 3, 0))
                .isNotEqualTo(of(6, 2, Regions.NONE))
                .isNotEqualTo("2 from slot 6, the rest from slot 0")
                .isNotEqualTo(null);
    }

    @Test
    void regionsThatDifferInOneFieldHashApart() {
        assertThat(of(6, 2, 0).hashCode()).isNotEqualTo(of(5, 2, 0).hashCode())
                .isNotEqualTo(of(6, 3, 0).hashCode())
                .isNotEqualTo(of(6, 2, Regions.NONE).hashCode());
    }

    @Test
    void theTextSaysWhereEachRegionIs() {
        assertThat(of(6, 2, 0)).hasToString("2 from slot 6, the rest from slot 0");
        assertThat(of(3, 4, Regions.NONE)).hasToString("4 from slot 3, no second region");
    }
}
