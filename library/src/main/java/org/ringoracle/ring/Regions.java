package org.ringoracle.ring;

import java.util.Objects;

/**
 * Where a zero-copy start's slots are (specs/two-phase.md, TWO-5), as rte_ring's
 * {@code struct rte_ring_zc_data}: {@code firstCount} slots from {@code first}, then, when the
 * reservation crosses the end of the slots, the rest from {@code second}; {@link #NONE} when there
 * is no second region. The caller owns it and a start fills it, so a start allocates nothing.
 */
public final class Regions {

    /** The second region's slot when there is none (C's NULL). */
    public static final int NONE = -1;

    private int first;
    private int firstCount;
    private int second = NONE;

    /** Sets the regions: {@code firstCount} slots from {@code first}, the rest from {@code second} or {@link #NONE}. */
    public void set(int first, int firstCount, int second) {
        this.first = first;
        this.firstCount = firstCount;
        this.second = second;
    }

    /** The first region's first slot. */
    public int first() {
        return first;
    }

    /** How many slots the first region holds. */
    public int firstCount() {
        return firstCount;
    }

    /** The second region's first slot, or {@link #NONE}. */
    public int second() {
        return second;
    }

    /** The slot of the {@code i}-th reserved or shown element, from 0: in the first region, then the second. */
    public int slotOf(int i) {
        return i < firstCount ? first + i : second + i - firstCount;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Regions r && r.first == first && r.firstCount == firstCount && r.second == second;
    }

    @Override
    public int hashCode() {
        return Objects.hash(first, firstCount, second);
    }

    @Override
    public String toString() {
        return firstCount + " from slot " + first + (second == NONE ? ", no second region" : ", the rest from slot "
                + second);
    }
}
