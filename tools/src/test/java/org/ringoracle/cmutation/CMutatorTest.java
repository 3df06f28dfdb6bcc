package org.ringoracle.cmutation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The C mutator on a small source written for it; every expected mutant is listed by hand. */
class CMutatorTest {

    private static final String SOURCE = """
            /* a comment with a < b */
            static inline unsigned int
            room(unsigned int cap, unsigned int used)
            {
            #ifdef DEBUG
            \tRTE_LOG(ERR, RING, "cap %u < used %u\\n", cap, used);
            #endif
            \tif (used > cap)
            \t\treturn 0;
            \treturn cap - used - 1; // "x + y"
            }
            #define HALF(x) ((x) >> 1)
            int other(int a) { return a + 1; }
            """;

    private static List<String> described(List<CMutator.Mutant> mutants) {
        return mutants.stream().map(m -> m.function() + ":" + m.line() + " " + m.description()).toList();
    }

    @Test
    void operatorsConstantsAndConditionsInScopeOnly() {
        List<CMutator.Mutant> mutants = CMutator.mutants(SOURCE, Set.of("room", "HALF"));
        assertThat(described(mutants)).containsExactly(
                "room:8 negated the condition of if",
                "room:8 replaced > with >=",
                "room:9 constant 0 + 1",
                "room:10 replaced - with +",
                "room:10 replaced - with +",
                "room:10 removed - 1",
                "room:10 constant 1 + 1",
                "room:10 constant 1 - 1",
                "HALF:12 replaced >> with <<",
                "HALF:12 constant 1 + 1",
                "HALF:12 constant 1 - 1");
    }

    @Test
    void aMutantReplacesExactlyItsText() {
        List<CMutator.Mutant> mutants = CMutator.mutants(SOURCE, Set.of("room"));
        assertThat(mutants.get(0).apply(SOURCE)).contains("\tif (!(used > cap))\n");
        assertThat(mutants.get(5).apply(SOURCE)).contains("\treturn cap - used ; //");
        assertThat(CMutator.defines(SOURCE, "room")).isTrue();
        assertThat(CMutator.defines(SOURCE, "used")).isFalse();
        assertThat(CMutator.mutants(SOURCE, Set.of("absent"))).isEmpty();
    }
}
