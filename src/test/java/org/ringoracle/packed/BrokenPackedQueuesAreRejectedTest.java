package org.ringoracle.packed;

import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Verdict;
import org.ringoracle.packed.contract.PackedQueueContract;

/**
 * Every property of the packed-virtqueue contract on every flawed queue: each verdict is the one
 * reasoned out below from the flaw (the generated runs and the pinned runs of
 * {@link PackedQueueContract#PINNED_RUNS} both find each one), and the control passes everything.
 */
class BrokenPackedQueuesAreRejectedTest {

    static Stream<Arguments> flaws() {
        return Stream.of(
                // The same code without a flaw.
                Arguments.of(FlawedPackedRing.Flaw.NONE, Expected.passes()),
                // After the last descriptor the driver's counter stays 1 (pinned: avail(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.WRAP_NOT_FLIPPED, Expected.rejectedBy("PACKED-2", "PACKED-2")),
                // The last descriptor gets AVAIL 0 and USED 1 in lap 1 (pinned: avail(3) on 3, descriptor 2).
                Arguments.of(FlawedPackedRing.Flaw.FLIPPED_BEFORE_THE_LAST,
                        Expected.rejectedBy("PACKED-2", "PACKED-2")),
                // On 3 the position after 2 is 3 & 2 = 2, not 0 (pinned: avail(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.MASKED_POSITION, Expected.rejectedBy("PACKED-2", "PACKED-2")),
                // After using the last descriptor the device's counter stays 1 (pinned: use(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_WRAP_NOT_FLIPPED,
                        Expected.rejectedBy("PACKED-3", "PACKED-3")),
                // In lap 2 a used descriptor has USED 0 and is not taken (pinned: the queue of 1).
                Arguments.of(FlawedPackedRing.Flaw.COLLECT_IGNORES_THE_WRAP,
                        Expected.rejectedBy("PACKED-4", "PACKED-4")),
                // The event at offset 0, wrap 1, on 4 after four buffers becomes 32768 - 4: no notification
                // where the first buffer was named (pinned, the queue of 4).
                Arguments.of(FlawedPackedRing.Flaw.EVENT_WITH_THE_WRAP_BIT,
                        Expected.rejectedBy("PACKED-5", "PACKED-5")),
                // The same event taken in lap 2, where nothing was made available yet (pinned).
                Arguments.of(FlawedPackedRing.Flaw.EVENT_WRAP_IGNORED, Expected.rejectedBy("PACKED-5", "PACKED-5")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedPackedRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(new PackedQueueContract() {
            @Override
            protected PackedQueue create(int size) {
                return new FlawedPackedRing(size, flaw);
            }
        }).publish(reporter, "FlawedPackedRing " + flaw));
    }
}
