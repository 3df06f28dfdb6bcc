package org.ringoracle.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The suite's own results as the test run leaves them for the report: one record per line, each a
 * tab-separated list of {@code key=value}; tabs and line breaks in values become spaces.
 */
public final class Results {

    /** The system property that names the results file; without it nothing is written. */
    public static final String FILE = "ringoracle.results";

    /** The system property that names the directory of per-test traces (see {@link ResultsListener}). */
    public static final String TRACE = "ringoracle.trace";

    private Results() {
    }

    /** {@code record} as one line, without its line break. */
    static String line(Map<String, String> record) {
        StringBuilder line = new StringBuilder();
        record.forEach((key, value) -> line.append(line.length() == 0 ? "" : "\t").append(key).append('=')
                .append(value.replaceAll("[\\t\\r\\n]+", " ")));
        return line.toString();
    }

    /** The records of {@code file}, in order. */
    static List<Map<String, String>> read(Path file) throws IOException {
        List<Map<String, String>> records = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            Map<String, String> record = new LinkedHashMap<>();
            for (String field : line.split("\t")) {
                int eq = field.indexOf('=');
                if (eq < 1) {
                    throw new IOException(file + ": field '" + field + "' is not key=value in line: " + line);
                }
                record.put(field.substring(0, eq), field.substring(eq + 1));
            }
            records.add(record);
        }
        return records;
    }
}
