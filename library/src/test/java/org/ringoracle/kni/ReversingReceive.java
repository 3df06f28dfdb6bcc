package org.ringoracle.kni;

/**
 * Control: delivers and returns the packets it took in reverse order. KNI-7 leaves the order
 * free, so it passes every property.
 */
final class ReversingReceive implements ReceivePolicy {

    @Override
    public int wanted(FifoView freeQ) {
        return Math.min(freeQ.freeCount(), BURST);
    }

    @Override
    public void receive(Receive receive) {
        int wanted = wanted(receive.freeQ());
        Integer[] batch = new Integer[wanted];
        int taken = receive.take(batch, wanted);
        Integer[] reversed = new Integer[taken];
        for (int i = 0; i < taken; i++) {
            reversed[i] = batch[taken - 1 - i];
            receive.deliver(reversed[i]);
        }
        receive.put(reversed, taken);
    }
}
