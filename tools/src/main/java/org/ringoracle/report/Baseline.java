package org.ringoracle.report;

import java.io.IOException;
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
 * and every entry must name a mutant that was generated and that no test failed against, so the
 * list never outlives the code it excuses. A listed mutant that ran past PIT's timeout matches its
 * entry as a survivor does: a mutant whose only effect is speed survives on an idle machine and may
 * time out on a loaded one, and a timeout is not a failing test.
 */
public final class Baseline {

    /** PIT's status of a mutant that ran past its timeout: it depends on the machine's load. */
    static final String TIMED_OUT = "TIMED_OUT";

    /** A baseline line. */
    public record Entry(String key, String reason, int lineNumber) {
    }

    /**
     * An entry that names no mutant the gate can excuse.
     *
     * @param entry the baseline line
     * @param detected the generated mutants with its key, each detected other than by a timeout (a
     *     test failed against it, or PIT reported another error); empty when none is generated any more
     */
    public record Stale(Entry entry, List<Mutant> detected) {

        /** Why the entry is stale, in words that say how to tell a kill from a timeout. */
        public String why() {
            if (detected.isEmpty()) {
                return "no mutant with this class, method, line, mutator and description is generated any more"
                        + " (the code moved or changed)";
            }
            Mutant m = detected.get(0);
            return "PIT status " + m.status() + (m.killingTest().isEmpty() ? "" : ", killing test " + m.killingTest())
                    + ": a test failed against it, which a slow machine cannot cause (a mutant that only timed out"
                    + " would still match this entry)";
        }
    }

    /**
     * What the gate found.
     *
     * @param equivalent each entry that excused a mutant, with that mutant (surviving, or timed out)
     * @param unexplained the undetected mutants no entry lists
     * @param stale the entries that name no mutant they can excuse
     */
    public record Judgement(Map<Entry, Mutant> equivalent, List<Mutant> unexplained, List<Stale> stale) {

        /** Whether the gate passes. */
        public boolean passed() {
            return unexplained.isEmpty() && stale.isEmpty();
        }

        /** Whether {@code mutant} is the very one an entry excuses. */
        public boolean excused(Mutant mutant) {
            return equivalent.values().stream().anyMatch(m -> m == mutant);
        }

        /** Whether the gate counts {@code mutant} as killed: detected, and not excused after a timeout. */
        public boolean killed(Mutant mutant) {
            return mutant.detected() && !excused(mutant);
        }

        /** The excused mutants that timed out instead of surviving. */
        public List<Mutant> timedOut() {
            return equivalent.values().stream().filter(m -> m.status().equals(TIMED_OUT)).toList();
        }
    }

    /** The fields of a line. */
    static final List<String> FIELDS = List.of("class", "method", "line", "mutator", "description", "reason");

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
        for (BaselineLine line : BaselineLine.read(file, FIELDS)) {
            if (!line.fields().get(2).matches("\\d+")) {
                throw line.refused(file, "line '" + line.fields().get(2) + "' is not a line number");
            }
            String key = line.key(5);
            Integer earlier = seen.put(key, line.lineNumber());
            if (earlier != null) {
                throw line.refused(file, "repeats the mutant of line " + earlier);
            }
            entries.add(new Entry(key, line.reason(), line.lineNumber()));
        }
        return new Baseline(entries);
    }

    /**
     * Judges {@code mutants} against this baseline. An entry excuses one mutant with its key: the
     * first undetected one, else the first that timed out. Any further undetected mutant with the
     * same key (same class, method, line, mutator and description) is unexplained.
     */
    public Judgement judge(List<Mutant> mutants) {
        Map<String, Entry> byKey = new LinkedHashMap<>();
        entries.forEach(e -> byKey.put(e.key(), e));
        Map<Entry, Mutant> equivalent = new LinkedHashMap<>();
        List<Mutant> unexplained = new ArrayList<>();
        for (Mutant mutant : mutants) {
            if (mutant.detected()) {
                continue;
            }
            Entry entry = byKey.get(mutant.key());
            if (entry == null || equivalent.putIfAbsent(entry, mutant) != null) {
                unexplained.add(mutant);
            }
        }
        for (Mutant mutant : mutants) {
            Entry entry = byKey.get(mutant.key());
            if (entry != null && mutant.status().equals(TIMED_OUT)) {
                equivalent.putIfAbsent(entry, mutant);
            }
        }
        Map<Entry, Mutant> ordered = new LinkedHashMap<>();
        entries.stream().filter(equivalent::containsKey).forEach(e -> ordered.put(e, equivalent.get(e)));
        List<Stale> stale = entries.stream().filter(e -> !equivalent.containsKey(e))
                .map(e -> new Stale(e, mutants.stream().filter(m -> m.key().equals(e.key())).toList())).toList();
        return new Judgement(ordered, unexplained, stale);
    }
}
