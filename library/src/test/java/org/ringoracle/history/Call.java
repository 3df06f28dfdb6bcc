package org.ringoracle.history;

import java.util.List;

/**
 * One call of a queue operation made by one thread: whether it put or took, whether it moves all
 * or nothing (bulk) or as many as it can (burst), how many it asked for, the elements it moved
 * (in order; an element a broken queue invents may be null), and the stamps of its invocation and
 * return on the history's clock ({@code invoked < returned}).
 */
public record Call(int thread, boolean put, boolean bulk, int asked, List<Long> moved, long invoked, long returned) {

    /** Whether this call returned before {@code other} was invoked: real-time order. */
    boolean precedes(Call other) {
        return returned < other.invoked;
    }

    /** As {@code thread 1: put 3 moved [5, 6] at [12, 15]}, or {@code bulk take} for a bulk call. */
    @Override
    public String toString() {
        return "thread " + thread + ": " + (bulk ? "bulk " : "") + (put ? "put " : "take ") + asked + " moved " + moved
                + " at [" + invoked + ", " + returned + "]";
    }
}
