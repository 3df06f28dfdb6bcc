package org.ringoracle.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The history checker on histories written by hand, each with its linearization or the reason
 * there is none worked out in its comment: linearizable ones pass, each pattern is found and
 * named. Capacity 2 throughout; thread 0 puts, thread 1 takes, thread 2 drains.
 */
class QueueHistoriesTest {

    private static Call put(long invoked, long returned, int asked, Long... moved) {
        return new Call(0, true, false, asked, Arrays.asList(moved), invoked, returned);
    }

    private static Call take(long invoked, long returned, int asked, Long... moved) {
        return new Call(1, false, false, asked, Arrays.asList(moved), invoked, returned);
    }

    private static Call bulk(Call call) {
        return new Call(call.thread(), call.put(), true, call.asked(), call.moved(), call.invoked(), call.returned());
    }

    private static Call drain(long at) {
        return new Call(2, false, false, 2, List.of(), at, at + 1);
    }

    private static Optional<QueueHistories.Violation> check(Call... calls) {
        return QueueHistories.check(List.of(calls), 2, "Q-1");
    }

    @Test
    void overlappingCallsInSomeOrderOfTheirsPass() {
        // put [1, 2] at [0, 3]; take 1 -> [1] at [1, 2] overlaps it: put, then take. Then take 2 -> [2].
        assertThat(check(put(0, 3, 2, 1L, 2L), take(1, 2, 1, 1L), take(4, 5, 2, 2L), drain(6))).isEmpty();
        // a take of 2 that got 1 while the put of its second element was still running: the take
        // is linearized between two puts.
        assertThat(check(put(0, 1, 1, 1L), put(2, 5, 1, 2L), take(3, 4, 2, 1L), take(6, 7, 1, 2L), drain(8)))
                .isEmpty();
        // a put of 3 into a queue of 2 accepts 2.
        assertThat(check(put(0, 1, 3, 1L, 2L), take(2, 3, 2, 1L, 2L), drain(4))).isEmpty();
    }

    @Test
    void anElementTakenTwiceBreaksOnce() {
        Optional<QueueHistories.Violation> v = check(put(0, 1, 1, 1L), take(2, 3, 1, 1L), take(4, 5, 1, 1L), drain(6));
        assertThat(v).get().extracting(QueueHistories.Violation::pattern).isEqualTo("once: element 1 taken twice");
        assertThat(v.get().calls()).hasSize(2);
    }

