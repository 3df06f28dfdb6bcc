package org.ringoracle.fifo.concurrency;

import org.ringoracle.fifo.MaskedFifo;
import org.ringoracle.fifo.model.ListFifo;

/** The fifos Lincheck instantiates: each a public class with a public no-argument constructor. */
public final class Operations {

    private Operations() {
    }

    /** The sequential specification: the reference model. */
    public static final class Model extends FifoOperations {
        public Model() {
            super(new ListFifo<>(LENGTH - 1));
        }
    }

    /** The implementation under test. */
    public static final class Masked extends FifoOperations {
        public Masked() {
            super(new MaskedFifo<>(LENGTH));
        }
    }

    /** {@link RacyFifo.Race#INDEX_BEFORE_SLOT}. */
    public static final class IndexBeforeSlot extends FifoOperations {
        public IndexBeforeSlot() {
            super(new RacyFifo<>(LENGTH, RacyFifo.Race.INDEX_BEFORE_SLOT));
        }
    }

    /** {@link RacyFifo.Race#CLEAR_AFTER_PUBLISH}. */
    public static final class ClearAfterPublish extends FifoOperations {
        public ClearAfterPublish() {
            super(new RacyFifo<>(LENGTH, RacyFifo.Race.CLEAR_AFTER_PUBLISH));
        }
    }

    /** {@link RacyFifo.Race#READ_BEFORE_FLAG}. */
    public static final class ReadBeforeFlag extends FifoOperations {
        public ReadBeforeFlag() {
            super(new RacyFifo<>(LENGTH, RacyFifo.Race.READ_BEFORE_FLAG));
        }
    }

    /** {@link RacyFifo.Race#PLAIN_STORE}. */
    public static final class PlainStore extends FifoOperations {
        public PlainStore() {
            super(new RacyFifo<>(LENGTH, RacyFifo.Race.PLAIN_STORE));
        }
    }
}
