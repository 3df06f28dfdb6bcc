package org.ringoracle.kni;

/**
 * What one refill saw and did, as counted by {@link KniLoop}.
 *
 * @param freeBefore free slots in alloc_q before the refill
 * @param countBefore mbufs in alloc_q before the refill
 * @param poolBefore mbufs the pool could hand out before the refill
 * @param wanted mbufs the policy asked for
 * @param obtained mbufs the pool gave
 * @param put mbufs alloc_q accepted
 * @param freed mbufs freed again because alloc_q refused them
 */
public record RefillReport(int freeBefore, int countBefore, int poolBefore, int wanted, int obtained, int put,
        int freed) {
}
