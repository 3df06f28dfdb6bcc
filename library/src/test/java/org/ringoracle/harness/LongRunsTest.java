package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** What long runs draw, run and report. */
class LongRunsTest {

    /** Each step is a number from 0 to 999. */
    private static final LongRuns.Step<Integer> DRAWS = random -> random.nextInt(1000);

    @Test
    void eachStartIsRunWithItsOwnStepsDrawnFromTheSeed() {
        List<Scenario<String, Integer>> runs = new ArrayList<>();
        LongRuns.check(List.of("a", "b"), 50, start -> DRAWS, runs::add);
        assertThat(runs).extracting(Scenario::start).containsExactly("a", "b");
        if (Settings.fromSystem().isDefault()) {
            // Independent of this class: SplittableRandom's own sequence from the seed and the seed + 1.
            SplittableRandom first = new SplittableRandom(Settings.DEFAULT_SEED);
            SplittableRandom second = new SplittableRandom(Settings.DEFAULT_SEED + 1);
            assertThat(runs.get(0).ops()).isEqualTo(IntStream.range(0, 50).map(i -> first.nextInt(1000)).boxed()
                    .toList());
            assertThat(runs.get(1).ops()).isEqualTo(IntStream.range(0, 50).map(i -> second.nextInt(1000)).boxed()
                    .toList());
        }
    }

    @Test
    void aViolationNamesTheRunItsStartAndTheSeedThatReplaysIt() {
        Throwable thrown = catchThrowable(() -> LongRuns.check(List.of("a", "b"), 3, start -> DRAWS, s -> {
            if (s.start().equals("b")) {
                throw new ClauseViolation("T-1", "step 2 x: wrong");
            }
        }));
        long base = Settings.fromSystem().seed(() -> 0);
        assertThat(thrown).isInstanceOf(ClauseViolation.class).hasMessage("T-1: long run 2 of 2 (b, 3 steps drawn"
                + " from seed " + (base + 1) + "; QT_SEED=" + base + " replays it): step 2 x: wrong");
        assertThat(((ClauseViolation) thrown).clause()).isEqualTo("T-1");
    }

    @Test
    void aCrashNamesTheRunAndKeepsWhatWasThrown() {
        IllegalStateException cause = new IllegalStateException("boom");
        Throwable thrown = catchThrowable(() -> LongRuns.check(List.of("a"), 3, start -> DRAWS, s -> {
            throw new Crash("step 3 x:", cause);
        }));
        assertThat(thrown).isInstanceOf(Crash.class).hasCause(cause);
        assertThat(((Crash) thrown).at()).startsWith("long run 1 of 1 (a, 3 steps").endsWith("replays it): step 3 x:");
    }

    @Test
    void aRunWithoutStepsIsRefused() {
        assertThatThrownBy(() -> LongRuns.check(List.of("a"), 0, start -> DRAWS, s -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("steps=0: a long run has at least one step");
    }

    @Test
    void batchesAreSmallOrUpTo64OrTwiceASmallCapacityPlusTwo() {
        SplittableRandom random = new SplittableRandom(1);
        List<Integer> large = IntStream.range(0, 20_000).map(i -> LongRuns.batch(random, 1 << 20)).boxed().toList();
        List<Integer> small = IntStream.range(0, 20_000).map(i -> LongRuns.batch(random, 3)).boxed().toList();
        assertThat(large).allMatch(n -> n >= 0 && n <= 64).contains(0, 3, 4, 64);
        assertThat(small).allMatch(n -> n >= 0 && n <= 8).contains(0, 3, 8);
        // Three in five are 0 to 3 (and some of the rest): between 60 % and 70 % of 20,000 draws.
        assertThat(large.stream().filter(n -> n <= 3).count()).isBetween(12_000L, 14_000L);
    }
}
