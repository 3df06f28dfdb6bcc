package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Settings;
import org.ringoracle.harness.Verdict;
import org.ringoracle.report.Fixtures;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * Concurrency Kit 0.7.1 as Debian's libck-dev installs it, judged by the project's ring contracts
 * unchanged (mvn verify -Pnative). Expected values are worked by hand from the facts of
 * specs/ring.md (ck_ring); reports/findings.md F-19 describes the departure.
 */
@Tag("native")
class InstalledCkTest {

    private static final String EDGES = "edgeCountsFollowTheRule";
    private static final String EVERY = "everyCountIsRefusedOrHasTheCapacityOfTheRule";

    /** ck_ring through the ring contract. */
    static RingContract ring() {
        return new RingContract() {
            @Override
            protected RingDesign design() {
                return RingDesign.CK_RING;
            }

            @Override
            protected <E> Ring<E> create(int count, long start) {
                return CkRing.create(count, start);
            }
        };
    }

    /** ck_ring_init's size rule through the creation contract: ck_ring_capacity less one, as its manual says. */
    static RingCreationContract creation() {
        return new RingCreationContract() {
            @Override
            protected RingDesign design() {
                return RingDesign.CK_RING;
            }

            @Override
            protected int capacity(int count) {
                return Shim.C.ro_ck_ring_init_capacity(count) - 1;
            }
        };
    }

    /** Operations, indices and slots match the model across the 32-bit wrap, for every size the rule accepts. */
    @Test
    void ckRingMovesElementsAsTheModelAcrossTheWrap(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "ck_ring (Concurrency Kit 0.7.1 as installed)", ring())).isEmpty();
    }

    /**
     * F-19: ck_ring_init stores size and size - 1 and checks nothing, so every size is taken: 0 (the
     * first edge count, capacity 0 - 1 - 1 as an int: -1), and sizes that are no power of two,
     * whose mask drops bits. Size 3 (mask 2): the first enqueue compares (0 + 1) & 2 = 0 with
     * 0 & 2 = 0, equal, so the ring is full while empty. Size 6 (mask 5): 0 is written to slot 0,
     * then (1 + 1) & 5 = 0 equals 0 & 5, so a burst of 5 moves 1; the room left is 6 - 1 - 1 = 4.
     */
    @Test
    void ckRingInitAcceptsEverySize(TestReporter reporter) {
        assertThat(Fixtures.rejections(reporter, "ck_ring_init (Concurrency Kit 0.7.1 as installed)", creation()))
                .isEqualTo(Map.of(EDGES, "RING-16", EVERY, "RING-16"));
        Map<String, Verdict.Outcome> outcomes = Verdict.outcomes(creation());
        assertThat(outcomes.get(EDGES).reason()).isEqualTo("RING-16: count 0 (the rule: a power of two from 4 to"
                + " 1073741824, 1 slot kept empty) was accepted where it must be refused");
        assertThat(Shim.C.ro_ck_ring_init_capacity(0)).isZero();
        assertThat(Shim.C.ro_ck_ring_init_capacity(3)).isEqualTo(3);
        CkRing<Long> three = CkRing.create(3, 0);
        assertThat(Moved.of(three.enqueueBurst(new Long[] {7L}, 1), three)).isEqualTo(new Moved(0, 2));
        CkRing<Long> six = CkRing.create(6, 0);
        assertThat(Moved.of(six.enqueueBurst(new Long[] {1L, 2L, 3L, 4L, 5L}, 5), six)).isEqualTo(new Moved(1, 4));
        Assumptions.assumeTrue(Settings.fromSystem().isDefault(), "pinned to the default seed and examples");
        // Every count but the powers of two from 4 is accepted, so shrinking reaches the smallest, 0.
        assertThat(outcomes.get(EVERY).counterexample()).isEqualTo("0");
    }
}
