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
}
