package org.ringoracle.kni;

/**
 * Fixture: receives as meant for its first 999 steps; from the 1,000th on it puts the mbufs it
 * takes into free_q without handing their packets to the stack.
 */
final class WornOutReceive implements ReceivePolicy {

    /** The step from which packets are dropped. */
    static final int WRONG_FROM = 1_000;

    private int steps;

    @Override
    public int wanted(FifoView freeQ) {
        return Math.min(freeQ.freeCount(), BURST);
    }

    @Override
    public void receive(Receive receive) {
        if (++steps < WRONG_FROM) {
            ReceivePolicy.super.receive(receive);
            return;
        }
        int wanted = wanted(receive.freeQ());
        Integer[] batch = new Integer[wanted];
        receive.put(batch, receive.take(batch, wanted));
    }
}
