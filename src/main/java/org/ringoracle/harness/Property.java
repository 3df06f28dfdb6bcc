package org.ringoracle.harness;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a Jupiter test that checks one or more properties through {@link Oracle#check}.
 *
 * <p>Behaves as {@link Test}; in addition it lets a failure print the exact command that replays
 * it ({@code mvn test -Dtest='Class#method' -DQT_SEED=... -DQT_EXAMPLES=...}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Test
@ExtendWith(PropertyExtension.class)
public @interface Property {
}
