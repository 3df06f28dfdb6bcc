package org.ringoracle.kni;

/**
 * Fixture: always asks rx_q for a full burst, whatever room free_q has; the mechanism is the
 * default one, so the mbufs free_q refuses are dropped, as a kernel that logs the failed put and
 * moves on drops them.
 */
final class BurstOnlyReceive implements ReceivePolicy {

    @Override
    public int wanted(FifoView freeQ) {
        return BURST;
    }

    @Override
    public String toString() {
        return "ignores free_q's room";
    }
}
