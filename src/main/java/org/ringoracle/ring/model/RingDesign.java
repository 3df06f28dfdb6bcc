package org.ringoracle.ring.model;

import org.ringoracle.capacity.CapacityRule;

/**
 * The ring designs of specs/ring.md, each with its creation clause, its capacity rule
 * (specs/capacity.md) and its index width. An implementation names its design; the contract takes
 * the rule and the width from here, never from the implementation.
 */
public enum RingDesign {

    /** rte_ring in normal mode: a power of two from 2 to 2^30, one slot kept empty, 32-bit indices. */
    RTE_RING("RING-1", CapacityRule.oneSlotEmpty(), 32),

    /** rte_ring with RING_F_EXACT_SZ: 1 to 2^30 - 1 held exactly, 32-bit indices. */
    RTE_RING_EXACT("RING-2", CapacityRule.exactInPowerOfTwoSlots((1L << 30) - 1), 32),

    /** kfifo_alloc: 2 to 2^30 rounded up to a power of two, every slot usable, 32-bit indices. */
    KFIFO("RING-3", CapacityRule.roundedUp(2, 2), 32),

    /** kfifo_init over a caller's buffer: its length rounded down to a power of two, 32-bit indices. */
    KFIFO_OVER_BUFFER("RING-4", CapacityRule.roundedDown(2), 32),

    /** virtio split ring: a power of two from 1 to 32768, every entry usable, 16-bit indices. */
    VIRTIO("RING-5", CapacityRule.everySlotOfAPowerOfTwo(32768), 16),

    /** Concurrency Kit's ck_ring: a power of two from 4 to 2^30, one slot kept empty, 32-bit indices. */
    CK_RING("RING-16", CapacityRule.oneSlotEmpty(4), 32);

    private final String clause;
    private final CapacityRule rule;
    private final int width;

    RingDesign(String clause, CapacityRule rule, int width) {
        this.clause = clause;
        this.rule = rule;
        this.width = width;
    }

    /** The clause of the design's creation rule. */
    public String clause() {
        return clause;
    }

    /** Which counts the design accepts, and the capacity and slots of each. */
    public CapacityRule rule() {
        return rule;
    }

    /** The index width in bits: indices run modulo 2^width. */
    public int width() {
        return width;
    }

    /** A new model of a ring of this design created with {@code count}, its indices at {@code start}. */
    public <E> RingModel<E> model(int count, long start) {
        return new RingModel<>(rule.capacity(count), rule.slots(count), width, start);
    }
}
