package org.ringoracle.harness;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a Jupiter test that verifies spec clauses, usually through {@link Oracle#check}.
 *
 * <p>Behaves as {@link Test}; in addition it lets a failure print the exact command that replays
 * it ({@code mvn test -Dtest='Class#method' -DQT_SEED=... -DQT_EXAMPLES=...}), and publishes each
 * check it ran (clause, examples asked, examples run) as a JUnit report entry.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Test
@ExtendWith(PropertyExtension.class)
public @interface Property {

    /**
     * The spec clauses this property verifies, such as {@code "FIFO-2"}. {@link Oracle#check}
     * refuses a clause that is not listed here. Empty for a property of the suite itself (what a
     * generator promises), which verifies no clause.
     */
    String[] value() default {};
}
