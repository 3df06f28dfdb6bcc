package org.ringoracle.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;

/**
 * The rules of specs/capacity.md on pinned sizes. Every expected value is worked out by hand from
 * the rule's text in the spec (the worked examples there: 1000 exact gives 1024 slots, 1024 gives
 * 2048; JCTools' minimum of 4; kfifo over a buffer of 1000 uses 512).
 */
class CapacityRuleTest {

    private record Row(long size, int capacity, long slots) {
    }

    private static void requireRows(CapacityRule rule, List<Row> rows, List<Long> refused) {
        for (Row row : rows) {
            assertThat(rule.accepts(row.size())).as("%s accepts %d", rule, row.size()).isTrue();
            assertThat(List.of((long) rule.capacity(row.size()), rule.slots(row.size())))
                    .as("(capacity, slots) of size %d under %s", row.size(), rule)
                    .containsExactly((long) row.capacity(), row.slots());
        }
        for (long size : refused) {
            assertThat(rule.accepts(size)).as("%s accepts %d", rule, size).isFalse();
            assertThatThrownBy(() -> rule.capacity(size)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("size " + size + " refused by the rule: " + rule);
            assertThatThrownBy(() -> rule.slots(size)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Property("CAP-1")
    void oneSlotEmptyTakesPowersOfTwoFrom2To2e30() {
        requireRows(CapacityRule.oneSlotEmpty(), List.of(new Row(2, 1, 2), new Row(4, 3, 4), new Row(1024, 1023, 1024),
                new Row(1L << 30, (1 << 30) - 1, 1L << 30)),
                List.of(-2L, -1L, 0L, 1L, 3L, 6L, 1000L, 1025L, (1L << 30) + 1, 1L << 31, 1L << 32));
        assertThat(CapacityRule.oneSlotEmpty()).hasToString("a power of two from 2 to 1073741824, 1 slot kept empty");
        // ck_ring_init(3): a power of two of at least 4.
        requireRows(CapacityRule.oneSlotEmpty(4), List.of(new Row(4, 3, 4), new Row(8, 7, 8),
                new Row(1L << 30, (1 << 30) - 1, 1L << 30)), List.of(0L, 1L, 2L, 3L, 5L, (1L << 30) + 1, 1L << 31));
    }

    @Property("CAP-1")
    void everySlotTakesEverySizeInRange() {
        requireRows(CapacityRule.everySlot(Integer.MAX_VALUE), List.of(new Row(1, 1, 1), new Row(3, 3, 3),
                new Row(1000, 1000, 1000), new Row(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE)),
                List.of(0L, -1L, 1L << 31));
        requireRows(CapacityRule.everySlotOfAPowerOfTwo(32768), List.of(new Row(1, 1, 1), new Row(2, 2, 2),
                new Row(32768, 32768, 32768)), List.of(0L, 3L, 65536L, -32768L));
    }

    @Property("CAP-1")
    void roundedUpHasItsMinimum() {
        CapacityRule jctools = CapacityRule.roundedUp(1, 4);
        requireRows(jctools, List.of(new Row(1, 4, 4), new Row(3, 4, 4), new Row(4, 4, 4), new Row(5, 8, 8),
                new Row(1000, 1024, 1024), new Row(1L << 30, 1 << 30, 1L << 30)),
                List.of(0L, -1L, (1L << 30) + 1));
        requireRows(CapacityRule.roundedUp(2, 1), List.of(new Row(2, 2, 2), new Row(3, 4, 4), new Row(1025, 2048, 2048)),
                List.of(1L, 0L));
        assertThat(jctools).hasToString("a size from 1 to 1073741824 rounded up to a power of two of at least 4,"
                + " every slot usable");
    }

    @Property("CAP-1")
    void roundedDownNeverExceedsTheSize() {
        requireRows(CapacityRule.roundedDown(2), List.of(new Row(2, 2, 2), new Row(3, 2, 2), new Row(1000, 512, 512),
                new Row(1024, 1024, 1024), new Row(Integer.MAX_VALUE, 1 << 30, 1L << 30)), List.of(1L, 0L, -5L, 1L << 31));
    }

    @Property("CAP-1")
    void exactInPowerOfTwoSlotsKeepsOneSlotAboveTheCount() {
        requireRows(CapacityRule.exactInPowerOfTwoSlots((1 << 30) - 1), List.of(new Row(1, 1, 2), new Row(3, 3, 4),
                new Row(4, 4, 8), new Row(1000, 1000, 1024), new Row(1024, 1024, 2048),
                new Row((1 << 30) - 1, (1 << 30) - 1, 1L << 30)), List.of(0L, 1L << 30, -1L));
    }

    @Property("CAP-1")
    void powersOfTwoByDoubling() {
        assertThat(List.of(CapacityRule.powerAtOrAbove(0), CapacityRule.powerAtOrAbove(1), CapacityRule.powerAtOrAbove(5),
                CapacityRule.powerAtOrBelow(1), CapacityRule.powerAtOrBelow(5), CapacityRule.powerAtOrBelow(8)))
                .containsExactly(1L, 1L, 8L, 1L, 4L, 8L);
        assertThat(List.of(CapacityRule.isPowerOfTwo(0), CapacityRule.isPowerOfTwo(1), CapacityRule.isPowerOfTwo(6),
                CapacityRule.isPowerOfTwo(1L << 62), CapacityRule.isPowerOfTwo(Long.MAX_VALUE)))
                .containsExactly(false, true, false, true, false);
    }

    /** CAP-2: over the whole int range and beyond, no rule accepts 0 or a negative size. */
    @Property("CAP-2")
    void noRuleAcceptsZeroOrANegativeSize() {
        List<CapacityRule> rules = List.of(CapacityRule.oneSlotEmpty(), CapacityRule.everySlot(Integer.MAX_VALUE),
                CapacityRule.everySlotOfAPowerOfTwo(1 << 30), CapacityRule.roundedUp(1, 4), CapacityRule.roundedUp(2, 1),
                CapacityRule.roundedDown(2), CapacityRule.exactInPowerOfTwoSlots((1 << 30) - 1));
        Oracle.check("CAP-2", 1000, longs().between(Long.MIN_VALUE, 0), size ->
                assertThat(rules).as("rules accepting %d", size).noneMatch(rule -> rule.accepts(size)));
        assertThat(rules).noneMatch(rule -> rule.accepts(0) || rule.accepts(-1) || rule.accepts(Long.MIN_VALUE));
    }

    /** CAP-1: each rule describes itself as its row of the spec's table does. */
    @Property("CAP-1")
    void eachRuleSaysWhatItIs() {
        assertThat(List.of(CapacityRule.everySlot(7), CapacityRule.everySlotOfAPowerOfTwo(8),
                CapacityRule.roundedUp(1, 1), CapacityRule.roundedUp(1, 2), CapacityRule.roundedDown(2),
                CapacityRule.exactInPowerOfTwoSlots(9))).extracting(Object::toString).containsExactly(
                        "any size from 1 to 7, every slot usable",
                        "a power of two from 1 to 8, every slot usable",
                        "a size from 1 to 1073741824 rounded up to a power of two, every slot usable",
                        "a size from 1 to 1073741824 rounded up to a power of two of at least 2, every slot usable",
                        "a size of at least 2 rounded down to a power of two, every slot usable",
                        "any size from 1 to 9, held exactly in the least power of two of slots above it");
    }

    /** What sizes() draws: only accepted sizes up to the bound, the smallest included. */
    @Property
    void sizesAreAcceptedAndWithinTheBound() {
        for (CapacityRule rule : List.of(CapacityRule.oneSlotEmpty(), CapacityRule.everySlot(Integer.MAX_VALUE),
                CapacityRule.roundedUp(1, 4), CapacityRule.roundedDown(2), CapacityRule.exactInPowerOfTwoSlots(1000))) {
            List<Integer> sizes = Oracle.sample(rule.sizes(1 << 16), 300);
            assertThat(sizes).as("sizes of %s", rule).allMatch(s -> rule.accepts(s) && s <= 1 << 16)
                    .contains((int) rule.smallest());
        }
        assertThat(Oracle.sample(CapacityRule.oneSlotEmpty().sizes(1 << 16), 300)).contains(2, 1 << 16);
        assertThat(Oracle.sample(CapacityRule.everySlotOfAPowerOfTwo(32768).sizes(1 << 16), 300)).contains(1, 32768)
                .allMatch(CapacityRule::isPowerOfTwo);
        List<Integer> any = Oracle.sample(CapacityRule.everySlot(Integer.MAX_VALUE).sizes(1 << 16), 1000);
        assertThat(any).as("powers of two").anyMatch(s -> s >= 8 && CapacityRule.isPowerOfTwo(s))
                .as("powers of two less one").anyMatch(s -> s >= 7 && CapacityRule.isPowerOfTwo(s + 1L))
                .as("powers of two plus one").anyMatch(s -> s >= 9 && CapacityRule.isPowerOfTwo(s - 1L))
                .as("the bound").contains(1 << 16);
    }

    /** The largest size a rule accepts at or below a bound, by hand from each rule's text. */
    @Test
    void theLargestSizeAtMostABound() {
        // Powers of two from 2: the greatest power of two at or below the bound, from 2.
        assertThat(CapacityRule.oneSlotEmpty().largestAtMost(1 << 21)).hasValue(1 << 21);
        assertThat(CapacityRule.oneSlotEmpty().largestAtMost((1 << 21) - 1)).hasValue(1 << 20);
        assertThat(CapacityRule.oneSlotEmpty().largestAtMost(3)).hasValue(2);
        assertThat(CapacityRule.oneSlotEmpty().largestAtMost(1)).isEmpty();
        assertThat(CapacityRule.oneSlotEmpty().largestAtMost(Long.MAX_VALUE)).hasValue(1 << 30);
        // ck_ring's powers of two from 4: none at or below 3.
        assertThat(CapacityRule.oneSlotEmpty(4).largestAtMost(3)).isEmpty();
        // Any size from 1 to 4096: the bound itself, or 4096 above it.
        assertThat(CapacityRule.everySlot(4096).largestAtMost(1000)).hasValue(1000);
        assertThat(CapacityRule.everySlot(4096).largestAtMost(1 << 21)).hasValue(4096);
        assertThat(CapacityRule.everySlot(4096).largestAtMost(0)).isEmpty();
    }

    /** The sizes of a long run: 8 or the smallest, and the largest up to a bound, each once. */
    @Test
    void theSmallAndTheLargestSizes() {
        assertThat(CapacityRule.oneSlotEmpty().smallAndLargest(1 << 21)).containsExactly(8L, 1L << 21);
        assertThat(CapacityRule.oneSlotEmpty(16).smallAndLargest(1 << 21)).containsExactly(16L, 1L << 21);
        assertThat(CapacityRule.everySlot(8).smallAndLargest(1 << 21)).containsExactly(8L);
        // Nothing from 16 at or below 8: the smallest alone.
        assertThat(CapacityRule.oneSlotEmpty(16).smallAndLargest(8)).containsExactly(16L);
    }
}
