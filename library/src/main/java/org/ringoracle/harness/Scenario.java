package org.ringoracle.harness;

import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.quicktheories.core.Gen;

/**
 * What a lockstep run ({@link Lockstep}) creates its subject and model from, and the steps it runs
 * on both: the generated case of every domain's run, printed as its counterexample, the start,
 * a colon and the steps ({@code size=8: put[3] get(2)}).
 *
 * @param start what the subject and the model are created from; its {@code toString} opens the
 *     counterexample
 * @param ops the steps, in order
 * @param <S> the start's type, a record of the domain
 * @param <O> the step type, whose {@code toString} is how a counterexample prints it
 */
public record Scenario<S, O>(S start, List<O> ops) {

    /** Checks the start and copies the steps. */
    public Scenario {
        Objects.requireNonNull(start, "start");
        ops = List.copyOf(ops);
    }

    /**
     * Scenarios from {@code start} with 1 to {@code maxSteps} steps drawn from {@code op}. Each step
     * is drawn as an optional that shrinks to absent, so shrinking deletes the steps a failure does
     * not need.
     */
    public static <S, O> Gen<Scenario<S, O>> from(S start, Gen<O> op, int maxSteps) {
        return lists().of(op.toOptionals(10)).ofSizeBetween(1, maxSteps)
                .map(steps -> new Scenario<>(start, steps.stream().flatMap(Optional::stream).toList()));
    }

    @Override
    public String toString() {
        return start + ": " + ops.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
