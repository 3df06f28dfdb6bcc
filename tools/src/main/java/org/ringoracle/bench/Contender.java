package org.ringoracle.bench;

import java.util.AbstractCollection;
import java.util.Iterator;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.ToIntBiFunction;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;
import org.jctools.queues.MessagePassingQueue;
import org.jctools.queues.SpscArrayQueue;
import org.ringoracle.fifo.QueueFifo;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.MaskedFifo;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.ring.FreeRunningRing;
import org.ringoracle.ring.Ring;
import org.ringoracle.ring.model.RingDesign;

/**
 * The queues the benchmarks compare, each with room for {@value #ROOM} elements, behind one batch
 * interface: {@code put} and {@code get} move up to {@code n} elements and return how many moved.
 * The {@link java.util.Queue} contenders move one element per call of {@code offer} or
 * {@code poll} ({@link QueueFifo}), or use the batch operations their library offers (the
 * {@code _DRAIN} ones).
 */
public enum Contender {
    /** This project's masked fifo (one slot empty: 1024 slots). */
    MASKED_FIFO(true),
    /** This project's free-running ring, as rte_ring in normal mode (1024 slots), burst calls. */
    FREE_RUNNING_RING(false),
    /** The fifo model: a linked list, for one thread at a time. */
    LIST_FIFO(false),
    /** The ring model: exact arithmetic over a deque. */
    RING_MODEL(false),
    /** JCTools' single-producer single-consumer array queue. */
    JCTOOLS_SPSC_ARRAY_QUEUE(true),
    /** Agrona's one-to-one array queue. */
    AGRONA_ONE_TO_ONE(true),
    /** The JDK's array blocking queue. */
    ARRAY_BLOCKING_QUEUE(true),
    /** JCTools' SpscArrayQueue through its own batch operations, {@code fill} and {@code drain}. */
    JCTOOLS_FILL_DRAIN(true),
    /** Agrona's one-to-one queue: offers one at a time, takes with its own {@code drain}. */
    AGRONA_DRAIN(true),
    /** The JDK's array blocking queue: offers one at a time, takes with its own {@code drainTo}. */
    ARRAY_BLOCKING_QUEUE_DRAIN_TO(true);

    /** The elements each contender can hold at once. */
    public static final int ROOM = 1023;

    private final boolean threadSafe;

    Contender(boolean threadSafe) {
        this.threadSafe = threadSafe;
    }

    /** Whether one producer and one consumer thread may use it at once. */
    public boolean threadSafe() {
        return threadSafe;
    }

    /** Moves elements in batches. */
    public interface Batches {
        /** Puts up to {@code n} of {@code src}; returns how many. */
        int put(Object[] src, int n);

        /** Takes up to {@code n} into {@code dst}; returns how many. */
        int get(Object[] dst, int n);
    }

    /** A new, empty instance. */
    public Batches create() {
        return switch (this) {
            case MASKED_FIFO -> fifo(new MaskedFifo<>(ROOM + 1));
            case LIST_FIFO -> fifo(new ListFifo<>(ROOM));
            case FREE_RUNNING_RING -> ring(FreeRunningRing.rteRing(ROOM + 1, 0));
            case RING_MODEL -> ring(RingDesign.RTE_RING.model(ROOM + 1, 0));
            case JCTOOLS_SPSC_ARRAY_QUEUE -> {
                SpscArrayQueue<Object> q = new SpscArrayQueue<>(ROOM + 1);
                yield fifo(new QueueFifo<>(q, () -> q.capacity() - q.size()));
            }
            case AGRONA_ONE_TO_ONE -> {
                OneToOneConcurrentArrayQueue<Object> q = new OneToOneConcurrentArrayQueue<>(ROOM + 1);
                yield fifo(new QueueFifo<>(q, q::remainingCapacity));
            }
            case ARRAY_BLOCKING_QUEUE -> {
                ArrayBlockingQueue<Object> q = new ArrayBlockingQueue<>(ROOM);
                yield fifo(new QueueFifo<>(q, q::remainingCapacity));
            }
            case JCTOOLS_FILL_DRAIN -> fillAndDrain(new SpscArrayQueue<>(ROOM + 1));
            case AGRONA_DRAIN -> {
                OneToOneConcurrentArrayQueue<Object> q = new OneToOneConcurrentArrayQueue<>(ROOM + 1);
                yield offerAndDrain(q, q::remainingCapacity, q::drain);
            }
            case ARRAY_BLOCKING_QUEUE_DRAIN_TO -> {
                ArrayBlockingQueue<Object> q = new ArrayBlockingQueue<>(ROOM);
                yield offerAndDrain(q, q::remainingCapacity, q::drainTo);
            }
        };
    }

    /** Where a library's drain writes: {@code dst} from index 0, counted; the drain's consumer and collection at once. */
    private static final class Into extends AbstractCollection<Object>
            implements Consumer<Object>, MessagePassingQueue.Consumer<Object> {
        private Object[] dst;
        private int count;

        Into reset(Object[] into) {
            dst = into;
            count = 0;
            return this;
        }

        @Override
        public void accept(Object e) {
            dst[count++] = e;
        }

        @Override
        public boolean add(Object e) {
            accept(e);
            return true;
        }

        @Override
        public Iterator<Object> iterator() {
            throw new UnsupportedOperationException("only written to");
        }

        @Override
        public int size() {
            return count;
        }
    }

    private static Batches fillAndDrain(SpscArrayQueue<Object> q) {
        return new Batches() {
            private final Into into = new Into();
            private final MessagePassingQueue.Supplier<Object> source = this::next;
            private Object[] from;
            private int next;

            private Object next() {
                return from[next++];
            }

            @Override
            public int put(Object[] src, int n) {
                from = src;
                next = 0;
                return q.fill(source, n);
            }

            @Override
            public int get(Object[] dst, int n) {
                return q.drain(into.reset(dst), n);
            }
        };
    }

    /** Offers one element at a time; takes with {@code drain}, the library's own batch take into {@link Into}. */
    private static Batches offerAndDrain(Queue<Object> q, IntSupplier free, ToIntBiFunction<Into, Integer> drain) {
        QueueFifo<Object> offers = new QueueFifo<>(q, free);
        return new Batches() {
            private final Into into = new Into();

            @Override
            public int put(Object[] src, int n) {
                return offers.put(src, n);
            }

            @Override
            public int get(Object[] dst, int n) {
                return drain.applyAsInt(into.reset(dst), n);
            }
        };
    }

    private static Batches fifo(Fifo<Object> fifo) {
        return new Batches() {
            @Override
            public int put(Object[] src, int n) {
                return fifo.put(src, n);
            }

            @Override
            public int get(Object[] dst, int n) {
                return fifo.get(dst, n);
            }
        };
    }

    private static Batches ring(Ring<Object> ring) {
        return new Batches() {
            @Override
            public int put(Object[] src, int n) {
                return ring.enqueueBurst(src, n);
            }

            @Override
            public int get(Object[] dst, int n) {
                return ring.dequeueBurst(dst, n);
            }
        };
    }
}
