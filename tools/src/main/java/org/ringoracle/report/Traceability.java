package org.ringoracle.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.ringoracle.harness.Property;

/**
 * Which spec clause is verified by which property: the clauses defined in {@code specs/*.md}
 * ({@code **FIFO-1 (MUST).**}) against the clauses each {@link Property} declares.
 *
 * <p>The harness's own tests are left out: they check the harness with made-up clauses.
 */
public final class Traceability {

    /** A clause definition in a spec: {@code **ID (MUST).**} or {@code **ID (SHOULD).**}. */
    private static final Pattern DEFINITION = Pattern.compile("\\*\\*([A-Z]+-\\d+) \\((MUST|SHOULD)\\)\\.\\*\\*");

    /** A clause id in a string literal of the code. */
    private static final Pattern LITERAL = Pattern.compile("\"([A-Z]+-\\d+)\"");

    private static final String HARNESS = "org.ringoracle.harness.";

    /** A clause as its spec defines it. */
    public record Clause(String id, String spec, String level) {
    }

    /**
     * The clauses defined in the {@code *.md} files of {@code specs} other than {@code README.md}
     * (which describes the format), ordered by prefix then number.
     */
    public static List<Clause> clauses(Path specs) throws IOException {
        List<Clause> clauses = new ArrayList<>();
        try (Stream<Path> files = Files.list(specs)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".md"))
                    .filter(f -> !f.getFileName().toString().equals("README.md")).sorted().toList()) {
                Matcher m = DEFINITION.matcher(Files.readString(file));
                while (m.find()) {
                    clauses.add(new Clause(m.group(1), file.getFileName().toString(), m.group(2)));
                }
            }
        }
        clauses.sort(Comparator.comparing((Clause c) -> prefix(c.id())).thenComparingInt(c -> number(c.id())));
        return clauses;
    }

    static String prefix(String id) {
        return id.substring(0, id.lastIndexOf('-'));
    }

    static int number(String id) {
        return Integer.parseInt(id.substring(id.lastIndexOf('-') + 1));
    }

    /**
     * The {@link Property} methods declared by the classes under {@code roots} (directories of
     * class files), outside the harness, as {@code SimpleClass#method} to the clauses declared.
     */
    public static Map<String, List<String>> properties(Path... roots) throws IOException {
        Map<String, List<String>> properties = new TreeMap<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                    String name = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
                    name = name.substring(0, name.length() - ".class".length());
                    if (!name.startsWith(HARNESS)) {
                        addProperties(load(name), properties);
                    }
                }
            }
        }
        return properties;
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, Traceability.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("class file without class: " + name, e);
        }
    }

    private static void addProperties(Class<?> type, Map<String, List<String>> properties) {
        for (Method method : type.getDeclaredMethods()) {
            Property property = method.getAnnotation(Property.class);
            if (property != null) {
                String owner = type.getName().substring(type.getPackageName().length() + 1);
                properties.put(owner + "#" + method.getName(), List.of(property.value()));
            }
        }
    }

    /** The name a trusted rule's property starts with, in the manner of the Reactive Streams TCK's {@code untested_} rules. */
    public static final String UNTESTED = "untested_";

    /** Whether {@code property} ({@code Class#method}) states a trusted rule: one the contracts cannot observe. */
    public static boolean isTrusted(String property) {
        return property.substring(property.indexOf('#') + 1).startsWith(UNTESTED);
    }

    /**
     * The clause ids of {@code clauses} that only trusted properties ({@link #isTrusted}) declare:
     * stated, listed in reports/index.md as trusted, and never counted as verified.
     */
    public static Set<String> trusted(List<Clause> clauses, Map<String, List<String>> properties) {
        Set<String> trusted = new TreeSet<>();
        properties.forEach((property, declared) -> {
            if (isTrusted(property)) {
                trusted.addAll(declared);
            }
        });
        trusted.retainAll(ids(clauses));
        trusted.removeAll(verified(properties));
        return trusted;
    }

    private static Set<String> verified(Map<String, List<String>> properties) {
        Set<String> verified = new TreeSet<>();
        properties.forEach((property, declared) -> {
            if (!isTrusted(property)) {
                verified.addAll(declared);
            }
        });
        return verified;
    }

    /** The clause ids of {@code clauses} that no property declares, trusted or verifying. */
    public static Set<String> undeclared(List<Clause> clauses, Map<String, List<String>> properties) {
        Set<String> unverified = new TreeSet<>(ids(clauses));
        properties.values().forEach(unverified::removeAll);
        return unverified;
    }

    /** For each property that declares a clause the specs do not define, those clauses. */
    public static Map<String, Set<String>> unknown(List<Clause> clauses, Map<String, List<String>> properties) {
        Set<String> known = ids(clauses);
        Map<String, Set<String>> unknown = new TreeMap<>();
        properties.forEach((property, declared) -> declared.stream().filter(id -> !known.contains(id))
                .forEach(id -> unknown.computeIfAbsent(property, p -> new TreeSet<>()).add(id)));
        return unknown;
    }

    /**
     * For each {@code .java} file under {@code sources} outside the harness, the clause ids in its
     * string literals (as in {@code Clause.require("FIFO-9", ...)}) that have a spec prefix but are
     * not defined.
     */
    public static Map<String, Set<String>> unknownLiterals(List<Clause> clauses, Path... sources) throws IOException {
        Set<String> known = ids(clauses);
        Set<String> prefixes = new TreeSet<>();
        known.forEach(id -> prefixes.add(prefix(id)));
        Map<String, Set<String>> unknown = new TreeMap<>();
        for (Path source : sources) {
            try (Stream<Path> files = Files.walk(source)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .filter(f -> !f.toString().replace('\\', '/').contains("/org/ringoracle/harness/"))
                        .forEach(file -> {
                            Matcher m = LITERAL.matcher(read(file));
                            while (m.find()) {
                                String id = m.group(1);
                                if (prefixes.contains(prefix(id)) && !known.contains(id)) {
                                    unknown.computeIfAbsent(source.relativize(file).toString(), f -> new TreeSet<>()).add(id);
                                }
                            }
                        });
            }
        }
        return unknown;
    }

    /** For each prefix, the numbers missing from 1 to its largest clause number, or repeated. */
    public static Map<String, String> numberingGaps(List<Clause> clauses) {
        Map<String, List<Integer>> numbers = new TreeMap<>();
        clauses.forEach(c -> numbers.computeIfAbsent(prefix(c.id()), p -> new ArrayList<>()).add(number(c.id())));
        Map<String, String> gaps = new TreeMap<>();
        numbers.forEach((prefix, list) -> {
            int[] expected = java.util.stream.IntStream.rangeClosed(1, list.size()).toArray();
            int[] actual = list.stream().mapToInt(Integer::intValue).sorted().toArray();
            if (!Arrays.equals(expected, actual)) {
                gaps.put(prefix, "numbered " + Arrays.toString(actual) + " where 1.." + list.size() + " is expected");
            }
        });
        return gaps;
    }

    private static Set<String> ids(List<Clause> clauses) {
        Set<String> ids = new TreeSet<>();
        clauses.forEach(c -> ids.add(c.id()));
        return ids;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Traceability() {
    }
}
