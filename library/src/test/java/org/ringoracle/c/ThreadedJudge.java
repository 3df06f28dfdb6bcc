package org.ringoracle.c;

import java.util.List;
import java.util.Optional;
import org.ringoracle.history.Call;
import org.ringoracle.history.QueueHistories;
import org.ringoracle.history.ThreadedRun;

/**
 * Judges the shim in {@code jna.library.path} on threads, in a process of its own, so that a
 * broken copy of the shim never replaces the one the other tests use: {@code ThreadedJudge <mode>
 * <producers> <consumers> <rounds>} runs up to that many {@linkplain #round rounds} and stops at
 * the first history that breaks RING-20.
 * Prints it and exits 1; exits 0 when every round passes.
 */
public final class ThreadedJudge {

    private ThreadedJudge() {
    }

    /** Calls per thread and round. */
    static final int CALLS = 50_000;

    /** Where every ring's indices start: 1,000 below 2^32, so that they wrap under contention. */
    static final long START = (1L << 32) - 1_000;

    /** One round's calls, and what breaks RING-20 in them, if anything. */
    record Round(List<Call> calls, Optional<QueueHistories.Violation> violation) {
    }

    /**
     * One round on a new ring of 8 slots in {@code sync}: the threads' calls of 1 to 5 elements,
     * bulk or burst at random, drawn from {@code seed}, and the history judged as RING-20.
     */
    static Round round(DpdkRing.Sync sync, int producers, int consumers, long seed) throws InterruptedException {
        DpdkRing<Long> ring = DpdkRing.create(8, 0, sync, START);
        ThreadedRun.Plan plan = new ThreadedRun.Plan(producers, consumers, CALLS, 5, true, seed);
        List<Call> calls = ThreadedRun.run(ring.threaded(), ring.capacity(), plan).calls();
        return new Round(calls, QueueHistories.check(calls, ring.capacity(), "RING-20"));
    }

    /** The first round's violation, or empty when all {@code rounds} pass. */
    static Optional<String> judge(DpdkRing.Sync sync, int producers, int consumers, int rounds)
            throws InterruptedException {
        for (long seed = 1; seed <= rounds; seed++) {
            Optional<QueueHistories.Violation> found = round(sync, producers, consumers, seed).violation();
            if (found.isPresent()) {
                return Optional.of("round " + seed + ": " + found.get());
            }
        }
        return Optional.empty();
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 4) {
            System.err.println("usage: ThreadedJudge <" + List.of(DpdkRing.Sync.values())
                    + "> <producers> <consumers> <rounds>");
            System.exit(2);
        }
        Optional<String> found = judge(DpdkRing.Sync.valueOf(args[0]), Integer.parseInt(args[1]),
                Integer.parseInt(args[2]), Integer.parseInt(args[3]));
        found.ifPresent(System.out::println);
        System.exit(found.isPresent() ? 1 : 0);
    }
}
