package org.ringoracle.c;

import java.util.List;
import java.util.Optional;
import org.ringoracle.history.QueueHistories;
import org.ringoracle.history.ThreadedRun;

/**
 * Judges the shim in {@code jna.library.path} on threads, in a process of its own, so that a
 * broken copy of the shim never replaces the one the other tests use: {@code ThreadedJudge <mode>
 * <producers> <consumers> <rounds>} runs up to that many rounds on new rings of 8 slots from 1,000
 * below 2^32 (as {@link ThreadedDpdkRingTest}) and stops at the first history that breaks RING-20.
 * Prints it and exits 1; exits 0 when every round passes.
 */
public final class ThreadedJudge {

    private ThreadedJudge() {
    }

    /** The first round's violation, or empty when all {@code rounds} pass. */
    static Optional<String> judge(DpdkRing.Sync sync, int producers, int consumers, int rounds)
            throws InterruptedException {
        for (long seed = 1; seed <= rounds; seed++) {
            DpdkRing<Long> ring = DpdkRing.create(8, 0, sync, ThreadedDpdkRingTest.START);
            ThreadedRun.Plan plan = new ThreadedRun.Plan(producers, consumers, ThreadedDpdkRingTest.CALLS, 5, true,
                    seed);
            Optional<QueueHistories.Violation> found = QueueHistories.check(
                    ThreadedRun.run(ring.threaded(), ring.capacity(), plan).calls(), ring.capacity(), "RING-20");
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
