package org.ringoracle.fifo.broken;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.harness.Verdict;

/**
 * {@link Verdict#of(Object)} on a contract of a class JUnit runs goes through JUnit's lifecycle: an
 * adopter's {@code @BeforeEach} and extensions apply, and each property's outcome is what
 * {@code mvn test} reports for it.
 */
class VerdictThroughJUnitTest {

    /**
     * The verdict agrees with the JUnit run of the same class, property by property: passed where
     * JUnit reports success, a rejection where it reports a failure, untested where it skips.
     */
    @ParameterizedTest
    @ValueSource(classes = {ChosenInBeforeEach.Correct.class, ChosenInBeforeEach.CountWithoutMask.class})
    void theVerdictIsWhatJUnitReports(Class<? extends ChosenInBeforeEach> contract) throws Exception {
        Verdict verdict = Verdict.of(contract.getDeclaredConstructor().newInstance());

        Map<String, String> byJUnit = junitStatuses(contract);
        Map<String, String> byVerdict = new TreeMap<>();
        verdict.outcomes().forEach((property, outcome) -> byVerdict.put(property,
                outcome instanceof Outcome.Passed ? "SUCCESSFUL" : outcome instanceof Outcome.Untested ? "SKIPPED"
                        : "FAILED"));
        assertThat(byVerdict).isEqualTo(byJUnit).isNotEmpty();
    }

    /** The same verdicts, read from the spec: FIFO-7 alone rejects the unmasked count (as BrokenFifosAreRejectedTest finds it). */
    @Test
    void theLifecycleDecidesTheVerdicts() throws Exception {
        Expected.passes().check(Verdict.of(new ChosenInBeforeEach.Correct()));
        Verdict flawed = Expected.rejectedBy("FIFO-7").check(Verdict.of(new ChosenInBeforeEach.CountWithoutMask()));
        assertThat(flawed.outcomes().get("badBatchSizesAreRefused"))
                .isEqualTo(new Outcome.Untested(ChosenInBeforeEach.WithoutBatchArrays.REASON));
    }

    /**
     * JUnit does not run anonymous classes, so Verdict runs one by reflection, with no lifecycle
     * around its properties: here every property that runs finds no fifo chosen.
     */
    @Test
    void anAnonymousContractRunsWithoutTheLifecycle() {
        Verdict verdict = Verdict.of(new ChosenInBeforeEach() {
            @Override
            FlawedFifo.Flaw flaw() {
                return FlawedFifo.Flaw.NONE;
            }
        });
        assertThat(verdict.outcomes().values()).filteredOn(outcome -> !(outcome instanceof Outcome.Untested))
                .isNotEmpty().allSatisfy(outcome -> assertThat(Verdict.describe(outcome))
                        .contains("no flaw chosen: @BeforeEach did not run"));
    }

    /** Each test method's status as a plain JUnit run of {@code contract} reports it, listeners and all. */
    private static Map<String, String> junitStatuses(Class<?> contract) {
        Map<String, String> statuses = new TreeMap<>();
        LauncherFactory.create(LauncherConfig.builder().enableTestExecutionListenerAutoRegistration(false)
                .enableLauncherDiscoveryListenerAutoRegistration(false).enablePostDiscoveryFilterAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false).build())
                .execute(LauncherDiscoveryRequestBuilder.request().selectors(DiscoverySelectors.selectClass(contract))
                        .filters(EngineFilter.includeEngines("junit-jupiter"))
                        .configurationParameter("junit.jupiter.execution.parallel.enabled", "false").build(),
                        new TestExecutionListener() {
                            @Override
                            public void executionSkipped(TestIdentifier test, String reason) {
                                record(test, "SKIPPED");
                            }

                            @Override
                            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                                record(test, result.getStatus() == TestExecutionResult.Status.ABORTED ? "SKIPPED"
                                        : result.getStatus().name());
                            }

                            private void record(TestIdentifier test, String status) {
                                if (test.isTest()) {
                                    statuses.put(((MethodSource) test.getSource().orElseThrow()).getMethodName(), status);
                                }
                            }
                        });
        return statuses;
    }
}
