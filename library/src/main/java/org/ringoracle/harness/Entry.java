package org.ringoracle.harness;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a test publishes as a JUnit report entry for the record of a run: each check of a property,
 * each property's verdict on a fixture, the C a native run judged, a finding's status, or a note.
 * {@link #fields} and {@link #of} are the one mapping between an entry and the key/value pairs of a
 * report entry; {@code of(e.fields())} equals {@code e}. The pairs always hold {@code kind}; an
 * empty text is left out (JUnit refuses a blank value) and reads back as empty.
 */
public sealed interface Entry {

    /** The entry as the key/value pairs of a report entry, {@code kind} first. */
    Map<String, String> fields();

    /**
     * One {@link Oracle#check} of a property.
     *
     * @param clause the clause checked
     * @param asked the examples asked for
     * @param ran the examples run, a falsifying one included
     * @param result {@code passed}, {@code crash}, or the clause a violation named
     */
    record Check(String clause, int asked, int ran, String result) implements Entry {
        @Override
        public Map<String, String> fields() {
            return ordered("check", "clause", clause, "asked", Integer.toString(asked), "ran", Integer.toString(ran),
                    "result", result);
        }
    }

    /**
     * One property's verdict on a fixture ({@link Verdict#publish}).
     *
     * @param fixture what was judged, such as {@code FlawedRing TAIL_WRAP}
     * @param property the property's method name
     * @param judged its outcome, times and cases set aside
     */
    record PropertyVerdict(String fixture, String property, Verdict.Judged judged) implements Entry {

        /** {@code passed}, {@code crash}, {@code untested}, or the clause violated. */
        public String label() {
            Outcome outcome = judged.outcome();
            if (outcome instanceof Outcome.Violated v) {
                return v.clause();
            }
            return outcome instanceof Outcome.Passed ? "passed" : outcome instanceof Outcome.Crashed ? "crash"
                    : "untested";
        }

        @Override
        public Map<String, String> fields() {
            Map<String, String> f = ordered("verdict", "fixture", fixture, "property", property, "outcome",
                    kindOf(judged.outcome()), "examples", Integer.toString(judged.outcome().examples()));
            Outcome outcome = judged.outcome();
            if (outcome instanceof Outcome.Violated v) {
                f.putAll(ordered(null, "clause", v.clause(), "counterexample", v.counterexample(), "reason",
                        v.reason()));
            } else if (outcome instanceof Outcome.Crashed c) {
                f.putAll(ordered(null, "clause", c.clause(), "counterexample", c.input(), "step", c.step(),
                        "exception", c.exception()));
            } else if (outcome instanceof Outcome.Untested u) {
                f.putAll(ordered(null, "reason", u.reason()));
            }
            f.putAll(ordered(null, "toFailureNanos", Long.toString(judged.nanosToFailure()), "nanos",
                    Long.toString(judged.nanos()), "setAside", Verdict.setAside(judged.setAside())));
            return f;
        }

        private static String kindOf(Outcome outcome) {
            return outcome instanceof Outcome.Passed ? "passed" : outcome instanceof Outcome.Violated ? "violated"
                    : outcome instanceof Outcome.Crashed ? "crashed" : "untested";
        }

        static PropertyVerdict of(Fields f) {
            int examples = f.integer("examples");
            Outcome outcome = switch (f.text("outcome")) {
                case "passed" -> new Outcome.Passed(examples);
                case "violated" -> new Outcome.Violated(f.text("clause"), f.optional("counterexample"),
                        f.optional("reason"), examples);
                case "crashed" -> new Outcome.Crashed(f.text("clause"), f.optional("counterexample"), f.optional("step"),
                        f.optional("exception"), examples);
                case "untested" -> new Outcome.Untested(f.optional("reason"));
                default -> throw f.refused("outcome", "passed, violated, crashed or untested");
            };
            Map<String, Integer> setAside = new TreeMap<>();
            for (String part : f.optional("setAside").split(", ")) {
                if (!part.isEmpty()) {
                    int x = part.lastIndexOf(" x");
                    if (x < 1) {
                        throw f.refused("setAside", "'<finding> x<count>', comma-separated");
                    }
                    setAside.put(part.substring(0, x), Fields.parse(f, "setAside", part.substring(x + 2)));
                }
            }
            return new PropertyVerdict(f.text("fixture"), f.text("property"),
                    new Verdict.Judged(outcome, f.number("toFailureNanos"), f.number("nanos"), setAside));
        }
    }

    /**
     * The C a native run judged.
     *
     * @param library the library's label, such as {@code DPDK 22.11.11 (as installed)}
     * @param loaded whether {@code file} is a shared object the dynamic linker loaded, or else the
     *     header the shim was compiled against
     * @param file its path
     */
    record Judged(String library, boolean loaded, String file) implements Entry {
        @Override
        public Map<String, String> fields() {
            return ordered("judged", "library", library, loaded ? "loaded" : "header", file);
        }
    }

    /**
     * A finding's status in the C judged (reports/findings.md).
     *
     * @param finding its id, such as {@code F-13}
     * @param clause the clause it departs from
     * @param library the library's label
     * @param status {@code present} or {@code fixed}, or {@code changed} when neither
     * @param observed what the JNA route observed
     * @param shape the counterexample's shape
     * @param reproducer the plain C reproducer's status
     * @param reproducerLine the reproducer's line
     */
    record Finding(String finding, String clause, String library, String status, String observed, String shape,
            String reproducer, String reproducerLine) implements Entry {
        @Override
        public Map<String, String> fields() {
            return ordered("finding", "finding", finding, "clause", clause, "library", library, "status", status,
                    "observed", observed, "shape", shape, "reproducer", reproducer, "reproducerLine", reproducerLine);
        }
    }

    /**
     * Anything else a test publishes, as it published it.
     *
     * @param values the pairs, without {@code kind}
     */
    record Note(Map<String, String> values) implements Entry {

        /** Keeps a copy in key order. */
        public Note {
            values = Map.copyOf(values);
        }

        @Override
        public Map<String, String> fields() {
            Map<String, String> f = ordered("note");
            f.putAll(new TreeMap<>(values));
            return f;
        }
    }

    /**
     * The entry the pairs of a report entry hold: a {@code kind} this interface names, or else a
     * {@link Note} of all of them.
     *
     * @throws IllegalArgumentException naming the field that is missing or malformed
     */
    static Entry of(Map<String, String> pairs) {
        Fields f = new Fields(pairs);
        return switch (pairs.getOrDefault("kind", "")) {
            case "check" -> new Check(f.text("clause"), f.integer("asked"), f.integer("ran"), f.text("result"));
            case "verdict" -> PropertyVerdict.of(f);
            case "judged" -> new Judged(f.text("library"), pairs.containsKey("loaded"),
                    f.text(pairs.containsKey("loaded") ? "loaded" : "header"));
            case "finding" -> new Finding(f.text("finding"), f.text("clause"), f.text("library"), f.text("status"),
                    f.optional("observed"), f.optional("shape"), f.optional("reproducer"), f.optional("reproducerLine"));
            default -> {
                Map<String, String> values = new TreeMap<>(pairs);
                values.remove("kind");
                yield new Note(values);
            }
        };
    }

    /** {@code kind} (unless null), then the key/value pairs whose value is not empty, in order. */
    private static Map<String, String> ordered(String kind, String... pairs) {
        Map<String, String> f = new LinkedHashMap<>();
        if (kind != null) {
            f.put("kind", kind);
        }
        for (int i = 0; i < pairs.length; i += 2) {
            if (!pairs[i + 1].isEmpty()) {
                f.put(pairs[i], pairs[i + 1]);
            }
        }
        return f;
    }

    /** The pairs of one entry, read with errors that name the field. */
    record Fields(Map<String, String> pairs) {

        String text(String key) {
            String value = pairs.get(key);
            if (value == null) {
                throw new IllegalArgumentException("a " + pairs.get("kind") + " entry lacks '" + key + "': " + pairs);
            }
            return value;
        }

        /** The value of {@code key}, {@code ""} when it is left out. */
        String optional(String key) {
            return pairs.getOrDefault(key, "");
        }

        int integer(String key) {
            return parse(this, key, text(key));
        }

        long number(String key) {
            try {
                return Long.parseLong(text(key));
            } catch (NumberFormatException e) {
                throw refused(key, "a whole number");
            }
        }

        static int parse(Fields f, String key, String value) {
            try {
                return Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw f.refused(key, "a whole number");
            }
        }

        IllegalArgumentException refused(String key, String rule) {
            return new IllegalArgumentException("a " + pairs.get("kind") + " entry's '" + key + "' is '"
                    + pairs.get(key) + "', where " + rule + " is required: " + pairs);
        }
    }
}
