package org.ringoracle.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringoracle.harness.Entry;

/**
 * The results file format, version {@value #VERSION}: UTF-8 text, one {@link Record} per line, each
 * a tab-separated list of {@code key=value} with {@code kind} first; the first line is the header
 * {@code kind=format name=ring-oracle-results version=2} (version 2: a C mutant's record carries
 * {@code millis}). In a value, a backslash, tab, line feed
 * and carriage return are written {@code \\}, {@code \t}, {@code \n} and {@code \r}, so every value
 * reads back as written. The only reader and writer of the format; every producer and reader of
 * results goes through it.
 */
public final class Codec {

    /** The format's version; a file of another version is refused, naming both. */
    public static final int VERSION = 2;

    private static final String NAME = "ring-oracle-results";

    private static final String HEADER = "kind=format\tname=" + NAME + "\tversion=" + VERSION;

    private Codec() {
    }

    /** {@code record} as one line, without its line break. */
    public static String line(Record record) {
        StringBuilder line = new StringBuilder();
        fields(record).forEach((key, value) -> line.append(line.length() == 0 ? "" : "\t").append(key).append('=')
                .append(escape(value)));
        return line.toString();
    }

    /**
     * The record {@code line} holds.
     *
     * @throws IllegalArgumentException naming the field that is missing or malformed
     */
    public static Record record(String line) {
        Map<String, String> f = new LinkedHashMap<>();
        for (String field : line.split("\t", -1)) {
            int eq = field.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("field '" + field + "' is not key=value in line: " + line);
            }
            f.put(field.substring(0, eq), unescape(field.substring(eq + 1)));
        }
        return record(f);
    }

    /** Writes {@code records} to {@code file}, header first, replacing what it held. */
    public static void write(Path file, List<? extends Record> records) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        List<String> lines = new ArrayList<>(List.of(HEADER));
        records.forEach(r -> lines.add(line(r)));
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /** Adds {@code records} at the end of {@code file}, starting it with the header if it is new. */
    public static void append(Path file, List<? extends Record> records) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        List<String> lines = new ArrayList<>();
        if (!Files.exists(file)) {
            lines.add(HEADER);
        }
        records.forEach(r -> lines.add(line(r)));
        Files.write(file, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * The records of {@code file}, in order.
     *
     * @throws IOException naming the file and line when the header is not this format's and version's,
     *     or a line does not hold a record
     */
    public static List<Record> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).startsWith("kind=format\tname=" + NAME + "\t")) {
            throw new IOException(file + ": not a results file (its first line is not '" + HEADER + "')");
        }
        if (!lines.get(0).equals(HEADER)) {
            throw new IOException(file + ": '" + lines.get(0) + "' is another version of the results format; this"
                    + " reader reads version " + VERSION);
        }
        List<Record> records = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            try {
                records.add(record(lines.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return records;
    }

    private static Map<String, String> fields(Record record) {
        Map<String, String> f = new LinkedHashMap<>();
        if (record instanceof Record.Run r) {
            put(f, "kind", "run", "started", r.started().toString(), "finished", r.finished().toString(), "seed",
                    r.seed(), "examples", r.examples(), "explore", Boolean.toString(r.explore()));
        } else if (record instanceof Record.TestEnd t) {
            put(f, "kind", "test", "test", t.test(), "display", t.display(), "status", t.status().name(), "reason",
                    t.reason());
        } else if (record instanceof Record.Reported<?> r) {
            Map<String, String> entry = r.entry().fields();
            put(f, "kind", entry.get("kind"), "test", r.test(), "display", r.display());
            entry.forEach(f::putIfAbsent);
        } else if (record instanceof Record.Trace t) {
            put(f, "kind", "trace", "phase", t.phase(), "test", t.test(), "status", t.status().name(), "nanos",
                    Long.toString(t.nanos()), "ran", Integer.toString(t.ran()), "asked", Integer.toString(t.asked()),
                    "failed", t.failed(), "failedRan", Integer.toString(t.failedRan()), "pid", Long.toString(t.pid()),
                    "processStartMillis", Long.toString(t.processStartMillis()), "startMillis",
                    Long.toString(t.startMillis()), "endMillis", Long.toString(t.endMillis()));
        } else if (record instanceof Record.CMutant m) {
            put(f, "kind", "cmutant", "file", m.file(), "function", m.function(), "line", Integer.toString(m.line()),
                    "description", m.description(), "status", m.status(), "detail", m.detail(), "source", m.source(),
                    "listed", m.listed(), "reason", m.reason(), "millis", Long.toString(m.millis()));
        }
        return f;
    }

    private static Record record(Map<String, String> f) {
        Field field = new Field(f);
        return switch (field.text("kind")) {
            case "run" -> new Record.Run(field.instant("started"), field.instant("finished"), field.text("seed"),
                    field.text("examples"), Boolean.parseBoolean(field.text("explore")));
            case "test" -> new Record.TestEnd(field.text("test"), field.text("display"), field.status(),
                    field.text("reason"));
            case "trace" -> new Record.Trace(field.text("phase"), field.text("test"), field.status(),
                    field.number("nanos"), (int) field.number("ran"), (int) field.number("asked"), field.text("failed"),
                    (int) field.number("failedRan"), field.number("pid"), field.number("processStartMillis"),
                    field.number("startMillis"), field.number("endMillis"));
            case "cmutant" -> new Record.CMutant(field.text("file"), field.text("function"), (int) field.number("line"),
                    field.text("description"), field.text("status"), field.text("detail"), field.text("source"),
                    field.text("listed"), field.text("reason"), field.number("millis"));
            default -> {
                Map<String, String> entry = new LinkedHashMap<>(f);
                entry.remove("test");
                entry.remove("display");
                yield new Record.Reported<>(field.text("test"), field.text("display"), Entry.of(entry));
            }
        };
    }

    private static void put(Map<String, String> f, String... pairs) {
        for (int i = 0; i < pairs.length; i += 2) {
            f.put(pairs[i], pairs[i + 1]);
        }
    }

    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    static String unescape(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char next = i + 1 < value.length() ? value.charAt(++i) : ' ';
            switch (next) {
                case '\\' -> out.append('\\');
                case 't' -> out.append('\t');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                default -> throw new IllegalArgumentException("'\\" + (i < value.length() ? next : "") + "' in '"
                        + value + "' is no escape of this format (\\\\, \\t, \\n, \\r)");
            }
        }
        return out.toString();
    }

    /** The fields of one line, read with errors that name the field. */
    private record Field(Map<String, String> f) {

        String text(String key) {
            String value = f.get(key);
            if (value == null) {
                throw new IllegalArgumentException("a " + f.get("kind") + " record lacks '" + key + "'");
            }
            return value;
        }

        long number(String key) {
            try {
                return Long.parseLong(text(key));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + key + "' is '" + f.get(key) + "', not a whole number");
            }
        }

        Instant instant(String key) {
            try {
                return Instant.parse(text(key));
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("'" + key + "' is '" + f.get(key) + "', not an ISO-8601 instant");
            }
        }

        Record.Status status() {
            try {
                return Record.Status.valueOf(text("status"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("'status' is '" + f.get("status") + "', not one of "
                        + java.util.Arrays.toString(Record.Status.values()));
            }
        }
    }
}
