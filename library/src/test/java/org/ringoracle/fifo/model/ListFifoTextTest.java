package org.ringoracle.fifo.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ListFifoTextTest {

    @Test
    void showsItsCapacityAndItems() {
        ListFifo<String> fifo = new ListFifo<>(4);
        fifo.put(new String[] {"a", "b"}, 2);
        assertThat(fifo).hasToString("ListFifo[capacity=4, items=[a, b]]");
    }

    @Test
    void holdsNothingAtCapacityZeroAndRefusesANegativeOne() {
        ListFifo<String> none = new ListFifo<>(0);
        assertThat(none.put(new String[] {"a"}, 1)).isZero();
        assertThat(java.util.List.of(none.count(), none.freeCount())).containsExactly(0, 0);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ListFifo<String>(-1))
                .hasMessage("capacity -1 refused: it must be at least 0");
    }
}
