package org.ringoracle.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of a baseline file (the PIT baseline, the C baseline): a line of tab-separated fields,
 * the last a reason that is not blank; blank lines and lines starting with {@code #} are comments.
 * The one reader of both files.
 *
 * @param fields the fields, the reason last, stripped of nothing but the line break
 * @param lineNumber the line's number in its file, from 1
 */
public record BaselineLine(List<String> fields, int lineNumber) {

    /** Keeps an unmodifiable copy. */
    public BaselineLine {
        fields = List.copyOf(fields);
    }

    /**
     * The entries of {@code file}, each with exactly the fields {@code names} names.
     *
     * @throws IOException naming the file, the line and the fields expected when a line has another
     *     number of fields or a blank reason
     */
    public static List<BaselineLine> read(Path file, List<String> names) throws IOException {
        List<BaselineLine> entries = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (fields.length != names.size() || fields[fields.length - 1].isBlank()) {
                throw new IOException(file + ":" + (i + 1) + ": expected " + String.join(", ", names)
                        + ", separated by tabs, the last not blank: " + line);
            }
            entries.add(new BaselineLine(List.of(fields), i + 1));
        }
        return entries;
    }

    /** The first {@code n} fields joined by tabs: what names the mutant. */
    public String key(int n) {
        return String.join("\t", fields.subList(0, n));
    }

    /** The last field, stripped. */
    public String reason() {
        return fields.get(fields.size() - 1).strip();
    }

    /** An error naming {@code file} and this line. */
    public IOException refused(Path file, String why) {
        return new IOException(file + ":" + lineNumber + ": " + why);
    }
}
