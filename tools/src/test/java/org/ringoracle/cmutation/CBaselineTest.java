package org.ringoracle.cmutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The C baseline: six fields, the fifth a category, read by the same reader as PIT's. */
class CBaselineTest {

    @Test
    void entriesAreKeyedByWhereAndWhatWithTheirCategoryAndReason(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("c.tsv"), "# comment\n\nh.h\tf\t< to <=\ta / b\tequivalent\tsame\n");
        assertThat(CMutationRun.baseline(file)).containsOnlyKeys("h.h\tf\t< to <=\ta / b")
                .hasEntrySatisfying("h.h\tf\t< to <=\ta / b", v -> assertThat(v).containsExactly("equivalent", "same"));
    }

    /** Keys name code: comments, and lines of comment only, are left out (worked out by hand). */
    @Test
    void aMutantIsPlacedByItsLineAndTheNextWithoutComments() {
        String text = "int f(void)\n{\n\tif (a < b) /* why */ {\n\t\t/* one\n\t\t * two */\n\t\t// three\n"
                + "\t\treturn 1; // four\n\t}\n\n\treturn 0;\n}\n";
        assertThat(CMutationRun.context(text, text.indexOf("a < b"))).isEqualTo("if (a < b)  { / return 1;");
        assertThat(CMutationRun.context(text, text.indexOf("1;"))).isEqualTo("return 1; / }");
        assertThat(CMutationRun.context(text, text.indexOf("\t}") + 1)).isEqualTo("} / ");
        assertThat(CMutationRun.context(text, text.indexOf("0;"))).isEqualTo("return 0; / }");
        assertThat(CMutationRun.context(text, text.lastIndexOf('}'))).isEqualTo("} / ");
    }

    @Test
    void aLineWithoutSixFieldsOrACategoryIsRefusedByNumber(@TempDir Path dir) throws IOException {
        Path short_ = Files.writeString(dir.resolve("a.tsv"), "h.h\tf\tm\tl\tequivalent\n");
        assertThatThrownBy(() -> CMutationRun.baseline(short_)).hasMessageContaining("a.tsv:1: expected file, function,");
        Path odd = Files.writeString(dir.resolve("b.tsv"), "# c\nh.h\tf\tm\tl\tmaybe\twhy\n");
        assertThatThrownBy(() -> CMutationRun.baseline(odd))
                .hasMessageContaining("b.tsv:2: 'maybe' is neither equivalent nor unreached");
    }
}
