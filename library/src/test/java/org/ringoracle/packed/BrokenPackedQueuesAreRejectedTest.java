package org.ringoracle.packed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
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
                Arguments.of(FlawedPackedRing.Flaw.EVENT_WRAP_IGNORED, Expected.rejectedBy("PACKED-5", "PACKED-5")),
                // On 32768 after 65536 made available, an event 101 ahead looks 65435 behind (pinned).
                Arguments.of(FlawedPackedRing.Flaw.SIXTEEN_BIT_DECISION, Expected.rejectedBy("PACKED-5")),
                // After a history the positions go back to 0 at the first refused event.
                Arguments.of(FlawedPackedRing.Flaw.REFUSED_EVENT_RESETS, Expected.rejectedBy("PACKED-6")),
                // After collecting the last descriptor the driver's used counter stays 1 (pinned: collect(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.USED_WRAP_NOT_FLIPPED, Expected.rejectedBy("PACKED-4", "PACKED-4")),
                // After a queue's worth nothing is free: avail(1) makes none (pinned: the fourth step on 3).
                Arguments.of(FlawedPackedRing.Flaw.NEVER_FREES, Expected.rejectedBy("PACKED-2", "PACKED-2")),
                // use(2) with 1 pending returns 2 (pinned); the runs ask for more than is pending too.
                Arguments.of(FlawedPackedRing.Flaw.USE_RETURNS_ASKED, Expected.rejectedBy("PACKED-3", "PACKED-3")),
                // A used descriptor of lap 1 holds 0x8000 where 0x8080 (pinned: use(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_WRITES_USED_ONLY, Expected.rejectedBy("PACKED-3", "PACKED-3")),
                // Every new queue: the size properties (PACKED-1, generated and edges) and the first
                // comparison of every run (PACKED-2, the driver's side compared first).
                Arguments.of(FlawedPackedRing.Flaw.WRAP_COUNTERS_START_AT_0,
                        Expected.rejectedBy("PACKED-1", "PACKED-1", "PACKED-2", "PACKED-2")),
                // 32768 is cut to 0 and refused where PACKED-1 allows it (every property that creates a
                // queue of 32768: the pinned runs, the long runs, the bad-argument property and the
                // edges; the generated runs stop at 4096), and the generated sizes such as -1 (cut to
                // 32767) are accepted.
                Arguments.of(FlawedPackedRing.Flaw.SIZE_CUT_TO_15_BITS,
                        Expected.rejectedBy("PACKED-1", "PACKED-1", "PACKED-1", "PACKED-1", "PACKED-1")),
                // A decision under DISABLE notifies (pinned: the last step on 4).
                Arguments.of(FlawedPackedRing.Flaw.IGNORES_DISABLE, Expected.rejectedBy("PACKED-5", "PACKED-5")),
                // Each refuses a step its clause allows: the runs and the pinned steps of 0 on 2.
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_AN_EMPTY_AVAIL, Expected.rejectedBy("PACKED-2", "PACKED-2")),
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_AN_EMPTY_USE, Expected.rejectedBy("PACKED-3", "PACKED-3")),
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_AN_EMPTY_COLLECT,
                        Expected.rejectedBy("PACKED-4", "PACKED-4")),
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_A_DECISION_WITH_NOTHING_NEW,
                        Expected.rejectedBy("PACKED-5", "PACKED-5")),
                // Only the bad-argument property passes bad arguments, each of the next four one kind.
                Arguments.of(FlawedPackedRing.Flaw.ACCEPTS_NEGATIVE_COUNTS, Expected.rejectedBy("PACKED-6")),
                Arguments.of(FlawedPackedRing.Flaw.OFFSET_CHECK_OFF_BY_ONE, Expected.rejectedBy("PACKED-6")),
                Arguments.of(FlawedPackedRing.Flaw.OFF_WRAP_CUT_TO_16_BITS, Expected.rejectedBy("PACKED-6")),
                Arguments.of(FlawedPackedRing.Flaw.ACCEPTS_RESERVED_FLAGS, Expected.rejectedBy("PACKED-6")),
                // avail(-1) makes one buffer available before it refuses: the position has moved.
                Arguments.of(FlawedPackedRing.Flaw.AVAIL_CHECKS_AFTER_THE_FIRST, Expected.rejectedBy("PACKED-6")),
                // The batch's first descriptor, the oldest the step wrote, keeps 0 (pinned: avail(3) on 3).
                Arguments.of(FlawedPackedRing.Flaw.FIRST_FLAGS_NEVER_WRITTEN, Expected.rejectedBy("PACKED-2", "PACKED-2")),
                // Seen only in the ids collected after a use of two or more: the runs, and the pinned
                // avail(3) use(3) collect(3) on 3 (PACKED-3 twice).
                Arguments.of(FlawedPackedRing.Flaw.USED_IDS_REVERSED, Expected.rejectedBy("PACKED-3", "PACKED-3")),
                // Only the bad-argument property offers an id outside 16 bits.
                Arguments.of(FlawedPackedRing.Flaw.IDS_CUT_TO_16_BITS, Expected.rejectedBy("PACKED-6")),
                // Only a queue made available to 5,000 times: the long runs (a generated run has at most
                // 40 steps, a pinned one 9).
                Arguments.of(FlawedPackedRing.Flaw.WRAP_STUCK_FROM_AVAIL_5000, Expected.rejectedBy("PACKED-2")),
                // Only the bad-argument property asks for more than its ids hold.
                Arguments.of(FlawedPackedRing.Flaw.COUNT_CUT_TO_THE_IDS, Expected.rejectedBy("PACKED-6")),
                // An event under DESC not among the buffers made available since the previous decision
                // (pinned: the third decision on 4).
                Arguments.of(FlawedPackedRing.Flaw.NOTIFIES_UNLESS_DISABLE, Expected.rejectedBy("PACKED-5", "PACKED-5")),
                // Either start is allowed: the model starts as the queue does.
                Arguments.of(FlawedPackedRing.Flaw.STARTS_WITH_INTERRUPTS_DISABLED, Expected.passes()),
                // Every new queue (the size properties), and the first comparison of every run, where
                // the model starts at ENABLE as 2 is not DISABLE.
                Arguments.of(FlawedPackedRing.Flaw.DRIVER_EVENT_STARTS_AT_DESC,
                        Expected.rejectedBy("PACKED-1", "PACKED-1", "PACKED-7", "PACKED-7")),
                // Only the bad-argument property refuses, after interrupts were disabled.
                Arguments.of(FlawedPackedRing.Flaw.REFUSED_EVENT_ENABLES_INTERRUPTS, Expected.rejectedBy("PACKED-6")),
                // The runs disable twice in a row (pinned: the second step on 1).
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_A_REPEATED_DISABLE,
                        Expected.rejectedBy("PACKED-7", "PACKED-7")),
                // The runs ask for interrupts after asking for none (pinned: the third step on 1).
                Arguments.of(FlawedPackedRing.Flaw.INTERRUPTS_NEVER_REENABLED,
                        Expected.rejectedBy("PACKED-7", "PACKED-7")),
                // On 4 after avail(4) use(2), the driver is in lap 2 and the device in lap 1: the event
                // at offset 1 with wrap 1 is placed a lap back, so the second buffer, used, is not
                // reached (pinned: the device's first decision, which must notify).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_EVENT_IN_THE_DRIVERS_LAP,
                        Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // The fourth descriptor, used before the previous decision, is taken as used since
                // (pinned: the device's third decision on 4).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_NOTHING_USED_IS_A_LAP,
                        Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // An event under DESC the device did not pass (pinned: its second decision on 4).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_NOTIFIES_UNLESS_DISABLE,
                        Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // Only the bad-argument property gives the device bad events.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_DECIDES_ON_BAD_EVENTS, Expected.rejectedBy("PACKED-6")),
                // Refuses a step PACKED-8 allows (pinned: the device's third decision on 4).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_REFUSES_A_DECISION_WITH_NOTHING_USED,
                        Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // Pinned: the device's last decision on 4, under DISABLE.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_IGNORES_DISABLE, Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // The first decision may notify whatever the event.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_FIRST_DECISION_NOTIFIES, Expected.passes()),
                // But not stay silent where the event was passed (pinned: the first decision on 4).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_FIRST_DECISION_SILENT,
                        Expected.rejectedBy("PACKED-8", "PACKED-8")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flaws")
    void everyPropertyGivesTheVerdictReasonedFromTheFlaw(FlawedPackedRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw, true, true)).publish(reporter, "FlawedPackedRing " + flaw));
    }

    /**
     * The contract on {@code flaw}'s queues: with the default event index and device decisions, or
     * declared without {@code VIRTIO_F_RING_EVENT_IDX} or without the device's decisions.
     */
    private static PackedQueueContract contract(FlawedPackedRing.Flaw flaw, boolean eventIndex,
            boolean deviceDecides) {
        return new PackedQueueContract() {
            @Override
            protected PackedQueue create(int size) {
                return flaw.create(size);
            }

            @Override
            protected boolean eventIndex() {
                return eventIndex && super.eventIndex();
            }

            @Override
            protected boolean deviceDecides() {
                return deviceDecides && super.deviceDecides();
            }
        };
    }

    private static Verdict judged(FlawedPackedRing.Flaw flaw, String clause) {
        return Verdict.of(contract(flaw, true, true), clause);
    }

    /**
     * The pinned runs fail at the step and with the values worked out by hand, whatever the
     * settings (with fewer examples a long run may be what finds the flaw in the generated
     * property, so the pinned property's outcome is read by its name).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("pinnedFailures")
    void pinnedRunsFailWhereWorkedOutByHand(FlawedPackedRing.Flaw flaw, String clause, String reason) {
        assertThat(judged(flaw, clause).outcomes().get("pinnedRunsWrapWhereWorkedOutByHand"))
                .isInstanceOfSatisfying(Outcome.Violated.class, v -> assertThat(List.of(v.clause(), v.reason()))
                        .containsExactly(clause, reason));
    }

    /**
     * Declared without {@code VIRTIO_F_RING_EVENT_IDX}, the decision that ignores DESC passes every
     * property, as the control does; a flaw outside PACKED-5 is still rejected where it was.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withoutTheEventIndex")
    void withoutTheEventIndexDescIsNotAsked(FlawedPackedRing.Flaw flaw, Expected expected, TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw, false, true)).publish(reporter, "FlawedPackedRing " + flaw
                + " without the event index"));
    }

    /**
     * Declared without the device's decisions (a driver judged with a device its test plays), a
     * device that decides wrongly passes, as the control does; a flaw of the driver's decision is
     * still rejected.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("withoutTheDevicesDecisions")
    void withoutTheDevicesDecisionsTheyAreNotAsked(FlawedPackedRing.Flaw flaw, Expected expected,
            TestReporter reporter) {
        expected.check(Verdict.of(contract(flaw, true, false)).publish(reporter, "FlawedPackedRing " + flaw
                + " without the device's decisions"));
    }

    static Stream<Arguments> withoutTheDevicesDecisions() {
        return Stream.of(Arguments.of(FlawedPackedRing.Flaw.NONE, Expected.passes()),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_IGNORES_DISABLE, Expected.passes()),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_EVENT_IN_THE_DRIVERS_LAP, Expected.passes()),
                // Nor are bad events given to it.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_DECIDES_ON_BAD_EVENTS, Expected.passes()),
                Arguments.of(FlawedPackedRing.Flaw.IGNORES_DISABLE, Expected.rejectedBy("PACKED-5", "PACKED-5")));
    }

    static Stream<Arguments> withoutTheEventIndex() {
        return Stream.of(Arguments.of(FlawedPackedRing.Flaw.NONE, Expected.passes()),
                Arguments.of(FlawedPackedRing.Flaw.NOTIFIES_UNLESS_DISABLE, Expected.passes()),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_NOTIFIES_UNLESS_DISABLE, Expected.passes()),
                // The device's decision under DISABLE is still asked (pinned: kept as it is not DESC).
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_IGNORES_DISABLE, Expected.rejectedBy("PACKED-8", "PACKED-8")),
                // A decision under DISABLE notifies (pinned: the last step on 4, kept as it is not DESC).
                Arguments.of(FlawedPackedRing.Flaw.IGNORES_DISABLE, Expected.rejectedBy("PACKED-5", "PACKED-5")),
                Arguments.of(FlawedPackedRing.Flaw.INTERRUPTS_NEVER_REENABLED,
                        Expected.rejectedBy("PACKED-7", "PACKED-7")));
    }

    /** A bad-argument counterexample names the size, the history and the values tried. */
    @org.junit.jupiter.api.Test
    void badArgumentsArePrintedWithTheSize() {
        assertThat(judged(FlawedPackedRing.Flaw.ACCEPTS_NEGATIVE_COUNTS, "PACKED-6").violation("PACKED-6")
                .counterexample()).matches("size=\\d+ after avail\\((\\d+)\\) use\\(\\1\\) collect\\(\\1\\)"
                        + " avail\\(\\d+\\) use\\(\\d+\\) interrupts\\(disable\\): counts of -\\d+, offset \\d+,"
                        + " flags \\d+, buffer id -?\\d+");
    }

    static Stream<Arguments> pinnedFailures() {
        return Stream.of(
                // Ids 0, 1 and 2 made available and used in one batch come back reversed.
                Arguments.of(FlawedPackedRing.Flaw.USED_IDS_REVERSED, "PACKED-3",
                        "PACKED-3: step 3 collect(3): collected the buffer ids [2, 1, 0] where [0, 1, 2] is required"),
                Arguments.of(FlawedPackedRing.Flaw.WRAP_NOT_FLIPPED, "PACKED-2",
                        "PACKED-2: step 1 avail(3): the driver's (next avail, wrap) [0, true] where [0, false] is required"),
                Arguments.of(FlawedPackedRing.Flaw.FIRST_FLAGS_NEVER_WRITTEN, "PACKED-2",
                        "PACKED-2: step 1 avail(3): wrote descriptor 0 flags 0x0000 where descriptor 0 flags 0x0080 is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.FLIPPED_BEFORE_THE_LAST, "PACKED-2",
                        "PACKED-2: step 1 avail(3): wrote descriptor 2 flags 0x8000 where descriptor 2 flags 0x0080 is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_WRAP_NOT_FLIPPED, "PACKED-3",
                        "PACKED-3: step 2 use(3): the device's (next, wrap) [0, true] where [0, false] is required"),
                Arguments.of(FlawedPackedRing.Flaw.USED_WRAP_NOT_FLIPPED, "PACKED-4",
                        "PACKED-4: step 3 collect(3): the driver's (next used, wrap) [0, true] where [0, false] is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.NEVER_FREES, "PACKED-2",
                        "PACKED-2: step 4 avail(1): made available 0 where 1 is required"),
                // use(3) on the queue of 3 writes descriptors 0 to 2 in the device's first lap: AVAIL and
                // USED both 1 (0x8080) are required, USED alone (0x8000) is written; the check goes back
                // from the device's new position 0, so descriptor 2 first.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_WRITES_USED_ONLY, "PACKED-3",
                        "PACKED-3: step 2 use(3): wrote descriptor 2 flags 0x8000 where descriptor 2 flags 0x8080 is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.USE_RETURNS_ASKED, "PACKED-3",
                        "PACKED-3: step 5 use(2): used 2 where 1 is required"),
                Arguments.of(FlawedPackedRing.Flaw.COLLECT_IGNORES_THE_WRAP, "PACKED-4",
                        "PACKED-4: step 6 collect(1): collected 0 where 1 is required"),
                Arguments.of(FlawedPackedRing.Flaw.EVENT_WITH_THE_WRAP_BIT, "PACKED-5",
                        "PACKED-5: step 4 notify?(0, wrap 1, DESC): notify false where true is required"),
                Arguments.of(FlawedPackedRing.Flaw.IGNORES_DISABLE, "PACKED-5",
                        "PACKED-5: step 9 notify?(2, wrap 0, DISABLE): notify true where false is required"),
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_A_DECISION_WITH_NOTHING_NEW, "PACKED-5",
                        "PACKED-5: step 4 notify?(0, wrap 1, ENABLE): was refused (event refused (PACKED-6)) where"
                                + " PACKED-5 allows it"),
                // On 4, after seven buffers, the event at offset 1 with wrap counter 1 names the second,
                // made available before the previous decision: do not notify; this driver does.
                Arguments.of(FlawedPackedRing.Flaw.NOTIFIES_UNLESS_DISABLE, "PACKED-5",
                        "PACKED-5: step 8 notify?(1, wrap 1, DESC): notify true where false is required"),
                // The device's pinned run on 4 (PackedQueueContract.PINNED_RUNS): its first decision, on an
                // event it passed; its third, with nothing used since; under DISABLE.
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_EVENT_IN_THE_DRIVERS_LAP, "PACKED-8",
                        "PACKED-8: step 3 notify driver?(1, wrap 1, DESC): notify the driver false where true is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_FIRST_DECISION_SILENT, "PACKED-8",
                        "PACKED-8: step 3 notify driver?(1, wrap 1, DESC): notify the driver false where true is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_NOTHING_USED_IS_A_LAP, "PACKED-8",
                        "PACKED-8: step 6 notify driver?(3, wrap 1, DESC): notify the driver true where false is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.DEVICE_IGNORES_DISABLE, "PACKED-8",
                        "PACKED-8: step 12 notify driver?(0, wrap 0, DISABLE): notify the driver true where false is"
                                + " required"),
                Arguments.of(FlawedPackedRing.Flaw.REFUSES_A_REPEATED_DISABLE, "PACKED-7",
                        "PACKED-7: step 2 interrupts(disable): was refused (interrupts already disabled) where PACKED-7"
                                + " allows it"),
                // On 1: disable, disable, then enable leaves DISABLE (1) where ENABLE (0) is required.
                Arguments.of(FlawedPackedRing.Flaw.INTERRUPTS_NEVER_REENABLED, "PACKED-7",
                        "PACKED-7: step 3 interrupts(enable): the driver's event flags 1 where 0 is required"));
    }
}
