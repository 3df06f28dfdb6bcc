package org.ringoracle.harness;

import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Tells {@link Oracle} which property is running, so that a failure can name the concrete test
 * class (the subclass of a contract, not the contract) and method to replay, and a check can be
 * held to the clauses the {@link Property} declares. After the test it publishes one
 * {@link Entry.Check} per check as a report entry; in a run {@link Verdict#of(Object)} starts, also
 * the property's {@link Entry.PropertyVerdict}, which is how the verdict learns each outcome.
 *
 * <p>It wraps the test method's invocation rather than the callbacks around it: the property is
 * current on the thread that runs the method, which is not the callbacks' thread when JUnit runs
 * each test in a thread of its own to bound it ({@code junit.jupiter.execution.timeout.thread.mode.default}).
 */
public final class PropertyExtension implements InvocationInterceptor {

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext context) throws Throwable {
        String[] clauses = AnnotationSupport.findAnnotation(context.getRequiredTestMethod(), Property.class)
                .map(Property::value).orElse(new String[0]);
        Running running = new Running(context.getRequiredTestClass().getName() + "#"
                + context.getRequiredTestMethod().getName(), true, clauses);
        boolean judging = context.getConfigurationParameter(JUnitRun.SHRINK).isPresent();
        if (judging && !context.getConfigurationParameter(JUnitRun.SHRINK, Boolean::parseBoolean).orElseThrow()) {
            running.stopShrinking();
        }
        Running outer = Running.enter(running);
        long start = System.nanoTime();
        Throwable failure = null;
        try {
            invocation.proceed();
        } catch (Throwable t) {
            failure = t;
            throw t;
        } finally {
            if (judging) {
                context.publishReportEntry(new Entry.PropertyVerdict(context.getRequiredTestClass().getName(),
                        context.getRequiredTestMethod().getName(), running.judged(failure, start, System.nanoTime()))
                        .fields());
            }
            finish(context);
            Running.enter(outer);
        }
    }

    /** Ends the property running on this thread, if any, publishing its checks to {@code context}. */
    void finish(ExtensionContext context) {
        Running running = Running.enter(null);
        if (running != null) {
            running.checks().forEach(check -> context.publishReportEntry(
                    new Entry.Check(check.clause(), check.asked(), check.ran(), check.label()).fields()));
        }
    }
}
