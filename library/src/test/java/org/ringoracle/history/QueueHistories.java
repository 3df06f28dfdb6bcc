package org.ringoracle.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Judges a history of a bounded FIFO queue's puts and takes against the sequential queue, by the
 * patterns no linearizable history can contain: each one found names the calls that show it. A
 * burst call moves as many as it can: a put of n accepts {@code min(n, free)} elements, a take of
 * n returns {@code min(n, held)}, oldest first; a bulk call moves all n or none. Elements are
 * unique, and the history ends with a drain that took everything left, so an element put and
 * never taken was lost.
 *
 * <p>The patterns (after Henzinger, Sezgin and Vafeiadis, "Aspect-oriented linearizability
 * proofs", CONCUR 2013, extended to batches and a bound):
 * <ul>
 *   <li><b>once</b>: an element taken twice, taken but never put, taken before it was put, or put
 *       and never taken;
 *   <li><b>order</b>: a put before b (an earlier call, or earlier in one batch) and b taken before a;
 *   <li><b>count</b>: a bulk call that moved some but not all; a burst take of fewer than it asked
 *       while some element it did not take was held from before it began until after it ended, a
 *       bulk take of none while as many as it asked were; a burst put of fewer than it asked while
 *       the queue cannot have been full at any moment of the call, a bulk put of none while it
 *       always had room for all.
 * </ul>
 * Each is found in O(n log n) for n elements moved. The patterns are sound (a history with one is
 * not linearizable); histories of one producer and one consumer with none are linearizable.
 */
public final class QueueHistories {

    private QueueHistories() {
    }

    /** What a history breaks: the clause it was judged by, the pattern, and the calls that show it. */
    public record Violation(String clause, String pattern, List<Call> calls) {
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(clause + " violated: " + pattern);
            calls.forEach(c -> text.append("\n  ").append(c));
            return text.toString();
        }
    }

    /** Where one element was put or taken: the call and its index in the call's batch. */
    private record At(Call call, int index) {

        /** This position before {@code other}: in an earlier call, or earlier in the same call. */
        boolean before(At other) {
            return call == other.call ? index < other.index : call.precedes(other.call);
        }
    }

    /** An element's put, and its take or null. */
    private record Element(Long id, At put, At take) {
    }

    /**
     * The first pattern found in {@code calls} of a queue of {@code capacity}, judged as
     * {@code clause}, or empty if there is none.
     *
     * @throws IllegalArgumentException if an element was put twice: the elements must be unique
     */
    public static Optional<Violation> check(List<Call> calls, int capacity, String clause) {
        Map<Long, At> puts = new HashMap<>();
        Map<Long, At> takes = new HashMap<>();
        for (Call call : calls) {
            for (int i = 0; i < call.moved().size(); i++) {
                Long id = call.moved().get(i);
                At at = new At(call, i);
                if (call.put()) {
                    if (puts.put(id, at) != null) {
                        throw new IllegalArgumentException("element " + id + " put twice: the elements must be unique");
                    }
                } else {
                    At earlier = takes.put(id, at);
                    if (earlier != null) {
                        return found(clause, "once: element " + id + " taken twice", earlier.call, call);
                    }
                }
            }
        }
        for (Map.Entry<Long, At> take : takes.entrySet()) {
            At put = puts.get(take.getKey());
            if (put == null) {
                return found(clause, "once: element " + take.getKey() + " taken, never put", take.getValue().call);
            }
            if (take.getValue().call.precedes(put.call)) {
                return found(clause, "once: element " + take.getKey() + " taken before it was put", put.call,
                        take.getValue().call);
            }
        }
        List<Element> elements = new ArrayList<>();
        for (Map.Entry<Long, At> put : puts.entrySet()) {
            At take = takes.get(put.getKey());
            if (take == null) {
                return found(clause, "once: element " + put.getKey() + " put, never taken", put.getValue().call);
            }
            elements.add(new Element(put.getKey(), put.getValue(), take));
        }
        for (Call call : calls) {
            if (call.bulk() && !call.moved().isEmpty() && call.moved().size() != call.asked()) {
                return found(clause, "count: a bulk " + (call.put() ? "put" : "take") + " of " + call.asked()
                        + " moved " + call.moved().size(), call);
            }
        }
        return order(elements, clause).or(() -> shortTakes(calls, elements, clause))
                .or(() -> emptyBulkTakes(calls, elements, clause))
                .or(() -> shortPuts(calls, elements, capacity, clause));
    }

    private static Optional<Violation> found(String clause, String pattern, Call... calls) {
        return Optional.of(new Violation(clause, pattern, List.of(calls)));
    }

    private static Optional<Violation> reordered(String clause, Element a, Element b) {
        return found(clause, "order: element " + a.id + " put before " + b.id + ", taken after it", a.put.call,
                b.put.call, b.take.call, a.take.call);
    }

    /**
     * An a put before b and taken after it. Within one put call, and within one take call, by a
     * pass over its batch; across calls, by a sweep over the puts in the order they were invoked,
     * holding the element put earliest in real time that was taken latest.
     */
    private static Optional<Violation> order(List<Element> elements, String clause) {
        Optional<Violation> within = withinCalls(elements, clause, true).or(() -> withinCalls(elements, clause, false));
        if (within.isPresent()) {
            return within;
        }
        Element[] byInvoked = elements.toArray(Element[]::new);
        Arrays.sort(byInvoked, Comparator.comparingLong(e -> e.put.call.invoked()));
        Element[] byReturned = elements.toArray(Element[]::new);
        Arrays.sort(byReturned, Comparator.comparingLong(e -> e.put.call.returned()));
        Element latest = null;
        int done = 0;
        for (Element b : byInvoked) {
            while (done < byReturned.length && byReturned[done].put.call.returned() < b.put.call.invoked()) {
                Element a = byReturned[done++];
                if (latest == null || a.take.call.invoked() > latest.take.call.invoked()) {
                    latest = a;
                }
            }
            if (latest != null && b.take.call.precedes(latest.take.call)) {
                return reordered(clause, latest, b);
            }
        }
        return Optional.empty();
    }

    /**
     * Within each put call ({@code byPut}) or take call: the elements in batch order, each against
     * those before it in the batch. For a put batch a_1..a_k, a_j is taken before some earlier
     * a_i if it was taken before the latest-invoked take of a_1..a_(j-1), or earlier in the same
     * take call; for a take batch, symmetrically with the puts.
     */
    private static Optional<Violation> withinCalls(List<Element> elements, String clause, boolean byPut) {
        Map<Call, List<Element>> batches = new HashMap<>();
        for (Element e : elements) {
            batches.computeIfAbsent((byPut ? e.put : e.take).call, c -> new ArrayList<>()).add(e);
        }
        for (List<Element> batch : batches.values()) {
            batch.sort(Comparator.comparingInt(e -> (byPut ? e.put : e.take).index));
            Element latest = null;
            Map<Call, Element> furthestInCall = new HashMap<>();
            for (Element b : batch) {
                At other = byPut ? b.take : b.put;
                if (latest != null) {
                    At latestOther = byPut ? latest.take : latest.put;
                    if (other.call.precedes(latestOther.call)) {
                        return byPut ? reordered(clause, latest, b) : reordered(clause, b, latest);
                    }
                }
                Element sameCall = furthestInCall.get(other.call);
                if (sameCall != null && other.before(byPut ? sameCall.take : sameCall.put)) {
                    return byPut ? reordered(clause, sameCall, b) : reordered(clause, b, sameCall);
                }
                if (latest == null || other.call.invoked() > (byPut ? latest.take : latest.put).call.invoked()) {
                    latest = b;
                }
                if (sameCall == null || !other.before(byPut ? sameCall.take : sameCall.put)) {
                    furthestInCall.put(other.call, b);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A take that returned fewer than it asked empties the queue at its linearization point, so no
     * element it did not take may be held throughout it: put by a call that returned before it was
     * invoked, taken by a call invoked after it returned.
     */
    private static Optional<Violation> shortTakes(List<Call> calls, List<Element> elements, String clause) {
        Element[] byPut = elements.toArray(Element[]::new);
        Arrays.sort(byPut, Comparator.comparingLong(e -> e.put.call.returned()));
        Element[] heldLongest = new Element[byPut.length];
        for (int i = 0; i < byPut.length; i++) {
            Element previous = i == 0 ? null : heldLongest[i - 1];
            heldLongest[i] = previous == null || byPut[i].take.call.invoked() > previous.take.call.invoked()
                    ? byPut[i] : previous;
        }
        for (Call take : calls) {
            if (take.put() || take.bulk() || take.moved().size() >= take.asked()) {
                continue;
            }
            int before = countBelow(byPut, e -> e.put.call.returned(), take.invoked());
            Element held = before == 0 ? null : heldLongest[before - 1];
            if (held != null && take.precedes(held.take.call)) {
                return found(clause, "count: a take of " + take.asked() + " moved " + take.moved().size()
                        + " while element " + held.id + " was held throughout it", held.put.call, take,
                        held.take.call);
            }
        }
        return Optional.empty();
    }

    /**
     * A bulk take of n that moved nothing found fewer than n held at its linearization point, so
     * n or more held throughout it (put by calls that returned before it was invoked, taken by
     * calls invoked after it returned) is impossible. Counted in a sweep over the takes by
     * invocation, with a Fenwick tree over the invocations of the elements' takes.
     */
    private static Optional<Violation> emptyBulkTakes(List<Call> calls, List<Element> elements, String clause) {
        List<Call> takes = calls.stream().filter(c -> !c.put() && c.bulk() && c.moved().isEmpty() && c.asked() > 0)
                .sorted(Comparator.comparingLong(Call::invoked)).toList();
        Element[] byPut = elements.toArray(Element[]::new);
        Arrays.sort(byPut, Comparator.comparingLong(e -> e.put.call.returned()));
        long[] takenAt = elements.stream().mapToLong(e -> e.take.call.invoked()).sorted().toArray();
        int[] tree = new int[takenAt.length + 1];
        int inserted = 0;
        for (Call take : takes) {
            while (inserted < byPut.length && byPut[inserted].put.call.returned() < take.invoked()) {
                for (int i = Arrays.binarySearch(takenAt, byPut[inserted].take.call.invoked()) + 1; i < tree.length;
                        i += i & -i) {
                    tree[i]++;
                }
                inserted++;
            }
            int notAfter = 0;
            for (int i = countAtMost(takenAt, take.returned()); i > 0; i -= i & -i) {
                notAfter += tree[i];
            }
            int held = inserted - notAfter;
            if (held >= take.asked()) {
                return found(clause, "count: a bulk take of " + take.asked() + " moved 0 while " + held
                        + " elements were held throughout it", take);
            }
        }
        return Optional.empty();
    }

    /** How many of {@code sorted} are at most {@code bound}. */
    private static int countAtMost(long[] sorted, long bound) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (sorted[mid] <= bound) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /**
     * A burst put that accepted fewer than it asked fills the queue at its linearization point, a
     * bulk put that accepted none found less room than it asked for. The most the queue can have
     * held at any moment of the call: every element whose put was invoked before the call
     * returned, less those whose take returned before the call was invoked.
     */
    private static Optional<Violation> shortPuts(List<Call> calls, List<Element> elements, int capacity,
            String clause) {
        Element[] byPutInvoked = elements.toArray(Element[]::new);
        Arrays.sort(byPutInvoked, Comparator.comparingLong(e -> e.put.call.invoked()));
        Element[] byTakeReturned = elements.toArray(Element[]::new);
        Arrays.sort(byTakeReturned, Comparator.comparingLong(e -> e.take.call.returned()));
        for (Call put : calls) {
            if (!put.put() || put.moved().size() >= put.asked()) {
                continue;
            }
            int most = countBelow(byPutInvoked, e -> e.put.call.invoked(), put.returned())
                    - countBelow(byTakeReturned, e -> e.take.call.returned(), put.invoked());
            if (put.bulk() ? most + put.asked() <= capacity : most < capacity) {
                return found(clause, "count: a put of " + put.asked() + " accepted " + put.moved().size()
                        + " while the queue held at most " + most + " of " + capacity, put);
            }
        }
        return Optional.empty();
    }

    /** How many of {@code sorted} (ascending by {@code key}) have a key below {@code bound}. */
    private static int countBelow(Element[] sorted, java.util.function.ToLongFunction<Element> key, long bound) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (key.applyAsLong(sorted[mid]) < bound) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
