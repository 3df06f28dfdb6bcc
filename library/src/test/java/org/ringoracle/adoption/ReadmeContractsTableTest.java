package org.ringoracle.adoption;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's table of contracts: each row's adapter exists, extends the contract of its row,
 * and has the lines the row says (non-blank, non-comment, from its declaration to its closing
 * brace), so the table cannot drift from the code.
 */
class ReadmeContractsTableTest {

    /** {@code | `FifoContract` | ... | [`ListFifoTest`](library/src/test/java/...ListFifoTest.java), 11 lines |}. */
    private static final Pattern ROW = Pattern.compile(
            "(?m)^\\| `(\\w+Contract)` \\|.*\\| \\[`([\\w.]+)`\\]\\((library/src/test/java/[\\w/]+\\.java)\\), (\\d+) lines \\|$");

    /** {@code | JDK 17 `ArrayBlockingQueue` | `FifoContract` | ... | [`ArrayBlockingQueueTest`](src/...), 12 lines |}. */
    private static final Pattern LIBRARY_ROW = Pattern.compile(
            "(?m)^\\| [^`|][^|]*\\| `(\\w+Contract)` \\|.*\\| \\[`([\\w.]+)`\\]\\((library/src/test/java/[\\w/]+\\.java)\\), (\\d+) lines \\|$");

    record Row(String contract, String adapter, Path file, int lines) {
    }

    static List<Row> rows() throws IOException {
        return rows(ROW);
    }

    private static List<Row> rows(Pattern pattern) throws IOException {
        Path root = Path.of(System.getProperty("ringoracle.reports", "reports")).toAbsolutePath().getParent();
        Matcher row = pattern.matcher(Files.readString(root.resolve("README.md")));
        List<Row> rows = new ArrayList<>();
        while (row.find()) {
            rows.add(new Row(row.group(1), row.group(2), root.resolve(row.group(3)), Integer.parseInt(row.group(4))));
        }
        return rows;
    }

    /** The simple names of the abstract {@code *Contract} classes of {@code src/main}, found in the built classes. */
    static List<String> contracts() throws Exception {
        Path classes = Path.of(org.ringoracle.harness.Property.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        try (java.util.stream.Stream<Path> files = Files.walk(classes)) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith("Contract.class"))
                    .map(f -> f.substring(0, f.length() - ".class".length())).sorted().toList();
        }
    }

    /** The non-blank, non-comment lines of class {@code name} in {@code source}, declaration to closing brace. */
    static int lines(String source, String name) {
        List<String> code = new ArrayList<>();
        for (String line : source.replaceAll("(?s)/\\*.*?\\*/", "").split("\n")) {
            String text = line.replaceAll("//.*", "").strip();
            if (!text.isEmpty()) {
                code.add(text);
            }
        }
        int first = -1;
        for (int i = 0; i < code.size() && first < 0; i++) {
            if (code.get(i).matches("(.*\\s)?class " + name + "\\b.*")) {
                first = i;
            }
        }
        assertThat(first).as("the declaration of class %s", name).isNotNegative();
        int depth = 0;
        for (int i = first; i < code.size(); i++) {
            for (char c : code.get(i).toCharArray()) {
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            }
            if (depth == 0 && code.get(i).contains("}")) {
                return i - first + 1;
            }
        }
        throw new AssertionError("class " + name + " does not close");
    }

    @Test
    void everyContractHasARowWhoseAdapterExtendsItWithTheLinesItSays() throws Exception {
        List<Row> rows = rows();
        assertThat(rows).extracting(Row::contract).containsExactlyInAnyOrderElementsOf(contracts());
        requireAdapters(rows);
    }

    @Test
    void everyLibraryRowHasAnAdapterOfItsContractWithTheLinesItSays() throws Exception {
        List<Row> rows = rows(LIBRARY_ROW);
        assertThat(rows).extracting(Row::adapter).contains("ArrayBlockingQueueTest", "JctoolsSpscRingTest")
                .hasSize(6);
        requireAdapters(rows);
    }

    private static void requireAdapters(List<Row> rows) throws Exception {
        for (Row row : rows) {
            String source = Files.readString(row.file());
            String simple = row.adapter().substring(row.adapter().lastIndexOf('.') + 1);
            assertThat(lines(source, simple)).as("lines of %s in the README", row.adapter()).isEqualTo(row.lines());
            String pkg = source.replaceAll("(?s)^.*?package ([\\w.]+);.*$", "$1");
            Class<?> adapter = Class.forName(pkg + "." + row.adapter().replace('.', '$'));
            List<String> supers = new ArrayList<>();
            for (Class<?> c = adapter; c != null; c = c.getSuperclass()) {
                supers.add(c.getSimpleName());
            }
            assertThat(supers).as("superclasses of %s", row.adapter()).contains(row.contract());
        }
    }

    @Test
    void linesAreCountedFromTheDeclarationToItsClosingBrace() {
        String source = "package p;\n/** doc */\nclass A {\n    // note\n    int x() {\n        return 1; // one\n    }\n\n"
                + "    class B extends A {\n    }\n}\n";
        assertThat(lines(source, "A")).isEqualTo(7);
        assertThat(lines(source, "B")).isEqualTo(2);
    }
}