    @Test
    void anElementNeverPutBreaksOnce() {
        // the slot was read before it was written: the take returns null.
        assertThat(check(put(0, 3, 1, 1L), take(1, 2, 1, (Long) null), take(4, 5, 1, 1L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("once: element null taken, never put");
    }

    @Test
    void anElementTakenBeforeItWasPutBreaksOnce() {
        assertThat(check(take(0, 1, 1, 1L), put(2, 3, 1, 1L), drain(4))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("once: element 1 taken before it was put");
    }

    @Test
    void anElementLostBreaksOnce() {
        assertThat(check(put(0, 1, 2, 1L, 2L), take(2, 3, 1, 1L), drain(4))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("once: element 2 put, never taken");
    }

    @Test
    void elementsTakenOutOfTheirOrderBreakOrder() {
        // across calls: put 1 returned before put 2 was invoked; 2 taken by a call that returned
        // before the take of 1 was invoked.
        assertThat(check(put(0, 1, 1, 1L), put(2, 3, 1, 2L), take(4, 5, 1, 2L), take(6, 7, 1, 1L), drain(8))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("order: element 1 put before 2, taken after it");
        // within one put batch, taken by two calls.
        assertThat(check(put(0, 1, 2, 1L, 2L), take(2, 3, 1, 2L), take(4, 5, 1, 1L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("order: element 1 put before 2, taken after it");
        // across put calls, within one take batch.
        assertThat(check(put(0, 1, 1, 1L), put(2, 3, 1, 2L), take(4, 5, 2, 2L, 1L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("order: element 1 put before 2, taken after it");
        // within one put batch and one take batch.
        assertThat(check(put(0, 1, 2, 1L, 2L), take(2, 3, 2, 2L, 1L), drain(4))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("order: element 1 put before 2, taken after it");
    }

    @Test
    void concurrentPutsMayBeTakenInEitherOrder() {
        // two producers' puts overlap: either order is a linearization.
        Call second = new Call(3, true, false, 1, List.of(2L), 1, 2);
        assertThat(QueueHistories.check(List.of(put(0, 3, 1, 1L), second, take(4, 5, 2, 2L, 1L), drain(6)), 2, "Q-1"))
                .isEmpty();
    }

    @Test
    void aShortTakeWhileAnElementWasHeldBreaksCount() {
        // 1 was put before the take of 1 began and taken after it ended: the take cannot find the queue empty.
        assertThat(check(put(0, 1, 1, 1L), take(2, 3, 1), take(4, 5, 1, 1L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern)
                .isEqualTo("count: a take of 1 moved 0 while element 1 was held throughout it");
    }

    @Test
    void aShortPutIntoAQueueThatCannotBeFullBreaksCount() {
        // at most 1 element held when the put of 2 accepted 1: a queue of 2 was never full.
        assertThat(check(put(0, 1, 2, 1L), take(2, 3, 1, 1L), drain(4))).get()
                .extracting(QueueHistories.Violation::pattern)
                .isEqualTo("count: a put of 2 accepted 1 while the queue held at most 1 of 2");
        // a put of 1 into a full queue accepting nothing passes: 1 and 2 are held throughout it.
        assertThat(check(put(0, 1, 2, 1L, 2L), put(2, 3, 1), take(4, 5, 2, 1L, 2L), drain(6))).isEmpty();
    }

    @Test
    void aBulkCallMovesAllOrNothing() {
        assertThat(check(bulk(put(0, 1, 2, 1L)), take(2, 3, 1, 1L), drain(4))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("count: a bulk put of 2 moved 1");
        assertThat(check(put(0, 1, 2, 1L, 2L), bulk(take(2, 3, 2, 1L)), take(4, 5, 1, 2L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern).isEqualTo("count: a bulk take of 2 moved 1");
    }

    @Test
    void aBulkTakeOfNoneWhileAsManyWereHeldBreaksCount() {
        // 1 and 2 held throughout a bulk take of 2 that moved none.
        assertThat(check(put(0, 1, 2, 1L, 2L), bulk(take(2, 3, 2)), take(4, 5, 2, 1L, 2L), drain(6))).get()
                .extracting(QueueHistories.Violation::pattern)
                .isEqualTo("count: a bulk take of 2 moved 0 while 2 elements were held throughout it");
        // only 1 held throughout a bulk take of 2: it may find fewer than 2.
        assertThat(check(put(0, 1, 1, 1L), bulk(take(2, 3, 2)), take(4, 5, 1, 1L), drain(6))).isEmpty();
    }

    @Test
    void aBulkPutOfNoneWhileThereWasRoomForAllBreaksCount() {
        // an empty queue of 2 always has room for 2.
        assertThat(check(bulk(put(0, 1, 2)), drain(2))).get().extracting(QueueHistories.Violation::pattern)
                .isEqualTo("count: a put of 2 accepted 0 while the queue held at most 0 of 2");
        // with 1 held, a bulk put of 2 finds room for 1 only.
        assertThat(check(put(0, 1, 1, 1L), bulk(put(2, 3, 2)), take(4, 5, 1, 1L), drain(6))).isEmpty();
    }

    @Test
    void anElementPutTwiceIsNoHistoryOfUniqueElements() {
        assertThatThrownBy(() -> check(put(0, 1, 1, 1L), put(2, 3, 1, 1L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("element 1 put twice");
    }

    @Test
    void aViolationReadsWithItsCalls() {
        assertThat(check(put(0, 1, 1, 1L), take(2, 3, 1, 1L), take(4, 5, 1, 1L), drain(6))).get().hasToString(
                "Q-1 violated: once: element 1 taken twice\n  thread 1: take 1 moved [1] at [2, 3]\n"
                        + "  thread 1: take 1 moved [1] at [4, 5]");
    }
}
