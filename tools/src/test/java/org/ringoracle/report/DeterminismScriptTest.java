package org.ringoracle.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code .ci/determinism} compares what it captures of two index.md files; it must refuse an
 * index.md whose wording it cannot read instead of comparing two empty captures as equal.
 */
class DeterminismScriptTest {

    /** The two lines as {@link IndexReport#header} writes them (fingerprint shortened to 16 digits). */
    private static final String STATED = "**Mutation gate: PASSED.** 3 mutants (STRONGER, all of `library/src/main`), 3 killed\n"
            + "| PIT fingerprint | `0123456789abcdef` (SHA-256 of every mutant's identity) |\n";

    @Test
    void capturesTheFingerprintAndTheGatesVerdict(@TempDir Path dir) throws Exception {
        Result r = captures(dir, "# ring-oracle\n\n" + STATED);
        assertThat(r.exit()).isZero();
        assertThat(r.output()).isEqualTo("PIT fingerprint | 0123456789abcdef\n"
                + "**Mutation gate: PASSED.** 3 mutants (STRONGER, all of `library/src/main`), 3 killed\n");
    }

    @Test
    void anIndexWithoutTheWordingItReadsIsAFailureNamingTheFile(@TempDir Path dir) throws Exception {
        Result r = captures(dir, "# ring-oracle\n\n**Gate: passed.** fingerprint 0123456789abcdef\n");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.output()).contains("index.md: the PIT fingerprint ('') or the mutation gate's verdict ('')")
                .contains("nothing to compare");
        Result half = captures(dir, STATED.lines().skip(1).findFirst().orElseThrow() + "\n");
        assertThat(half.exit()).isEqualTo(1);
        assertThat(half.output()).contains("the mutation gate's verdict ('') is not in the wording");
    }

    private record Result(int exit, String output) {
    }

    private static Result captures(Path dir, String index) throws IOException, InterruptedException {
        Path file = Files.writeString(dir.resolve("index.md"), index, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder("bash", Path.of(".ci", "determinism").toAbsolutePath().toString(), "--captures",
                file.toString()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(p.waitFor(), output);
    }
}
