package org.ringoracle.descriptor.model;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import org.ringoracle.descriptor.TxRing;

/**
 * The reference transmit descriptor ring (specs/descriptor.md): three unbounded counters, the
 * descriptors ever posted, ever completed by the device and ever reclaimed, and nothing that
 * wraps; the tail, the batch pointer and the free count are computed from them when asked for.
 * The packets are kept by descriptor, the i-th packet ever posted in descriptor i mod size. A post
 * is made in the bursts of its {@link TxPath} (DESC-7), each with its own reclaim decision.
 */
public final class TxRingModel implements TxRing {

    /** A creation rule of DESC-1 and what it asks for. */
    private record Rule(String asks, Predicate<Shape> holds) {
    }

    /** A ring's size and thresholds, as the driver is configured with them. */
    public record Shape(int size, int rsThresh, int freeThresh) {
        @Override
        public String toString() {
            return "size=" + size + " rs=" + rsThresh + " free=" + freeThresh;
        }
    }

    /**
     * DESC-1, from DPDK 22.11's ixgbe Tx queue setup (specs/descriptor.md); its rsThresh below
     * size - 2 follows from rsThresh at most 32 and a size of at least 64, its freeThresh above 0
     * from rsThresh from 1 and at most freeThresh.
     */
    private static final List<Rule> RULES = List.of(
            new Rule("a size that is a multiple of 8", s -> s.size() % 8 == 0),
            new Rule("a size from 64 to 4096", s -> 64 <= s.size() && s.size() <= 4096),
            new Rule("rsThresh from 1 to 32", s -> 1 <= s.rsThresh() && s.rsThresh() <= 32),
            new Rule("freeThresh below size - 3", s -> s.freeThresh() < s.size() - 3),
            new Rule("rsThresh at most freeThresh", s -> s.rsThresh() <= s.freeThresh()),
            new Rule("rsThresh + freeThresh at most the size", s -> (long) s.rsThresh() + s.freeThresh() <= s.size()),
            new Rule("rsThresh dividing the size", s -> s.rsThresh() >= 1 && s.size() % s.rsThresh() == 0));

    private final Shape shape;
    private final TxPath path;
    private final Map<Integer, Long> filled = new HashMap<>();
    private long posted;
    private long completed;
    private long reclaimed;

    /**
     * An empty ring of {@code shape}, posted to in whole posts ({@link TxPath#WHOLE}).
     *
     * @throws IllegalArgumentException naming the rule of DESC-1 the shape breaks
     */
    public TxRingModel(Shape shape) {
        this(shape, TxPath.WHOLE);
    }

    /**
     * An empty ring of {@code shape}, posted to in the bursts of {@code path}; one the path does not
     * serve is created but takes no post (DESC-7).
     *
     * @throws IllegalArgumentException naming the rule of DESC-1 the shape breaks
     */
    public TxRingModel(Shape shape, TxPath path) {
        String broken = broken(shape);
        if (!broken.isEmpty()) {
            throw new IllegalArgumentException(shape + " refused (DESC-1): it needs " + broken);
        }
        this.shape = shape;
        this.path = path;
    }

    /** Whether DESC-1 accepts {@code shape}. */
    public static boolean accepts(Shape shape) {
        return broken(shape).isEmpty();
    }

    /** The rules {@code shape} breaks, joined by "and"; empty when it breaks none. */
    public static String broken(Shape shape) {
        return String.join(" and ", RULES.stream().filter(r -> !r.holds().test(shape)).map(Rule::asks).toList());
    }

    @Override
    public int size() {
        return shape.size();
    }

    @Override
    public int post(long[] packets, int n) {
        if (n < 0 || n > packets.length) {
            throw new IllegalArgumentException("post of " + n + " with " + packets.length + " packets refused (DESC-6)");
        }
        if (!path.serves(shape)) {
            throw new IllegalStateException("post to a ring of " + shape + " refused (DESC-7): " + path.name()
                    + " posts only to rings with rsThresh at least " + path.leastRsThresh());
        }
        int done = 0;
        int asked;
        int k;
        do {
            asked = Math.min(n - done, path.burst());
            k = burst(packets, done, asked);
            done = done + k;
        } while (k == asked && done < n);
        return done;
    }

    /** One reclaim decision (DESC-5) and a post of up to {@code n} packets from {@code packets[from]}. */
    private int burst(long[] packets, int from, int n) {
        if (freeCount() < shape.freeThresh() && completed >= reclaimed + shape.rsThresh()) {
            reclaimed = reclaimed + shape.rsThresh();
        }
        int k = Math.min(n, freeCount());
        for (int i = 0; i < k; i++) {
            filled.put(Math.toIntExact((posted + i) % shape.size()), packets[from + i]);
        }
        posted = posted + k;
        return k;
    }

    @Override
    public long packet(int d) {
        Objects.checkIndex(d, shape.size());
        return filled.getOrDefault(d, 0L);
    }

    @Override
    public void complete(int k) {
        if (k < 0 || k > pending()) {
            throw new IllegalArgumentException("completion of " + k + " refused (DESC-6)");
        }
        completed = completed + k;
    }

    /** The descriptors posted and not yet completed by the device. */
    public int pending() {
        return Math.toIntExact(posted - completed);
    }

    @Override
    public int tail() {
        return Math.toIntExact(posted % shape.size());
    }

    @Override
    public int nextDone() {
        return Math.toIntExact((reclaimed + shape.rsThresh() - 1) % shape.size());
    }

    @Override
    public int freeCount() {
        return Math.toIntExact(shape.size() - 1 - (posted - reclaimed));
    }
}
