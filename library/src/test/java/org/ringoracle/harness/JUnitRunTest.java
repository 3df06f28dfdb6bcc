package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestInstanceFactoryContext;
import org.junit.jupiter.api.extension.TestInstantiationException;

/**
 * How a contract runs through JUnit's launcher: which classes it can take, and what each property's
 * outcome is when the lifecycle around its body, not the body, decides it.
 */
class JUnitRunTest {

    /** A class JUnit runs: static nested, public, concrete. */
    public static class Runnable {
        @Property
        public void p() {
        }
    }

    private static class Private extends Runnable {
    }

    public abstract static class Abstract extends Runnable {
    }

    public class Inner {
    }

    @Test
    void theClassesJUnitRunsAreNamedConcreteAndNotInner() {
        class Local extends Runnable {
        }
        // A local record is static, so only its being local keeps it out.
        record LocalRecord() {
        }
        java.lang.Runnable lambda = () -> { };
        assertThat(JUnitRun.runs(Runnable.class)).isTrue();
        assertThat(JUnitRun.runs(JUnitRunTest.class)).isTrue();
        assertThat(List.of(Private.class, Abstract.class, Inner.class, Local.class, LocalRecord.class,
                new Runnable() { }.getClass(), lambda.getClass()))
                .allSatisfy(type -> assertThat(JUnitRun.runs(type)).as("%s", type).isFalse());
    }

    /** Set-up and tear-down that fail, abort or are disabled, one property each. */
    public static class Lifecycle {

        @BeforeEach
        void setUp(org.junit.jupiter.api.TestInfo test) {
            String name = test.getTestMethod().orElseThrow().getName();
            if (name.equals("setUpFails")) {
                throw new IllegalStateException("set-up");
            }
            Assumptions.assumeFalse(name.equals("setUpAborts"), "no device");
        }

        @AfterEach
        void tearDown(org.junit.jupiter.api.TestInfo test) {
            if (test.getTestMethod().orElseThrow().getName().startsWith("tearDownFails")) {
                throw new AssertionError("tear-down");
            }
        }

        @Property("L-1")
        public void setUpFails() {
        }

        @Property("L-2")
        public void setUpAborts() {
        }

        @Property("L-3")
        public void tearDownFailsAfterAPass() {
        }

        @Property("L-4")
        public void tearDownFailsAfterAViolation() {
            throw new ClauseViolation("L-4", "body");
        }

        @Disabled("not here")
        @Property("L-5")
        public void disabled() {
        }

        @Property("L-7")
        public void publishesAnEntryOfItsOwn(TestReporter reporter) {
            reporter.publishEntry("note", "its own");
        }

        @Test
        public void notAProperty() {
            throw new IllegalStateException("must not run");
        }

        @Nested
        class Within {
            @Property("L-6")
            public void nestedIsNotThisClasssProperty() {
                throw new IllegalStateException("must not run");
            }
        }
    }

    @Test
    void theLifecycleDecidesWhereTheBodyDidNot() {
        assertThat(Verdict.of(new Lifecycle()).outcomes()).containsExactly(
                Map.entry("disabled", new Outcome.Untested("not here")),
                Map.entry("publishesAnEntryOfItsOwn", new Outcome.Passed(0)),
                Map.entry("setUpAborts", new Outcome.Untested("Assumption failed: no device")),
                Map.entry("setUpFails", new Outcome.Crashed("L-1", "", "", "java.lang.IllegalStateException: set-up", 0)),
                Map.entry("tearDownFailsAfterAPass", new Outcome.Violated("L-3", "", "tear-down", 0)),
                Map.entry("tearDownFailsAfterAViolation", new Outcome.Violated("L-4", "", "L-4: body", 0)));
    }

    /** A class whose set-up for all its tests fails. */
    public static class FailingBeforeAll {
        @BeforeAll
        static void fail() {
            throw new IllegalStateException("before all");
        }

        @Property("A-1")
        public void first() {
        }

        @Property({"A-2", "A-3"})
        public void second() {
        }
    }

    @Test
    void aClassThatCannotStartCrashesEachProperty() {
        assertThat(Verdict.of(new FailingBeforeAll()).outcomes()).containsExactly(
                Map.entry("first", new Outcome.Crashed("A-1", "", "", "java.lang.IllegalStateException: before all", 0)),
                Map.entry("second", new Outcome.Crashed("A-2, A-3", "", "",
                        "java.lang.IllegalStateException: before all", 0)));
    }

    /** A class JUnit skips whole. */
    @Disabled("the whole class")
    public static class DisabledWhole {
        @Property("W-1")
        public void p() {
            throw new IllegalStateException("must not run");
        }
    }

    @Test
    void aSkippedClassLeavesEachPropertyUntested() {
        assertThat(Verdict.of(new DisabledWhole()).outcomes())
                .containsExactly(Map.entry("p", new Outcome.Untested("the whole class")));
    }

    /** A contract JUnit could not make (no constructor without arguments): only the instance given runs. */
    public static class Given {
        private final int size;

        public Given(int size) {
            this.size = size;
        }

        @Property("G-1")
        public void seesTheGivenSize() {
            if (size != 5) {
                throw new ClauseViolation("G-1", "size " + size);
            }
        }
    }

    @Test
    void everyPropertyRunsOnTheInstanceGiven() {
        assertThat(Verdict.of(new Given(5)).outcomes()).containsExactly(Map.entry("seesTheGivenSize", new Outcome.Passed(0)));
        assertThat(Verdict.of(new Given(4)).violation("G-1").reason()).isEqualTo("G-1: size 4");
    }

    @Test
    void outsideAVerdictsRunTheFactoryRefusesToMakeInstances() {
        TestInstanceFactoryContext factoryContext = (TestInstanceFactoryContext) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {TestInstanceFactoryContext.class},
                (proxy, method, args) -> Given.class);
        ExtensionContext context = (ExtensionContext) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {ExtensionContext.class}, (proxy, method, args) -> Optional.empty());
        assertThatThrownBy(() -> new JUnitRun().createTestInstance(factoryContext, context))
                .isInstanceOf(TestInstantiationException.class)
                .hasMessageContaining("only the instance given to Verdict.of").hasMessageContaining(Given.class.getName());
    }

    /** The run's extension lookup finds this factory, and the caller's own extensions only when asked. */
    @Test
    void theRunsLoaderAnswersTheExtensionLookup() throws Exception {
        ClassLoader parent = getClass().getClassLoader();
        List<URL> own = Collections.list(parent.getResources(JUnitRun.SERVICES));
        List<URL> alone = Collections.list(new JUnitRun.ExtensionsLoader(parent, false).getResources(JUnitRun.SERVICES));
        List<URL> withCallers = Collections.list(new JUnitRun.ExtensionsLoader(parent, true)
                .getResources(JUnitRun.SERVICES));
        assertThat(alone).singleElement().asString().endsWith(JUnitRun.EXTENSIONS);
        assertThat(own).isNotEmpty();
        assertThat(withCallers).containsExactlyElementsOf(concat(alone, own));
        assertThat(Collections.list(new JUnitRun.ExtensionsLoader(parent, false).getResources("META-INF/MANIFEST.MF")))
                .isEqualTo(Collections.list(parent.getResources("META-INF/MANIFEST.MF")));
    }

    private static List<URL> concat(List<URL> first, List<URL> second) {
        return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
    }
}
