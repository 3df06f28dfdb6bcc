package org.ringoracle.fifo.concurrency;

import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.MaskedFifo;

/**
 * The fifo a jcstress run judges: {@link MaskedFifo} unless the system property
 * {@value #PROPERTY} names a {@link RacyFifo.Race}. jcstress forks its own JVMs, so the property is
 * passed to them with {@code -jvmArgsPrepend}.
 */
final class StressedFifo {

    /** The system property naming the fifo. */
    static final String PROPERTY = "ringoracle.fifo";

    private static final String CHOICE = System.getProperty(PROPERTY, "MaskedFifo");

    private StressedFifo() {
    }

    /** An empty fifo of {@code length} slots. */
    static Fifo<Integer> create(int length) {
        return CHOICE.equals("MaskedFifo") ? new MaskedFifo<>(length)
                : new RacyFifo<>(length, RacyFifo.Race.valueOf(CHOICE));
    }

    /** Takes up to {@code n} elements; returns them as decimal digits in order, a {@code null} as 0. */
    static int digits(Fifo<Integer> fifo, int n) {
        Integer[] taken = new Integer[n];
        int got = fifo.get(taken, n);
        int digits = 0;
        for (int i = 0; i < got; i++) {
            digits = digits * 10 + (taken[i] == null ? 0 : taken[i]);
        }
        return digits;
    }
}
