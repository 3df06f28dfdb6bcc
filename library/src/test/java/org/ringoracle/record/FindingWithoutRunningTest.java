package org.ringoracle.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.InvocationInterceptor.Invocation;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;

/** PIT's mutation processes find units without running test bodies; nothing else is touched. */
class FindingWithoutRunningTest {

    private static LauncherDiscoveryRequest request(org.junit.platform.engine.DiscoverySelector selector) {
        return LauncherDiscoveryRequestBuilder.request().selectors(selector).build();
    }

    @Test
    void onlyAMutationProcessAskedForWholeClassesIsFindingUnits() {
        LauncherDiscoveryRequest wholeClass = request(selectClass(FindingWithoutRunningTest.class));
        LauncherDiscoveryRequest oneTest = request(selectUniqueId(
                "[engine:junit-jupiter]/[class:org.ringoracle.record.FindingWithoutRunningTest]/[method:x()]"));
        assertThat(FindingWithoutRunning.findsUnits(true, wholeClass)).isTrue();
        assertThat(FindingWithoutRunning.findsUnits(true, oneTest)).isFalse();
        assertThat(FindingWithoutRunning.findsUnits(false, wholeClass)).isFalse();
        assertThat(FindingWithoutRunning.findsUnits(false, oneTest)).isFalse();
    }

    @Test
    void whileFindingTheBodyIsSkippedOtherwiseItRuns() throws Throwable {
        List<String> calls = new ArrayList<>();
        Invocation<Void> body = new Invocation<>() {
            @Override
            public Void proceed() {
                calls.add("proceed");
                return null;
            }

            @Override
            public void skip() {
                calls.add("skip");
            }
        };
        FindingWithoutRunning.proceedUnless(true, body);
        FindingWithoutRunning.proceedUnless(false, body);
        assertThat(calls).containsExactly("skip", "proceed");
    }
}
