package org.ringoracle.c;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.SetAside;
import org.ringoracle.ring.Moved;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingCreationContract;
import org.ringoracle.ring.model.RingDesign;

/**
 * The Concurrency Kit judged ({@link JudgedC#CK}), through the project's ring contracts unchanged
 * (mvn verify -Pnative). Expected values are worked by hand from the facts of specs/ring.md
 * (ck_ring); reports/findings.md F-19 describes the departure, which {@link CFindingsTest} pins.
 */
@Tag("native")
class InstalledCkTest {

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

    /**
     * ck_ring_init's size rule through the creation contract: ck_ring_capacity less one, as its
     * manual says; F-19's sizes (every size the rule refuses) set aside.
     */
    static RingCreationContract creation() {
        return new RingCreationContract() {
            @Override
            protected RingDesign design() {
                return RingDesign.CK_RING;
            }

            @Override
            protected int capacity(int count) {
                SetAside.when(!RingDesign.CK_RING.rule().accepts(count), CFinding.F19.id,
                        "size " + Integer.toUnsignedString(count));
                return Shim.C.ro_ck_ring_init_capacity(count) - 1;
            }
        };
    }

    /** Operations, indices and slots match the model across the 32-bit wrap, for every size the rule accepts. */
    @Test
    void ckRing(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.CK_RING);
    }

    /**
     * Every size the rule accepts gets its capacity. F-19 by hand beyond its probe: size 3 (mask 2):
     * the first enqueue compares (0 + 1) &amp; 2 = 0 with 0 &amp; 2 = 0, equal, so the ring is full
     * while empty; size 6 (mask 5): 0 is written to slot 0, then (1 + 1) &amp; 5 = 0 equals 0 &amp; 5,
     * so a burst of 5 moves 1 and the room left is 6 - 1 - 1 = 4.
     */
    @Test
    void ckRingInit(TestReporter reporter, TestInfo test) {
        Targets.judge(reporter, test, NativeTarget.CK_RING_INIT);
        if (CFinding.F19.observe().status() == CFinding.Status.PRESENT) {
            CkRing<Long> three = CkRing.create(3, 0);
            assertThat(Moved.of(three.enqueueBurst(new Long[] {7L}, 1), three)).isEqualTo(new Moved(0, 2));
            CkRing<Long> six = CkRing.create(6, 0);
            assertThat(Moved.of(six.enqueueBurst(new Long[] {1L, 2L, 3L, 4L, 5L}, 5), six)).isEqualTo(new Moved(1, 4));
        }
    }
}
