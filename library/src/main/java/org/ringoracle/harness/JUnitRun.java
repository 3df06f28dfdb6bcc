package org.ringoracle.harness;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestInstanceFactory;
import org.junit.jupiter.api.extension.TestInstanceFactoryContext;
import org.junit.jupiter.api.extension.TestInstantiationException;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a contract instance's properties through the JUnit Platform Launcher, as {@code mvn test}
 * runs them: Jupiter's lifecycle ({@code @BeforeEach}, {@code @AfterEach}, extensions, conditions)
 * applies, and every test instance Jupiter asks for is the instance handed in.
 *
 * <p>Only the Jupiter engine runs, one test at a time on the calling thread; no listener, filter or
 * extension registered through {@link java.util.ServiceLoader} joins the run except this class,
 * as the {@link TestInstanceFactory}. It is found through a class loader that answers Jupiter's
 * extension lookup with {@value #EXTENSIONS}, a resource outside {@code META-INF/services}: the
 * library registers no instance factory in anyone else's run. Auto-detected extensions of the
 * caller's own still join when {@code junit.jupiter.extensions.autodetection.enabled} is set as a
 * system property.
 */
public final class JUnitRun implements TestInstanceFactory {

    /** The configuration parameter that holds whether counterexamples shrink, set only in these runs. */
    static final String SHRINK = "ringoracle.verdict.shrink";

    /** The configuration parameter that names the instance handed in for this run. */
    static final String INSTANCE = "ringoracle.verdict.instance";

    /** Where the class loader of a run finds this factory's name. */
    static final String EXTENSIONS = "org/ringoracle/harness/verdict-extensions";

    private static final String AUTODETECTION = "junit.jupiter.extensions.autodetection.enabled";
    static final String SERVICES = "META-INF/services/org.junit.jupiter.api.extension.Extension";
    private static final Map<String, Object> HANDED = new ConcurrentHashMap<>();
    private static final AtomicLong RUNS = new AtomicLong();

    /** For {@link java.util.ServiceLoader}; a run registers it, nothing else should. */
    public JUnitRun() {
    }

    /**
     * Whether Jupiter runs {@code type} as a test class: named (neither a lambda nor local; an
     * anonymous class is never static), concrete, not private, and not nested unless static.
     * Anonymous and local contracts are run by reflection instead.
     */
    static boolean runs(Class<?> type) {
        int modifiers = type.getModifiers();
        return !type.isSynthetic() && !type.isLocalClass() && !Modifier.isPrivate(modifiers)
                && !Modifier.isAbstract(modifiers) && (type.getEnclosingClass() == null || Modifier.isStatic(modifiers));
    }

    /**
     * The outcome of each {@link Property} method of {@code contract}'s class that {@code which}
     * selects, by method name: what the property found, or, when Jupiter did not run its body, what
     * stopped it (a failing {@code @BeforeEach} as a crash charged to the declared clauses, a
     * disabled property or a failed assumption as untested).
     */
    static SortedMap<String, Verdict.Judged> run(Object contract, Predicate<Method> which, boolean shrink) {
        Class<?> type = contract.getClass();
        String id = Long.toString(RUNS.incrementAndGet());
        PostDiscoveryFilter properties = descriptor -> FilterResult.includedIf(property(descriptor).filter(which)
                .isPresent() && descriptor.getParent().flatMap(TestDescriptor::getSource)
                .filter(ClassSource.from(type)::equals).isPresent());
        Listener listener = new Listener();
        Thread thread = Thread.currentThread();
        ClassLoader caller = thread.getContextClassLoader();
        HANDED.put(id, contract);
        thread.setContextClassLoader(new ExtensionsLoader(type.getClassLoader(), Boolean.getBoolean(AUTODETECTION)));
        try {
            Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                    .enableTestExecutionListenerAutoRegistration(false)
                    .enableLauncherDiscoveryListenerAutoRegistration(false)
                    .enablePostDiscoveryFilterAutoRegistration(false)
                    .enableLauncherSessionListenerAutoRegistration(false).build());
            launcher.execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(DiscoverySelectors.selectClass(type))
                    .filters(EngineFilter.includeEngines("junit-jupiter"), properties)
                    .configurationParameter(AUTODETECTION, "true")
                    .configurationParameter("junit.jupiter.execution.parallel.enabled", "false")
                    .configurationParameter(INSTANCE, id)
                    .configurationParameter(SHRINK, Boolean.toString(shrink))
                    .build(), listener);
        } finally {
            thread.setContextClassLoader(caller);
            HANDED.remove(id);
        }
        return listener.judged();
    }

    @Override
    public Object createTestInstance(TestInstanceFactoryContext factoryContext, ExtensionContext context) {
        Object instance = context.getConfigurationParameter(INSTANCE).map(HANDED::get).orElse(null);
        if (instance == null) {
            throw new TestInstantiationException(JUnitRun.class.getName() + " hands out only the instance given to"
                    + " Verdict.of, in the run it starts; asked for " + factoryContext.getTestClass().getName());
        }
        return instance;
    }

    private static Optional<Method> property(TestDescriptor descriptor) {
        return descriptor.getSource().filter(MethodSource.class::isInstance).map(s -> ((MethodSource) s).getJavaMethod())
                .filter(m -> m.isAnnotationPresent(Property.class));
    }

    /** Collects the run's events; after it, each property's outcome. */
    private static final class Listener implements TestExecutionListener {

        private static final Verdict.Judged NOT_RUN = new Verdict.Judged(new Outcome.Passed(0), 0, 0, Map.of());

        private TestPlan plan;
        private final Map<String, List<Map<String, String>>> entries = new HashMap<>();
        private final Map<String, String> skipped = new HashMap<>();
        private final Map<String, TestExecutionResult> finished = new HashMap<>();

        @Override
        public void testPlanExecutionStarted(TestPlan started) {
            plan = started;
        }

        @Override
        public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
            entries.computeIfAbsent(test.getUniqueId(), id -> new ArrayList<>()).add(entry.getKeyValuePairs());
        }

        @Override
        public void executionSkipped(TestIdentifier test, String reason) {
            skipped.put(test.getUniqueId(), reason);
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            finished.put(test.getUniqueId(), result);
        }

        /** Each property's outcome, by method name. */
        SortedMap<String, Verdict.Judged> judged() {
            SortedMap<String, Verdict.Judged> judged = new TreeMap<>();
            plan.getRoots().forEach(root -> plan.getDescendants(root).stream().filter(TestIdentifier::isTest)
                    .forEach(test -> judged.put(((MethodSource) test.getSource().orElseThrow()).getMethodName(),
                            judge(test))));
            return judged;
        }

        /**
         * What the property's body found when it ended as JUnit reports success; otherwise what ended
         * it: its own failure or abort, or, when it never started, that of the nearest container
         * skipped or stopped.
         */
        private Verdict.Judged judge(TestIdentifier test) {
            Verdict.Judged body = entries.getOrDefault(test.getUniqueId(), List.of()).stream().map(Entry::of)
                    .filter(Entry.PropertyVerdict.class::isInstance).map(e -> ((Entry.PropertyVerdict) e).judged())
                    .findFirst().orElse(NOT_RUN);
            for (TestIdentifier at = test; ; at = plan.getParent(at).orElseThrow()) {
                String reason = skipped.get(at.getUniqueId());
                if (reason != null) {
                    return new Verdict.Judged(new Outcome.Untested(reason), 0, 0, Map.of());
                }
                TestExecutionResult result = finished.get(at.getUniqueId());
                if (result != null) {
                    return result.getStatus() == TestExecutionResult.Status.SUCCESSFUL ? body
                            : stopped(test, result.getThrowable().orElseThrow(), body);
                }
            }
        }

        /** The outcome of a property ended by {@code failure}, with the examples and times of its body. */
        private static Verdict.Judged stopped(TestIdentifier test, Throwable failure, Verdict.Judged body) {
            Method method = ((MethodSource) test.getSource().orElseThrow()).getJavaMethod();
            Outcome outcome = Verdict.outcome(failure, body.outcome().examples(),
                    String.join(", ", method.getAnnotation(Property.class).value()));
            return new Verdict.Judged(outcome, body.nanosToFailure(), body.nanos(), body.setAside());
        }
    }

    /**
     * Answers Jupiter's extension lookup with {@value #EXTENSIONS}, and with the caller's own
     * auto-detected extensions when {@code callers} is set; loads every class through its parent.
     */
    static final class ExtensionsLoader extends ClassLoader {

        private final boolean callers;

        ExtensionsLoader(ClassLoader parent, boolean callers) {
            super(parent);
            this.callers = callers;
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            if (!name.equals(SERVICES)) {
                return super.getResources(name);
            }
            List<URL> found = new ArrayList<>(Collections.list(getParent().getResources(EXTENSIONS)));
            if (callers) {
                found.addAll(Collections.list(getParent().getResources(SERVICES)));
            }
            return Collections.enumeration(found);
        }
    }
}
