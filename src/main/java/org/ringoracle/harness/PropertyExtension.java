package org.ringoracle.harness;

import java.util.Map;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Tells {@link Oracle} which property is running, so that a failure can name the concrete test
 * class (the subclass of a contract, not the contract) and method to replay, and a check can be
 * held to the clauses the {@link Property} declares. After the test it publishes one report entry
 * per check: {@code clause}, {@code asked}, {@code ran}, {@code result}.
 */
public final class PropertyExtension implements BeforeEachCallback, AfterEachCallback {

    @Override
    public void beforeEach(ExtensionContext context) {
        String[] clauses = AnnotationSupport.findAnnotation(context.getRequiredTestMethod(), Property.class)
                .map(Property::value).orElse(new String[0]);
        Running.enter(new Running(context.getRequiredTestClass().getName() + "#"
                + context.getRequiredTestMethod().getName(), true, clauses));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Running running = Running.enter(null);
        if (running != null) {
            running.checks().forEach(check -> context.publishReportEntry(Map.of("clause", check.clause(),
                    "asked", Integer.toString(check.asked()), "ran", Integer.toString(check.ran()),
                    "result", check.label())));
        }
    }
}
