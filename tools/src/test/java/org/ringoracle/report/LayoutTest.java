package org.ringoracle.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layout CONTRIBUTING.md describes: the tools depend on the library, never the other way; no
 * package lives in both modules; the library's classes hold nothing of the tools.
 */
class LayoutTest {

    private static final Path LIBRARY = Path.of("library");
    private static final Path TOOLS = Path.of("tools");

    private static final Pattern REFERENCE = Pattern.compile("\\borg\\.ringoracle\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z*]");

    /** The packages of the Java sources under {@code roots}, from their directories. */
    static Set<String> packages(Path... roots) {
        Set<String> packages = new TreeSet<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .forEach(f -> packages.add(root.relativize(f.getParent()).toString().replace('/', '.')));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return packages;
    }

    /** Per source file under {@code root}, the packages of {@code among} it names. */
    static TreeMap<String, Set<String>> references(Path root, Set<String> among) throws IOException {
        TreeMap<String, Set<String>> found = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = REFERENCE.matcher(Files.readString(file));
                Set<String> named = m.results().map(r -> "org.ringoracle." + r.group(1)).filter(among::contains)
                        .collect(Collectors.toCollection(TreeSet::new));
                if (!named.isEmpty()) {
                    found.put(file.toString(), named);
                }
            }
        }
        return found;
    }

    private static Set<String> toolPackages() {
        return packages(TOOLS.resolve("src/main/java"));
    }

    @Test
    void theToolsHavePackagesOfTheirOwn() {
        Set<String> shared = new TreeSet<>(packages(LIBRARY.resolve("src/main/java"), LIBRARY.resolve("src/test/java")));
        shared.retainAll(packages(TOOLS.resolve("src/main/java"), TOOLS.resolve("src/test/java")));
        assertThat(toolPackages()).contains("org.ringoracle.report", "org.ringoracle.cmutation", "org.ringoracle.bench");
        assertThat(shared).as("packages in both modules").isEmpty();
    }

    @Test
    void theLibraryNamesNothingOfTheTools() throws IOException {
        assertThat(references(LIBRARY.resolve("src"), toolPackages())).as("library sources naming a tools package")
                .isEmpty();
    }

    @Test
    void theReferenceScanSeesAnImportOfATool(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("A.java"), "package x;\nimport org.ringoracle.report.Judge;\nclass A {}\n");
        Files.writeString(dir.resolve("B.java"), "package x;\nclass B { org.ringoracle.bench.Contender c; }\n");
        Files.writeString(dir.resolve("C.java"), "package x;\nimport org.ringoracle.ring.Ring;\nclass C {}\n");
        assertThat(references(dir, toolPackages())).containsOnlyKeys(dir.resolve("A.java").toString(),
                dir.resolve("B.java").toString());
    }

    @Test
    void theLibrarysClassesAndResourcesHoldNothingOfTheTools() {
        Path classes = LIBRARY.resolve("target/classes");
        assertThat(classes).isDirectory();
        toolPackages().forEach(p -> assertThat(classes.resolve(p.replace('.', '/')))
                .as("tools package in the library's classes").doesNotExist());
        assertThat(LIBRARY.resolve("src/test/resources/META-INF/services"))
                .as("service files among the library's test resources").doesNotExist();
    }
}
