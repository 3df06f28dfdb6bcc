package org.ringoracle.capacity;

import java.util.List;
import java.util.stream.LongStream;

/** The powers of two {@link CapacityRule} looks sizes up in. */
final class PowersOfTwo {

    /** 1, 2, 4, ..., 2^62, ascending, by doubling from 1: the exponent of each is its index. */
    static final List<Long> ASCENDING = LongStream.iterate(1, power -> power * 2).limit(63).boxed().toList();

    private PowersOfTwo() {
    }
}
