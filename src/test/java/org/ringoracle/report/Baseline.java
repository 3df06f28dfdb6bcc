package org.ringoracle.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The committed list of surviving mutants that are equivalent, each with the reason a reviewer can
 * check. One entry per line: class, method, line, mutator, PIT's description, reason,
 * tab-separated; {@code #} starts a comment line.
 *
 * <p>The gate: every mutant no test detected must be listed, an entry excuses exactly one mutant,
 * and every entry must name a mutant that was generated and survived, so the list never outlives
 * the code it excuses.
 */
public final class Baseline {

    /** A baseline line. */
    public record Entry(String key, String reason, int lineNumber) {
    }

    /**
     * What the gate found.
     *
     * @param equivalent each entry that excused mutants, with those mutants
     * @param unexplained the undetected mutants no entry lists
     * @param stale the entries that name no undetected mutant (no longer generated, or now killed)
     */
    public record Judgement(Map<Entry, List<Mutant>> equivalent, List<Mutant> unexplained, List<Entry> stale) {

        /** Whether the gate passes. */
        public boolean passed() {
            return unexplained.isEmpty() && stale.isEmpty();
        }
    }

    private final List<Entry> entries;

    private Baseline(List<Entry> entries) {
        this.entries = entries;
    }

    /**
     * Reads a baseline.
     *
     * @throws IOException naming the file and line when a line does not have six fields, a reason
     *     or a line number, or repeats a mutant
     */
    public static Baseline read(Path file) throws IOException {
        List<Entry> entries = new ArrayList<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            String at = file + ":" + (i + 1) + ": ";
            if (fields.length != 6 || fields[5].isBlank()) {
                throw new IOException(at + "expected class, method, line, mutator, description and reason separated by"
                        + " tabs: " + line);
            }
            if (!fields[2].matches("\\d+")) {
                throw new IOException(at + "line '" + fields[2] + "' is not a line number");
            }
            String key = String.join("\t", fields[0], fields[1], fields[2], fields[3], fields[4]);
            Integer earlier = seen.put(key, i + 1);
            if (earlier != null) {
                throw new IOException(at + "repeats the mutant of line " + earlier);
            }
            entries.add(new Entry(key, fields[5].strip(), i + 1));
        }
        return new Baseline(entries);
    }

    /**
     * Judges {@code mutants} against this baseline. An entry excuses the first undetected mutant
     * with its key; a second one with the same key (same class, method, line, mutator and
     * description) is unexplained.
     */
    public Judgement judge(List<Mutant> mutants) {
        Map<String, Entry> byKey = new LinkedHashMap<>();
        entries.forEach(e -> byKey.put(e.key(), e));
        Map<Entry, List<Mutant>> equivalent = new LinkedHashMap<>();
        List<Mutant> unexplained = new ArrayList<>();
        for (Mutant mutant : mutants) {
            if (mutant.detected()) {
                continue;
            }
            Entry entry = byKey.get(mutant.key());
            if (entry == null || equivalent.containsKey(entry)) {
                unexplained.add(mutant);
            } else {
                equivalent.computeIfAbsent(entry, e -> new ArrayList<>()).add(mutant);
            }
        }
        List<Entry> stale = entries.stream().filter(e -> !equivalent.containsKey(e)).toList();
        return new Judgement(equivalent, unexplained, stale);
    }
}
