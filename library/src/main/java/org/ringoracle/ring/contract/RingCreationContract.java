package org.ringoracle.ring.contract;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.ring.model.RingDesign;

/**
 * The creation rule of a ring design (RING-1 to RING-5, RING-16, RING-18) over the whole int
 * range. Extend it with the design and the implementation's own creation arithmetic, which need
 * not allocate:
 *
 * <pre>{@code
 * class MyRingCreationTest extends RingCreationContract {
 *     protected RingDesign design() { return RingDesign.RTE_RING; }
 *     protected int capacity(int count) { return MyRing.capacityFor(count); }
 * }
 * }</pre>
 *
 * <p>Every count is either refused (as {@link #refusal()} says) or given the capacity the
 * design's rule computes.
 */
public abstract class RingCreationContract {

    /** Examples of the whole-range property. */
    public static final int EXAMPLES = 2000;

    /**
     * Counts pinned by name: 0, 1, 2, 3, negatives, 1000, 1024, 32768 and 65536 (virtio's edge),
     * 2^30 and its neighbours, 2^31 - 1, -2^31.
     */
    public static final List<Integer> EDGE_COUNTS = List.of(0, 1, 2, 3, -1, -2, 1000, 1024, 32768, 65536,
            (1 << 30) - 1, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE, Integer.MIN_VALUE);

    /** The design whose creation rule the implementation follows. */
    protected abstract RingDesign design();

    /**
     * The capacity the implementation gives a ring created with {@code count}.
     *
     * @throws RuntimeException of {@link #refusal()}'s type when it refuses the count
     */
    protected abstract int capacity(int count);

    /** How the implementation refuses a count; by default an IllegalArgumentException. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /**
     * RING-1 to RING-5, RING-16, RING-18 (the design's clause): over the whole int range, with
     * small counts drawn half the time, every count is refused or has the capacity of the design's rule (the powers of
     * two at the edges are {@link #EDGE_COUNTS}).
     */
    @Property({"RING-1", "RING-2", "RING-3", "RING-4", "RING-5", "RING-16", "RING-18"})
    public void everyCountIsRefusedOrHasTheCapacityOfTheRule() {
        Oracle.check(design().clause(), EXAMPLES, integers().all().mix(integers().between(-4, 70_000), 50),
                this::requireRule);
    }

    /**
     * RING-1 to RING-5, RING-16, RING-18 (the design's clause): each of {@link #EDGE_COUNTS}, every
     * power of two from 2^0 to 2^30 with its neighbours, and the rule's largest count with the one
     * above it follows the rule.
     */
    @Property({"RING-1", "RING-2", "RING-3", "RING-4", "RING-5", "RING-16", "RING-18"})
    public void edgeCountsFollowTheRule() {
        Oracle.each(pinnedCounts(design()), this::requireRule);
    }

    /** The counts {@link #edgeCountsFollowTheRule} pins for {@code design}, in ascending order. */
    public static List<Integer> pinnedCounts(RingDesign design) {
        Set<Long> counts = new TreeSet<>();
        EDGE_COUNTS.forEach(count -> counts.add((long) count));
        for (int k = 0; k <= 30; k++) {
            counts.addAll(List.of((1L << k) - 1, 1L << k, (1L << k) + 1));
        }
        counts.addAll(List.of(design.rule().largest(), design.rule().largest() + 1));
        // Every count added is at least -2^31; only the one above a rule's largest may pass 2^31 - 1.
        return counts.stream().filter(n -> n <= Integer.MAX_VALUE).map(Math::toIntExact).toList();
    }

    private void requireRule(int count) {
        RingDesign design = design();
        if (design.rule().accepts(count)) {
            Clause.require(design.clause(), "capacity for count " + count + " is", refusal().allowed(design.clause(),
                    "count " + count + " (the rule: " + design.rule() + ")", () -> capacity(count)),
                    design.rule().capacity(count));
        } else {
            refusal().require(design.clause(), "count " + count + " (the rule: " + design.rule() + ")", count,
                    () -> capacity(count));
        }
    }
}
