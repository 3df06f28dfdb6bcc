package org.ringoracle.ring.contract;

/**
 * What a ring run starts from: the count the ring is created with and the index both counters
 * start from (near 2^w in most runs); printed {@code count=8 start=4294967291}.
 */
public record RingStart(int count, long start) {

    @Override
    public String toString() {
        return "count=" + count + " start=" + start;
    }
}
