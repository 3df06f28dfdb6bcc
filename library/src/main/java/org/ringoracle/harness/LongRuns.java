package org.ringoracle.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Long runs: beside the many short generated runs of a lockstep property, a few runs of
 * {@link #STEPS} steps, each on one subject, so that a subject that goes wrong only after
 * thousands of operations, or only after its indices have wrapped 16 bits several times, is caught.
 *
 * <p>The steps of the run from the k-th start (k from 0) are drawn by a {@link Step} from a
 * {@link SplittableRandom} seeded with the property's seed plus k ({@link Settings#seed}), so a run
 * replays exactly with the same {@code QT_SEED}. (Not by a QuickTheories generator: its first
 * examples are the boundaries, all steps the smallest or all the largest, and drawing tens of
 * thousands of steps through it costs more than running them.) A long run is not shrunk: a
 * failure names the run, its start and the step.
 */
public final class LongRuns {

    /** The steps of each long run. */
    public static final int STEPS = 20_000;

    private LongRuns() {
    }

    /**
     * How a domain draws one step of a long run.
     *
     * @param <O> the step type
     */
    @FunctionalInterface
    public interface Step<O> {

        /** The next step, drawn from {@code random}. */
        O next(SplittableRandom random);
    }

    /**
     * A batch size of a long run on a queue of {@code capacity}: 0 to 3 three times in five, else
     * from 0 to 64, or to twice the capacity plus 2 when that is less. A small queue so reaches full
     * and empty every few steps; a large one is run sparsely, never filled, while its indices move
     * about 14 a step.
     */
    public static int batch(SplittableRandom random, int capacity) {
        return random.nextInt(5) < 3 ? random.nextInt(4)
                : random.nextInt((int) Math.min(2L * capacity + 2, 64) + 1);
    }

    /**
     * Runs {@code run} on a scenario of {@code steps} steps (at most
     * {@link Settings#longRunSteps}) drawn from {@code ops} for each of {@code starts}. A violation
     * or a crash is reported with the run it happened in; a run that meets a case a finding covers
     * ({@link SetAside}) is set aside there, and the other runs still run.
     *
     * @throws ClauseViolation naming the run, for the first disagreement
     * @throws Crash naming the run, for the first step that throws
     */
    public static <S, O> void check(List<S> starts, int steps, Function<S, Step<O>> ops,
            Consumer<Scenario<S, O>> run) {
        if (steps < 1) {
            throw new IllegalArgumentException("steps=" + steps + ": a long run has at least one step");
        }
        Settings settings = Settings.fromSystem();
        long base = settings.seed(ThreadLocalRandom.current()::nextLong);
        int length = settings.longRunSteps(steps);
        for (int k = 0; k < starts.size(); k++) {
            S start = starts.get(k);
            String label = "long run " + (k + 1) + " of " + starts.size() + " (" + start + ", " + length
                    + " steps drawn from seed " + (base + k) + "; QT_SEED=" + base + " replays it):";
            Scenario<S, O> scenario = new Scenario<>(start, draw(ops.apply(start), base + k, length));
            try {
                run.accept(scenario);
            } catch (SetAside s) {
                Oracle.setAside(Running.current(), s);
            } catch (ClauseViolation v) {
                throw new ClauseViolation(v.clause(), label + " " + v.detail());
            } catch (Crash c) {
                throw new Crash(label + " " + c.at(), c.getCause());
            }
        }
    }

    /** The {@code steps} steps {@code step} draws from {@code seed}: the same on every call. */
    public static <O> List<O> draw(Step<O> step, long seed, int steps) {
        SplittableRandom random = new SplittableRandom(seed);
        List<O> ops = new ArrayList<>(steps);
        for (int i = 0; i < steps; i++) {
            ops.add(step.next(random));
        }
        return ops;
    }
}
