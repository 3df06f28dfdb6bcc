package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class SettingsTest {

    private static Settings settings(String... keyValues) {
        Properties props = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) {
            props.setProperty(keyValues[i], keyValues[i + 1]);
        }
        return Settings.from(props);
    }

    @Test
    void byDefaultEveryPropertyRunsItsOwnExamplesFromTheFixedSeed() {
        Settings settings = settings();
        assertThat(settings.seed(() -> 99L)).isEqualTo(Settings.DEFAULT_SEED);
        assertThat(settings.examples(123)).isEqualTo(123);
        assertThat(settings.explore()).isFalse();
    }

    @Test
    void verdictsShrinkUnlessTold() {
        assertThat(settings().shrinkVerdicts()).isTrue();
        assertThat(settings(Settings.UNSHRUNK, "false").shrinkVerdicts()).isTrue();
        assertThat(settings(Settings.UNSHRUNK, "true").shrinkVerdicts()).isFalse();
        assertThat(settings(Settings.UNSHRUNK, "true").isDefault()).as("shrinking is not a setting of the examples")
                .isTrue();
    }

    @Test
    void onlyAPlainRunHasTheDefaultSettings() {
        assertThat(settings().isDefault()).isTrue();
        assertThat(settings(Settings.EXPLORE, "true").isDefault()).isFalse();
        assertThat(settings(Settings.SEED, "1").isDefault()).isFalse();
        assertThat(settings(Settings.EXAMPLES, "1").isDefault()).isFalse();
        assertThat(settings(Settings.LONG_RUN_STEPS, "2000").isDefault()).isFalse();
    }

    @Test
    void aCapOnLongRunsShortensOnlyLongerRuns() {
        assertThat(settings().longRunSteps(20_000)).isEqualTo(20_000);
        assertThat(settings(Settings.LONG_RUN_STEPS, "2000").longRunSteps(20_000)).isEqualTo(2000);
        assertThat(settings(Settings.LONG_RUN_STEPS, "2000").longRunSteps(1500)).isEqualTo(1500);
        assertThat(settings(Settings.LONG_RUN_STEPS, "2000").longRunSteps(2000)).isEqualTo(2000);
        assertThat(settings(Settings.LONG_RUN_STEPS, "1").longRunSteps(20_000)).isEqualTo(1);
        assertThatThrownBy(() -> settings(Settings.LONG_RUN_STEPS, "0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ringoracle.longRunSteps=0: the cap on a long run's steps must be at least 1");
    }

    @Test
    void explorationDrawsARandomSeedAndTenTimesTheExamples() {
        Settings settings = settings(Settings.EXPLORE, "true");
        assertThat(settings.seed(() -> 99L)).isEqualTo(99L);
        assertThat(settings.examples(123)).isEqualTo(1230);
    }

    @Test
    void aGivenSeedAndExampleCountWinEvenWhenExploring() {
        Settings settings = settings(Settings.EXPLORE, "true", Settings.SEED, " -7 ", Settings.EXAMPLES, "5");
        assertThat(settings.seed(() -> 99L)).isEqualTo(-7L);
        assertThat(settings.examples(123)).isEqualTo(5);
    }

    @Test
    void aCapShortensOnlyTheLongerOwnBudgetsAndKeepsTheRunPlain() {
        Settings capped = settings(Settings.MAX_EXAMPLES, "128");
        assertThat(capped.examples(1000)).isEqualTo(128);
        assertThat(capped.examples(128)).isEqualTo(128);
        assertThat(capped.examples(127)).isEqualTo(127);
        assertThat(capped.isDefault()).isTrue();
        assertThat(settings(Settings.MAX_EXAMPLES, "1").examples(2)).isEqualTo(1);
        // A replay line's QT_EXAMPLES and exploration are not capped.
        assertThat(settings(Settings.MAX_EXAMPLES, "40", Settings.EXPLORE, "true").examples(20)).isEqualTo(200);
        assertThat(settings(Settings.MAX_EXAMPLES, "40", Settings.EXAMPLES, "50").examples(20)).isEqualTo(50);
        assertThat(settings().maxExamples()).isNull();
    }

    @Test
    void blankValuesCountAsAbsent() {
        Settings settings = settings(Settings.SEED, " ", Settings.EXAMPLES, "");
        assertThat(settings.fixedSeed()).isNull();
        assertThat(settings.fixedExamples()).isNull();
    }

    @Test
    void badValuesAreRefusedByName() {
        assertThatThrownBy(() -> settings(Settings.SEED, "0x12"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("QT_SEED=0x12: not a decimal integer");
        assertThatThrownBy(() -> settings(Settings.MAX_EXAMPLES, "0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ringoracle.maxExamples=0: the cap on examples must be at least 1");
        assertThatThrownBy(() -> settings(Settings.EXAMPLES, "0"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("QT_EXAMPLES=0: the number of examples must be at least 1");
        assertThat(settings(Settings.EXAMPLES, "1").examples(50)).isEqualTo(1);
    }

    @Test
    void theSystemPropertiesOfThisRunAreRead() {
        assertThat(Settings.fromSystem()).isEqualTo(Settings.from(System.getProperties()));
    }
}
