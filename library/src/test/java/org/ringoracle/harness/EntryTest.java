package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An entry's report pairs read back as the entry; what a verdict entry holds, by hand. */
class EntryTest {

    private static final Verdict.Judged VIOLATED = new Verdict.Judged(
            new Outcome.Violated("RING-3", "count=4", "got 3, wanted 4", 9), 12, 34, Map.of("F-13", 2, "F-10", 1));

    @Test
    void everyEntryReadsBackFromItsPairs() {
        List<Entry> entries = List.of(new Entry.Check("A-1", 5, 4, "A-2"),
                new Entry.PropertyVerdict("F", "v", new Verdict.Judged(new Outcome.Violated("A-1", "", "", 0), 0, 0,
                        Map.of())),
                new Entry.PropertyVerdict("F", "p", VIOLATED),
                new Entry.PropertyVerdict("F", "c", new Verdict.Judged(new Outcome.Crashed("A-1", "n=1", "step 1",
                        "java.lang.Error", 1), 1, 1, Map.of())),
                new Entry.PropertyVerdict("F", "u", new Verdict.Judged(new Outcome.Untested("why"), 0, 0, Map.of())),
                new Entry.PropertyVerdict("F", "s", new Verdict.Judged(new Outcome.Passed(3), 2, 2, Map.of())),
                new Entry.PropertyVerdict("F", "one", new Verdict.Judged(new Outcome.Passed(3), 2, 2, Map.of("A", 1))),
                new Entry.Judged("L", true, "/a.so"), new Entry.Judged("L", false, "/a.h"),
                new Entry.Finding("F-1", "A-1", "L", "fixed", "o", "s", "fixed", "line"),
                new Entry.Note(Map.of("found", "x")));
        entries.forEach(e -> assertThat(Entry.of(e.fields())).isEqualTo(e));
    }

    @Test
    void aVerdictEntryHoldsTheWholeOutcomeAndItsLabelAndLeavesEmptyTextsOut() {
        Entry.PropertyVerdict v = new Entry.PropertyVerdict("Flawed X", "p", VIOLATED);
        assertThat(v.fields()).containsExactly(Map.entry("kind", "verdict"), Map.entry("fixture", "Flawed X"),
                Map.entry("property", "p"), Map.entry("outcome", "violated"), Map.entry("examples", "9"),
                Map.entry("clause", "RING-3"), Map.entry("counterexample", "count=4"),
                Map.entry("reason", "got 3, wanted 4"), Map.entry("toFailureNanos", "12"), Map.entry("nanos", "34"),
                Map.entry("setAside", "F-10 x1, F-13 x2"));
        assertThat(List.of(v.label(), label(new Outcome.Passed(1)), label(new Outcome.Untested("x")),
                label(new Outcome.Crashed("A-1", "", "", "e", 0)))).containsExactly("RING-3", "passed", "untested", "crash");
        assertThat(new Entry.PropertyVerdict("F", "u", new Verdict.Judged(new Outcome.Untested(""), 0, 0, Map.of()))
                .fields()).doesNotContainKeys("reason", "setAside").containsEntry("outcome", "untested");
    }

    @Test
    void pairsWithoutAKindThisNamesAreANoteAndBadPairsAreRefusedByName() {
        assertThat(Entry.of(Map.of("found", "round 1"))).isEqualTo(new Entry.Note(Map.of("found", "round 1")));
        Map<String, String> pairs = new LinkedHashMap<>(new Entry.PropertyVerdict("F", "p", VIOLATED).fields());
        pairs.put("outcome", "maybe");
        assertThatThrownBy(() -> Entry.of(pairs)).hasMessageContaining("'outcome' is 'maybe'");
        pairs.put("outcome", "violated");
        pairs.put("setAside", "F-13");
        assertThatThrownBy(() -> Entry.of(pairs)).hasMessageContaining("'setAside' is 'F-13'");
        pairs.put("setAside", "F-13 xtwo");
        assertThatThrownBy(() -> Entry.of(pairs)).hasMessageContaining("a whole number");
        pairs.remove("setAside");
        assertThat(Entry.of(pairs)).isEqualTo(new Entry.PropertyVerdict("F", "p", new Verdict.Judged(
                VIOLATED.outcome(), 12, 34, Map.of())));
        pairs.remove("fixture");
        assertThatThrownBy(() -> Entry.of(pairs)).hasMessageContaining("a verdict entry lacks 'fixture'");
        assertThatThrownBy(() -> Entry.of(Map.of("kind", "check", "clause", "A-1", "asked", "x", "ran", "1",
                "result", "passed"))).hasMessageContaining("'asked' is 'x'");
        assertThatThrownBy(() -> Entry.of(Map.of("kind", "verdict", "fixture", "F", "property", "p", "outcome",
                "passed", "examples", "1", "toFailureNanos", "soon", "nanos", "1", "setAside", "")))
                .hasMessageContaining("'toFailureNanos' is 'soon'");
    }

    private static String label(Outcome outcome) {
        return new Entry.PropertyVerdict("F", "p", new Verdict.Judged(outcome, 0, 0, Map.of())).label();
    }
}
