package org.ringoracle.kni.contract;

import org.ringoracle.kni.KniLoop;
import org.ringoracle.kni.KniQueue;
import org.ringoracle.kni.RefillPolicy;

/**
 * One refill's starting state: alloc_q of {@code length} slots with its indices moved forward by
 * {@code offset} and holding {@code count} mbufs, and {@code pool} more mbufs in the pool.
 *
 * @param length the length of alloc_q
 * @param offset how far the indices were moved before filling
 * @param count mbufs in alloc_q
 * @param pool mbufs left in the pool
 */
public record RefillCase(int length, int offset, int count, int pool) {

    /** A device in this state: alloc_q moved and filled, the pool holding {@code pool} more. */
    public KniLoop loop(RefillPolicy policy) {
        KniLoop loop = new KniLoop(length, count + pool, policy);
        loop.preload(KniQueue.ALLOC_Q, offset, count);
        return loop;
    }

    /** alloc_q and the pool before the refill, by the case's own numbers. */
    public Before before() {
        return new Before(count, length - 1 - count, pool);
    }

    @Override
    public String toString() {
        return "len=" + length + ", read=" + (offset % length) + ", write=" + ((offset + count) % length)
                + " (" + count + " held, " + (length - 1 - count) + " free), pool " + pool;
    }
}
