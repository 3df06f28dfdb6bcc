package org.ringoracle.harness;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Tells {@link Oracle} which test is running, so that a failure can name the concrete test class
 * (the subclass of a contract, not the contract) and method to replay.
 */
public final class PropertyExtension implements BeforeEachCallback, AfterEachCallback {

    private static final ThreadLocal<String> CURRENT = new ThreadLocal<>();

    @Override
    public void beforeEach(ExtensionContext context) {
        CURRENT.set(context.getRequiredTestClass().getName() + "#" + context.getRequiredTestMethod().getName());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        CURRENT.remove();
    }

    /** The running test as {@code fully.qualified.Class#method}, or {@code null} outside one. */
    static String currentTest() {
        return CURRENT.get();
    }
}
