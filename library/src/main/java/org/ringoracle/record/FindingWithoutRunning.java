package org.ringoracle.record;

import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.DynamicTestInvocationContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.launcher.LauncherDiscoveryListener;
import org.junit.platform.launcher.LauncherDiscoveryRequest;

/**
 * Lets PIT's mutation processes find their tests without running them.
 *
 * <p>PIT's JUnit 5 plugin finds the test units of a class by executing the whole class (a
 * parameterized test's invocations exist only once it runs), and each of PIT's mutation processes
 * does so again for every test class it needs, before the first mutant: in a build of this suite
 * that was more than half of the tests those processes ran, none of them against a mutant. Here,
 * as a discovery listener, it notes whether the launcher was asked for whole classes (PIT finding
 * units) or for single tests (PIT running a unit against a mutant); as an invocation interceptor it
 * skips the body of each test, template invocation and dynamic test while units are being found, so
 * the same units appear, each reported as passed. Test factories still run: their dynamic tests are
 * units too.
 *
 * <p>Active only in a process whose command is PIT's mutation minion, and only as an interceptor
 * where Jupiter's extension auto-detection is on (set for PIT's processes in the pom): the coverage
 * process, which needs the tests run, and every other test run are untouched.
 */
public final class FindingWithoutRunning implements LauncherDiscoveryListener, InvocationInterceptor {

    private static final boolean MUTATION_PROCESS =
            System.getProperty("sun.java.command", "").contains("MutationTestMinion");

    private static volatile boolean finding;

    @Override
    public void launcherDiscoveryStarted(LauncherDiscoveryRequest request) {
        finding = findsUnits(MUTATION_PROCESS, request);
    }

    /** Whether this process is finding its units now (the test bodies it reports did not run). */
    static boolean finding() {
        return finding;
    }

    /** Whether {@code request} is PIT finding the units of whole classes in a mutation process. */
    static boolean findsUnits(boolean mutationProcess, LauncherDiscoveryRequest request) {
        return mutationProcess && !request.getSelectorsByType(ClassSelector.class).isEmpty();
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extension) throws Throwable {
        proceedUnlessFinding(invocation);
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extension) throws Throwable {
        proceedUnlessFinding(invocation);
    }

    @Override
    public void interceptDynamicTest(Invocation<Void> invocation, DynamicTestInvocationContext context,
            ExtensionContext extension) throws Throwable {
        proceedUnlessFinding(invocation);
    }

    private static void proceedUnlessFinding(Invocation<Void> invocation) throws Throwable {
        proceedUnless(finding, invocation);
    }

    static void proceedUnless(boolean finding, Invocation<Void> invocation) throws Throwable {
        if (finding) {
            invocation.skip();
        } else {
            invocation.proceed();
        }
    }
}
