package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

class RefusalTest {

    private static ClauseViolation violation(Refusal refusal, Runnable action) {
        return catchThrowableOfType(ClauseViolation.class, () -> refusal.require("T-1", "put of -7", -7, action));
    }

    @Test
    void anyIllegalArgumentExceptionIsARefusalByDefault() {
        assertThatCode(() -> Refusal.ILLEGAL_ARGUMENT.require("T-1", "put of -7", -7, () -> {
            throw new IllegalArgumentException();
        })).doesNotThrowAnyException();
    }

    @Test
    void anAcceptedValueViolatesTheClause() {
        ClauseViolation v = violation(Refusal.ILLEGAL_ARGUMENT, () -> { });
        assertThat(v.clause()).isEqualTo("T-1");
        assertThat(v).hasMessage("T-1: put of -7 was accepted where it must be refused");
    }

    @Test
    void anotherTypeViolatesTheClauseAndADeclaredTypeIsAccepted() {
        Runnable outOfBounds = () -> {
            throw new IndexOutOfBoundsException("Range [0, 0 + -1) out of bounds for length 4");
        };
        assertThat(violation(Refusal.ILLEGAL_ARGUMENT, outOfBounds)).hasMessage("T-1: put of -7 threw"
                + " java.lang.IndexOutOfBoundsException: Range [0, 0 + -1) out of bounds for length 4 where the refusal"
                + " is a java.lang.IllegalArgumentException");
        assertThatCode(() -> Refusal.by(IndexOutOfBoundsException.class).require("T-1", "put of -7", -7, outOfBounds))
                .doesNotThrowAnyException();
    }

    @Test
    void aNamingRefusalNeedsTheValueAndTheClause() {
        Refusal naming = Refusal.ILLEGAL_ARGUMENT.naming();
        assertThat(violation(naming, () -> {
            throw new IllegalArgumentException("bad batch -7");
        })).hasMessage("T-1: put of -7 was refused with \"bad batch -7\", which does not name -7 and T-1");
        assertThat(violation(naming, () -> {
            throw new IllegalArgumentException("bad batch (T-1)");
        })).hasMessageContaining("does not name -7 and T-1");
        assertThatCode(() -> naming.require("T-1", "put of -7", -7, () -> {
            throw new IllegalArgumentException("put of -7 refused (T-1)");
        })).doesNotThrowAnyException();
    }
}
