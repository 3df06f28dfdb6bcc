package org.ringoracle.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Property;

/**
 * Every clause of specs/*.md is declared by a property, and every clause a property declares or
 * the code names is defined by a spec.
 */
class TraceabilityTest {

    private static final Path SPECS = Path.of("specs");

    private static Map<String, List<String>> properties() throws IOException {
        return Traceability.properties(Path.of("library/target/classes"), Path.of("library/target/test-classes"));
    }

    @Test
    void everyClauseIsDeclaredByAProperty() throws IOException {
        assertThat(Traceability.undeclared(Traceability.clauses(SPECS), properties()))
                .as("clauses of specs/*.md that no @Property declares").isEmpty();
    }

    @Test
    void everyDeclaredClauseIsDefined() throws IOException {
        assertThat(Traceability.unknown(Traceability.clauses(SPECS), properties()))
                .as("properties that declare clauses no spec defines").isEmpty();
    }

    @Test
    void everyClauseTheCodeNamesIsDefined() throws IOException {
        assertThat(Traceability.unknownLiterals(Traceability.clauses(SPECS), Path.of("library/src/main/java"),
                Path.of("library/src/test/java"))).as("clause ids in string literals that no spec defines").isEmpty();
    }

    @Test
    void everySpecDefinesClausesNumberedFromOneWithoutGaps() throws IOException {
        List<Traceability.Clause> clauses = Traceability.clauses(SPECS);
        assertThat(Traceability.numberingGaps(clauses)).isEmpty();
        Set<String> specs = new TreeSet<>();
        try (Stream<Path> files = Files.list(SPECS)) {
            files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".md") && !f.equals("README.md"))
                    .forEach(specs::add);
        }
        Set<String> defining = new TreeSet<>();
        clauses.forEach(c -> defining.add(c.spec()));
        assertThat(defining).as("spec files that define clauses").isEqualTo(specs);
    }

    @Test
    void propertiesOfTheContractsAndOfTheTestTreeAreFoundWithTheirClauses() throws IOException {
        assertThat(properties()).containsEntry("MaskedFifoLinearizabilityTest#stressedOnRealThreadsItIsLinearizable",
                List.of("FIFO-11")).doesNotContainKey("MaskedFifoIndexTest#oneProducerAndOneConsumerMayRunAtOnce")
                .containsEntry("FifoContract#behavesAsTheModelInLockstep",
                List.of("FIFO-3", "FIFO-4", "FIFO-5", "FIFO-6", "FIFO-7"))
                .doesNotContainKey("RunningTest#aPropertyChecksOnlyTheClausesItDeclares");
    }

    @Test
    void theChecksFindWhatTheyLookFor(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.md"), "**A-1 (MUST).** one.\n\n**A-3 (SHOULD).** three.\n"
                + "A-2 is mentioned, not defined; so is **A-4 (MAY).**\n");
        Files.writeString(dir.resolve("README.md"), "The format: **A-9 (MUST).** names a clause.\n");
        Files.writeString(dir.resolve("B.java"), "class B { String s = \"A-1\", t = \"A-2\", u = \"C-9\"; }\n");
        List<Traceability.Clause> clauses = Traceability.clauses(dir);
        assertThat(clauses).containsExactly(new Traceability.Clause("A-1", "a.md", "MUST"),
                new Traceability.Clause("A-3", "a.md", "SHOULD"));
        Map<String, List<String>> properties = Map.of("X#p", List.of("A-1", "B-1"));
        assertThat(Traceability.undeclared(clauses, properties)).containsExactly("A-3");
        assertThat(Traceability.unknown(clauses, properties)).isEqualTo(Map.of("X#p", Set.of("B-1")));
        assertThat(Traceability.unknownLiterals(clauses, dir)).isEqualTo(Map.of("B.java", Set.of("A-2")));
        assertThat(Traceability.numberingGaps(clauses)).isEqualTo(Map.of("A", "numbered [1, 3] where 1..2 is expected"));
    }

    /** A clause only an {@code untested_} property declares is trusted, not verified; one also verified is verified. */
    @Test
    void trustedClausesAreToldFromVerifiedOnes(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.md"), "**A-1 (MUST).** one.\n\n**A-2 (MUST).** two.\n\n**A-3 (MUST).** three.\n");
        List<Traceability.Clause> clauses = Traceability.clauses(dir);
        Map<String, List<String>> properties = Map.of("X#untested_theAdapterIsHonest", List.of("A-1", "A-2"),
                "X#checksTwo", List.of("A-2"), "X#untestedLooking", List.of("A-3"));
        assertThat(Traceability.trusted(clauses, properties)).containsExactly("A-1");
        assertThat(Traceability.undeclared(clauses, properties)).isEmpty();
        assertThat(Traceability.isTrusted("X#untested_theAdapterIsHonest")).isTrue();
        assertThat(Traceability.isTrusted("X#untestedLooking")).as("the prefix is untested_").isFalse();
    }

    /** Every trusted clause says in its spec why no contract observes it. */
    @Test
    void everyTrustedClauseSaysWhyItIsUntested() throws IOException {
        StringBuilder specs = new StringBuilder();
        try (Stream<Path> files = Files.list(SPECS)) {
            for (Path file : files.sorted().toList()) {
                specs.append(Files.readString(file));
            }
        }
        for (String id : Traceability.trusted(Traceability.clauses(SPECS), properties())) {
            assertThat(specs.toString()).as("the definition of trusted clause %s", id)
                    .containsPattern("\\*\\*" + id + " \\((MUST|SHOULD)\\)\\.\\*\\*[^*]*\\*Untested:");
        }
    }
}
