package org.ringoracle.kni;

/**
 * Fixture: asks for what free_q can take back, as meant, but returns to free_q the count it asked
 * for instead of the count rx_q gave. Its batch lives as long as the kernel thread, so the slots
 * past what was taken hold whatever an earlier step left there, or nothing yet.
 */
final class RequestedCountReceive implements ReceivePolicy {

    private final Integer[] batch = new Integer[BURST];

    @Override
    public int wanted(FifoView freeQ) {
        return Math.min(freeQ.freeCount(), BURST);
    }

    @Override
    public void receive(Receive receive) {
        int wanted = wanted(receive.freeQ());
        if (wanted == 0) {
            return;
        }
        int taken = receive.take(batch, wanted);
        for (int i = 0; i < taken; i++) {
            receive.deliver(batch[i]);
        }
        receive.put(batch, wanted);
    }

    @Override
    public String toString() {
        return "returns the count it asked for";
    }
}
