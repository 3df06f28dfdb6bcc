package org.ringoracle.fifo.contract;

/**
 * What a fifo run starts from: the size the fifo is created with and the capacity the declared
 * rule gives that size; printed {@code size=8}.
 */
public record FifoStart(int size, int capacity) {

    @Override
    public String toString() {
        return "size=" + size;
    }
}
