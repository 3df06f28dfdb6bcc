package org.ringoracle.kni;

/**
 * Fixture: takes and returns as meant but never hands a packet to the network stack: every
 * packet the application sends is dropped, though no mbuf is lost.
 */
final class UndeliveredReceive implements ReceivePolicy {

    @Override
    public int wanted(FifoView freeQ) {
        return Math.min(freeQ.freeCount(), BURST);
    }

    @Override
    public void receive(Receive receive) {
        int wanted = wanted(receive.freeQ());
        Integer[] batch = new Integer[wanted];
        receive.put(batch, receive.take(batch, wanted));
    }
}
