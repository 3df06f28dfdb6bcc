package org.ringoracle.fifo.broken;

import java.util.Arrays;
import java.util.Objects;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.Fifo;
import org.ringoracle.fifo.contract.FifoContract;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;

/**
 * A contract written as an adopter writes one for {@code mvn test}: the fifo under test is chosen
 * in {@code @BeforeEach} (without it, every property crashes on a fifo with no flaw chosen), and an
 * extension of its own disables the property of FIFO-10, as a fifo without batch arrays would. Not
 * a test by itself (no name of a test class); {@code VerdictThroughJUnitTest} runs its subclasses.
 */
@ExtendWith(ChosenInBeforeEach.WithoutBatchArrays.class)
public abstract class ChosenInBeforeEach extends FifoContract {

    private FlawedFifo.Flaw chosen;

    /** The flaw {@code @BeforeEach} chooses. */
    abstract FlawedFifo.Flaw flaw();

    @BeforeEach
    void choose() {
        chosen = flaw();
    }

    @Override
    protected <E> Fifo<E> create(int size) {
        return new FlawedFifo<>(size, Objects.requireNonNull(chosen, "no flaw chosen: @BeforeEach did not run"));
    }

    @Override
    protected CapacityRule capacityRule() {
        return CapacityRule.oneSlotEmpty();
    }

    @Override
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT.naming();
    }

    /** The fifo without a flaw. */
    public static class Correct extends ChosenInBeforeEach {
        @Override
        FlawedFifo.Flaw flaw() {
            return FlawedFifo.Flaw.NONE;
        }
    }

    /** {@code count = write - read} without the mask: FIFO-7 alone rejects it (BrokenFifosAreRejectedTest). */
    public static class CountWithoutMask extends ChosenInBeforeEach {
        @Override
        FlawedFifo.Flaw flaw() {
            return FlawedFifo.Flaw.COUNT_WITHOUT_MASK;
        }
    }

    /** Disables each property that declares FIFO-10. */
    public static final class WithoutBatchArrays implements ExecutionCondition {

        /** Why a property is disabled. */
        static final String REASON = "this fifo offers no batch arrays";

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            boolean batches = context.getTestMethod().map(m -> m.getAnnotation(Property.class)).map(Property::value)
                    .map(Arrays::asList).filter(clauses -> clauses.contains("FIFO-10")).isPresent();
            return batches ? ConditionEvaluationResult.disabled(REASON) : ConditionEvaluationResult.enabled("");
        }
    }
}
