package org.ringoracle.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringoracle.harness.Entry;
import org.ringoracle.harness.Outcome;
import org.ringoracle.record.Codec;
import org.ringoracle.record.Record;
import org.ringoracle.record.Results;

/**
 * The Markdown of {@code reports/index.md}, built section by section from what {@link BuildInputs}
 * read and what the gate found.
 */
public final class IndexReport {

    /** The harness's own tests, which check made-up clauses and are left out of the numbers. */
    static final String HARNESS_TESTS = "org.ringoracle.harness.";

    private static final Pattern FINDING = Pattern.compile("(?m)^## (F-\\d+)\\. (.+?)(?: \\(([^)]*)\\))?$");

    /** A finding's fixture item, {@code - **Fixture:** ...} or {@code - **Fixtures:** ...}, with its indented continuation lines. */
    private static final Pattern FIXTURE = Pattern.compile("(?m)^- \\*\\*Fixtures?:\\*\\* (.+(?:\n  .+)*)");

    private final Instant buildStarted;
    private final Path allReports;

    /**
     * @param buildStarted when the build started, or {@code null} when unknown
     * @param allReports PIT's ALL report directory, or {@code null} when not measured
     */
    IndexReport(Instant buildStarted, Path allReports) {
        this.buildStarted = buildStarted;
        this.allReports = allReports;
    }

    /** The number of findings in {@code findings.md}. */
    static int findingCount(String findings) {
        return (int) FINDING.matcher(findings).results().count();
    }
    private final StringBuilder out = new StringBuilder();

    String text() {
        return out.toString();
    }

    void header(Baseline.Judgement judgement, List<Mutant> mutants, Results results,
            List<Traceability.Clause> clauses, Map<String, List<String>> properties, int findingCount) {
        long detected = mutants.stream().filter(judgement::killed).count();
        int equivalent = judgement.equivalent().size();
        Map<Record.Status, Integer> tests = new EnumMap<>(Record.Status.class);
        results.tests().forEach(t -> tests.merge(t.status(), 1, Integer::sum));
        Record.Run run = results.run();
        List<Record.Reported<Entry.Check>> checks = propertyChecks(results);
        long examples = checks.stream().mapToLong(r -> r.entry().ran()).sum();
        Map<String, Map<String, Entry.PropertyVerdict>> fixtures = verdictsByFixture(results.entries(Entry.PropertyVerdict.class));
        long rejected = fixtures.values().stream()
                .filter(byProperty -> byProperty.values().stream().anyMatch(IndexReport::rejects))
                .count();
        int declaring = (int) properties.values().stream().filter(c -> !c.isEmpty()).count();
        line("# ring-oracle: the state of the oracle");
        line("");
        line("Written by `mvn verify` from PIT's `reports/pit/mutations.xml` (the HTML report is beside it:"
                + " [pit/index.html](pit/index.html)), the test run (`library/target/ringoracle/results.tsv`), `specs/*.md`,"
                + " [findings.md](findings.md) and the baseline `" + Judge.BASELINE + "`. Not edited by hand; the next"
                + " `mvn verify` rewrites it.");
        line("");
        line("**Mutation gate: " + (judgement.passed() ? "PASSED" : "FAILED") + ".** " + mutants.size()
                + " mutants (STRONGER, all of `library/src/main`), " + detected + " killed, " + (mutants.size() - detected)
                + " not killed: " + equivalent + " listed as equivalent, " + judgement.unexplained().size()
                + " unexplained; " + judgement.stale().size() + " stale baseline entries.");
        line("");
        line("| | |");
        line("|---|---|");
        line("| tests | " + tests.values().stream().mapToInt(Integer::intValue).sum() + " run: "
                + tests.getOrDefault(Record.Status.SUCCESSFUL, 0) + " passed, "
                + tests.getOrDefault(Record.Status.FAILED, 0) + " failed, "
                + tests.getOrDefault(Record.Status.ABORTED, 0) + " untested (listed under \"Untested\"), "
                + tests.getOrDefault(Record.Status.SKIPPED, 0) + " disabled |");
        line("| settings | seed " + run.seed() + ", examples " + run.examples() + ", explore " + run.explore() + " |");
        line("| properties | " + checks.size() + " generated checks in property tests ran " + examples + " examples |");
        int trusted = Traceability.trusted(clauses, properties).size();
        line("| clauses | " + clauses.size() + " defined in `specs/`, " + (clauses.size()
                - Traceability.undeclared(clauses, properties).size() - trusted) + " verified by a property, "
                + trusted + " trusted (untested); "
                + Traceability.unknown(clauses, properties).size() + " properties declare an unknown clause |");
        line("| properties by clause | " + declaring + " properties declare clauses; "
                + (properties.size() - declaring) + " check the suite itself (generators, coverage) |");
        line("| broken variants | " + fixtures.size() + " fixtures judged: " + rejected + " rejected, "
                + (fixtures.size() - rejected) + " pass every property (controls and the intent) |");
        line("| findings | " + findingCount + " places where C or a library departs from the intent ([findings.md](findings.md)) |");
        line("| PIT fingerprint | `" + fingerprint(mutants, judgement).substring(0, 16) + "` (SHA-256 of every"
                + " mutant's identity and the gate's verdict on it; equal on two runs of one commit, idle or loaded) |");
        line("");
    }

    void times(Record.Run run, Path xml, Instant judging) throws IOException {
        Instant testsStarted = run.started();
        Instant testsFinished = run.finished();
        Instant pitFinished = Files.getLastModifiedTime(xml).toInstant();
        section("Wall time per phase");
        line("| phase | time |");
        line("|---|---:|");
        if (buildStarted != null) {
            line("| start of the build to the first test (compilation; build start has whole seconds) | "
                    + time(buildStarted, testsStarted) + " |");
        }
        line("| tests | " + time(testsStarted, testsFinished) + " |");
        line("| mutation analysis, STRONGER (with packaging) | " + time(testsFinished, pitFinished) + " |");
        if (allReports != null) {
            Instant allFinished = Files.getLastModifiedTime(allReports.resolve("mutations.xml")).toInstant();
            line("| mutation analysis, ALL | " + time(pitFinished, allFinished) + " |");
            pitFinished = allFinished;
        }
        line("| gate and report | " + time(pitFinished, Instant.now()) + " |");
        if (buildStarted != null) {
            Instant end = Instant.now();
            line("| **whole build** | **" + time(buildStarted, end) + "** |");
            line("");
            line("On this machine (" + Runtime.getRuntime().availableProcessors() + " processors) `mvn verify` took "
                    + String.format(java.util.Locale.ROOT, "%.1f", Duration.between(buildStarted, end).toMillis()
                            / (double) Math.max(1, Duration.between(buildStarted, testsFinished).toMillis()))
                    + " times as long as its part up to the end of the tests, which is what `mvn test` does.");
        }
        line("");
    }

    void packages(String title, List<Mutant> mutants, Baseline.Judgement judgement) {
        section(title);
        packageTable(mutants, judgement);
    }

    /** The table of {@link #packages}; without a judgement, the equivalent and unexplained columns show "-". */
    private void packageTable(List<Mutant> mutants, Baseline.Judgement judgement) {
        line("Score = killed / generated. Test strength = killed / covered (PIT's definition: mutants no test"
                + " reaches left out). Equivalent = not killed and listed in the baseline with a reason. Test units"
                + " per mutant = PIT's `numberOfTestsRun`, the test units it ran against each mutant, on average.");
        line("");
        line("| package | generated | killed | of which timed out | survived | no coverage | equivalent |"
                + " unexplained | score | test strength | test units per mutant |");
        line("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        Map<String, List<Mutant>> byPackage = new LinkedHashMap<>();
        mutants.stream().map(Mutant::packageName).sorted().forEach(p -> byPackage.put(p, new ArrayList<>()));
        mutants.forEach(m -> byPackage.get(m.packageName()).add(m));
        byPackage.put("**all**", mutants);
        java.util.function.Predicate<Mutant> isKilled = judgement == null ? Mutant::detected : judgement::killed;
        byPackage.forEach((pkg, list) -> {
            long killed = list.stream().filter(isKilled).count();
            long timedOut = list.stream().filter(isKilled).filter(m -> m.status().equals(Baseline.TIMED_OUT)).count();
            long survived = list.stream().filter(m -> m.status().equals("SURVIVED")).count();
            long uncovered = list.stream().filter(m -> m.status().equals("NO_COVERAGE")).count();
            long eq = judgement == null ? 0 : list.stream().filter(judgement::excused).count();
            String unexplained = judgement == null ? "-" : Long.toString(list.size() - killed - eq);
            line("| " + pkg + " | " + list.size() + " | " + killed + " | " + timedOut + " | " + survived + " | "
                    + uncovered + " | " + (judgement == null ? "-" : eq) + " | " + unexplained + " | "
                    + percent(killed, list.size()) + " | " + percent(killed, list.size() - uncovered) + " | "
                    + String.format(java.util.Locale.ROOT, "%.1f",
                            list.stream().mapToInt(Mutant::testsRun).average().orElse(0)) + " |");
        });
        line("");
    }

    void survivors(Baseline.Judgement judgement) {
        section("Mutants not killed");
        if (judgement.equivalent().isEmpty() && judgement.unexplained().isEmpty()) {
            line("None.");
        }
        if (!judgement.equivalent().isEmpty()) {
            List<Mutant> timedOut = judgement.timedOut();
            line("Equivalent, as the baseline justifies them. " + (timedOut.isEmpty()
                    ? "Each survived in this build."
                    : timedOut.size() + " of them ran past PIT's timeout in this build instead of surviving (status"
                            + " TIMED_OUT, as a loaded machine makes a speed-only mutant do); a timeout is no failing"
                            + " test, so each still counts as equivalent, not as killed."));
            line("");
            line("| class | method | line | mutation | status | why no test can detect it |");
            line("|---|---|---:|---|---|---|");
            judgement.equivalent().forEach((entry, m) -> line("| " + simple(m.mutatedClass())
                    + " | " + cell(m.method()) + " | " + m.line() + " | " + cell(m.description()) + " | " + m.status()
                    + " | " + cell(entry.reason()) + " |"));
            line("");
        }
        if (!judgement.unexplained().isEmpty()) {
            line("**Unexplained: the gate fails until each is killed or justified in the baseline.**");
            line("");
            line("| class | method | line | mutator | mutation | status |");
            line("|---|---|---:|---|---|---|");
            judgement.unexplained().forEach(m -> line("| " + m.mutatedClass() + " | " + cell(m.method()) + " | "
                    + m.line() + " | " + m.mutator() + " | " + cell(m.description()) + " | " + m.status() + " |"));
            line("");
        }
        if (!judgement.stale().isEmpty()) {
            line("**Stale baseline entries (no mutant to excuse): remove them.**");
            line("");
            judgement.stale().forEach(e -> line("- line " + e.entry().lineNumber() + ": `"
                    + e.entry().key().replace('\t', ' ') + "`: " + e.why()));
            line("");
        }
    }

    void all(Path reports) throws IOException {
        section("ALL mutators (profile `mutation-all`)");
        if (reports == null) {
            line("Not measured by this build. `mvn verify -Pmutation-all` adds a run of PIT's ALL group (report in"
                    + " `reports/pit-all/`, no gate: ALL includes mutators whose survivors are mostly equivalent).");
            line("");
            return;
        }
        List<Mutant> mutants = Mutant.read(reports.resolve("mutations.xml"));
        line("Measured by this build, " + mutants.size() + " mutants; not gated. Fingerprint `"
                + fingerprint(mutants, null).substring(0, 16) + "`.");
        line("");
        packageTable(mutants, null);
        Map<String, Integer> survivorsByMutator = new TreeMap<>();
        mutants.stream().filter(m -> !m.detected()).forEach(m -> survivorsByMutator.merge(m.mutator(), 1, Integer::sum));
        StringBuilder byMutator = new StringBuilder();
        survivorsByMutator.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue())
                .forEach(e -> byMutator.append(byMutator.length() == 0 ? "" : ", ").append(e.getKey()).append(' ')
                        .append(e.getValue()));
        line("Not killed, by mutator: " + (byMutator.length() == 0 ? "none" : byMutator) + ".");
        line("");
    }

    void findings(String markdown) {
        section("Findings: where C or a library departs from the intent");
        line("Each is written up with its minimal counterexample, what C computes, what the intent requires and"
                + " the consequence in [findings.md](findings.md); the last column is its line on what keeps it"
                + " rejected (the fixtures' verdicts are in the next table).");
        line("");
        line("| finding | clauses | what | kept rejected by |");
        line("|---|---|---|---|");
        Matcher m = FINDING.matcher(markdown);
        List<int[]> spans = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
            rows.add(new String[] {m.group(1), m.group(3) == null ? "" : m.group(3), m.group(2)});
        }
        for (int i = 0; i < rows.size(); i++) {
            String body = markdown.substring(spans.get(i)[1], i + 1 < rows.size() ? spans.get(i + 1)[0] : markdown.length());
            Matcher fixture = FIXTURE.matcher(body);
            String[] row = rows.get(i);
            line("| " + row[0] + " | " + row[1] + " | " + cell(row[2]) + " | "
                    + (fixture.find() ? cell(fixture.group(1).replaceAll("\\s+", " ").strip()) : "") + " |");
        }
        line("");
    }

    void fixtures(Results results) {
        section("Broken variants: what rejected each fixture");
        line("Every property of the domain's contract is run on each fixture; the tests require exactly the"
                + " verdicts reasoned out from the flaw. Examples = the generated examples the property ran, the"
                + " failing one included. A rejection without a counterexample came from cases pinned by name (the"
                + " edges), after any generated examples passed.");
        line("");
        line("| fixture | rejected by | clause | examples | shrunk counterexample |");
        line("|---|---|---|---:|---|");
        verdictsByFixture(results.entries(Entry.PropertyVerdict.class)).forEach((fixture, byProperty) -> {
            List<Entry.PropertyVerdict> rejected = byProperty.values().stream().filter(IndexReport::rejects).toList();
            if (rejected.isEmpty()) {
                long untested = byProperty.values().stream().filter(IndexReport::untested).count();
                line("| " + cell(fixture) + " | passes all " + (byProperty.size() - untested) + " properties"
                        + (untested > 0 ? " run, " + untested + " untested" : "") + " | | | |");
            }
            rejected.forEach(r -> line("| " + cell(fixture) + " | " + r.property() + " | " + r.label() + " | "
                    + r.judged().outcome().examples() + " | " + cell(counterexample(r.judged().outcome())) + " |"));
        });
        line("");
    }

    /** Whether a verdict rejects its fixture: a clause violated or a crash, not passed or untested. */
    private static boolean rejects(Entry.PropertyVerdict verdict) {
        return verdict.judged().outcome().rejects();
    }

    private static boolean untested(Entry.PropertyVerdict verdict) {
        return verdict.judged().outcome() instanceof Outcome.Untested;
    }

    /** The counterexample of a violation, the input of a crash; {@code ""} otherwise. */
    private static String counterexample(Outcome outcome) {
        return outcome instanceof Outcome.Violated v ? v.counterexample()
                : outcome instanceof Outcome.Crashed c ? c.input() : "";
    }

    /**
     * What the run did not verify: each property that ended untested (aborted: what it checks
     * cannot be reached or observed for its subject, or a pinned case under other settings), with
     * its clauses, the subjects and the reason; trusted, never counted as verified.
     */
    void untested(Results results, Map<String, List<String>> properties) {
        section("Untested: trusted, not verified");
        line("Properties that ran no check for some subject and said why (`Oracle.untested`, or an assumption of"
                + " a pinned case). A property named `" + Traceability.UNTESTED + "...` states a rule no contract"
                + " can observe, in the manner of the Reactive Streams TCK: what an adopter trusts rather than"
                + " verifies. None of these counts as verified in the numbers above.");
        line("");
        Map<String, Map<String, List<String>>> byProperty = new TreeMap<>();
        results.tests().stream().filter(t -> t.status() == Record.Status.ABORTED)
                .filter(t -> !t.test().startsWith(HARNESS_TESTS))
                .forEach(t -> {
                    String method = t.test().substring(t.test().indexOf('#') + 1);
                    byProperty.computeIfAbsent(method, m -> new TreeMap<>())
                            .computeIfAbsent(t.reason(), why -> new ArrayList<>())
                            .add(simple(t.test().substring(0, t.test().indexOf('#'))));
                });
        if (byProperty.isEmpty()) {
            line("None: every property ran its checks on every subject.");
            line("");
            return;
        }
        line("| property | clauses | subjects | why |");
        line("|---|---|---|---|");
        byProperty.forEach((method, byReason) -> byReason.forEach((why, subjects) -> line("| " + method + " | "
                + String.join(", ", clausesOf(method, properties)) + " | " + String.join(", ", subjects) + " | "
                + cell(why) + " |")));
        line("");
    }

    /** The clauses the properties named {@code method} declare, in order. */
    private static SortedSet<String> clausesOf(String method, Map<String, List<String>> properties) {
        SortedSet<String> clauses = new TreeSet<>();
        properties.forEach((property, declared) -> {
            if (property.endsWith("#" + method)) {
                clauses.addAll(declared);
            }
        });
        return clauses;
    }

    /** The package of the tests that judge the installed C (the native profile). */
    static final String NATIVE_TESTS = "org.ringoracle.c.";

    /** Per library target the native profile judged: properties, generated examples, verdicts. */
    void nativeTargets(Results results) {
        section("The C judged (`-Pnative`)");
        Map<String, Map<String, Entry.PropertyVerdict>> targets = verdictsByFixture(
                nativeOnly(results.entries(Entry.PropertyVerdict.class)));
        if (targets.isEmpty()) {
            line("The native profile did not run in this build: `mvn verify -Pnative` adds a row per library target"
                    + " (README, \"The C judged\").");
            line("");
            return;
        }
        line("Which C: each library with its version and where it came from (a Debian package, or a location named"
                + " with `-Dringoracle.dpdk`, `.ck`, `.linux`), the header the shim was compiled against and the files"
                + " the dynamic linker loaded (checked to lie where the shim was linked).");
        line("");
        Map<String, List<String>> judged = new LinkedHashMap<>();
        nativeOnly(results.entries(Entry.Judged.class)).stream().map(Record.Reported::entry).forEach(j -> judged
                .computeIfAbsent(j.library(), k -> new ArrayList<>())
                .add((j.loaded() ? "loaded `" : "header `") + j.file() + "`"));
        judged.forEach((library, files) -> line("- **" + library + "**: " + String.join(", ", files)));
        line("");
        line("Each target judged through the contracts by the tests of `" + NATIVE_TESTS + "*`: the properties run, the"
                + " generated examples they ran, the cases set aside because a finding covers them (the finding's"
                + " declared inputs, pinned in the next table), and each property's verdict.");
        line("");
        line("| target | properties | examples | set aside | verdicts |");
        line("|---|---:|---:|---|---|");
        targets.forEach((target, byProperty) -> {
            long examples = byProperty.values().stream().mapToLong(r -> r.judged().outcome().examples()).sum();
            Map<String, Integer> setAside = new TreeMap<>();
            byProperty.values().forEach(r -> r.judged().setAside().forEach((f, n) -> setAside.merge(f, n, Integer::sum)));
            List<String> rejected = byProperty.values().stream().filter(IndexReport::rejects)
                    .map(r -> r.property() + ": " + r.label() + (counterexample(r.judged().outcome()).isEmpty() ? ""
                            : " (`" + counterexample(r.judged().outcome()) + "`)"))
                    .toList();
            long untested = byProperty.values().stream().filter(IndexReport::untested).count();
            line("| " + cell(target) + " | " + byProperty.size() + " | " + examples + " | "
                    + (setAside.isEmpty() ? "-" : cell(org.ringoracle.harness.Verdict.setAside(setAside))) + " | "
                    + (rejected.isEmpty() ? "all passed" : cell(String.join("; ", rejected)))
                    + (untested > 0 ? "; " + untested + " untested" : "") + " |");
        });
        line("");
        List<Entry.Finding> findings = nativeOnly(results.entries(Entry.Finding.class)).stream()
                .map(Record.Reported::entry).toList();
        if (!findings.isEmpty()) {
            line("**Findings on the C judged.** Each finding of [findings.md](findings.md) about real C, probed with its"
                    + " own inputs by two routes that must agree: through JNA, and by its plain C reproducer"
                    + " (`library/src/native/findings/`, built against the same C). Present: the C does what the finding"
                    + " says; fixed: it does what the intent requires; changed: neither, which fails the build, as does"
                    + " a disagreement. The inputs in the last column are set aside by the contracts, so the rest of"
                    + " the clause is judged.");
            line("");
            line("| finding | clause | library | JNA route | C reproducer | what the C did | set aside by the contracts |");
            line("|---|---|---|---|---|---|---|");
            findings.forEach(f -> line("| " + f.finding() + " | " + f.clause() + " | " + cell(f.library())
                    + " | **" + f.status() + "** | " + cell(f.reproducer()) + " | "
                    + cell(f.observed()) + " | " + cell(f.shape()) + " |"));
            line("");
        }
    }

    /** The entries published by the tests of the C. */
    private static <E extends Entry> List<Record.Reported<E>> nativeOnly(List<Record.Reported<E>> entries) {
        return entries.stream().filter(r -> r.test().startsWith(NATIVE_TESTS)).toList();
    }

    /** The results of the C mutation analysis (profile c-mutation), relative to the project directory. */
    static final String C_MUTANTS = "tools/target/cmutation/results.tsv";

    /**
     * The mutation analysis of the C judged, when this build ran it (its results are newer than
     * the tests): per header and function, what became of each mutant, and every survivor with
     * the baseline's category and reason.
     */
    void cMutation(Path results, Instant testsFinished) throws IOException {
        section("Mutation analysis of the C (`-Pc-mutation`)");
        if (!Files.exists(results) || Files.getLastModifiedTime(results).toInstant().isBefore(testsFinished)) {
            line("Not run in this build: `mvn verify -Pnative,c-mutation` makes every mutant of the header functions"
                    + " the contracts call (relational, equality, arithmetic and bit operators, constants off by one, a"
                    + " removed `- 1` or `+ 1`, a negated condition), compiles each into a shim of its own and judges it"
                    + " with the same contracts in a process of its own.");
            line("");
            return;
        }
        List<Record.CMutant> mutants = Codec.read(results).stream().filter(Record.CMutant.class::isInstance)
                .map(Record.CMutant.class::cast).toList();
        Map<String, List<Record.CMutant>> byFunction = new TreeMap<>();
        mutants.forEach(m -> byFunction.computeIfAbsent("`" + m.file() + "` " + m.function(),
                k -> new ArrayList<>()).add(m));
        Map<String, List<Record.CMutant>> rows = new LinkedHashMap<>(byFunction);
        rows.put("**all**", mutants);
        long unexplained = mutants.stream().filter(m -> "SURVIVED".equals(m.status()))
                .filter(m -> m.listed().isEmpty()).count();
        line("**C mutation gate: " + (unexplained == 0 ? "PASSED" : "FAILED") + ".** " + mutants.size() + " mutants"
                + " of the C judged, each built into a shim of its own (a header's mutant into the parts of the shim"
                + " its judges call, a compiled part's into its library) and judged by the targets of its file and"
                + " the probes of their findings, up to the first that rejects it. Killed: a property failed or a"
                + " finding's status moved; crashed or timed out: the judging process died, ran past its bound or"
                + " used up its processor time (counted as killed); not viable: it did not compile. A survivor is equivalent or unreached as"
                + " `tools/src/mutation/c-surviving-mutants.tsv` says, or unexplained, which fails the build. Lanes'"
                + " seconds: the wall-clock time the analysis's lanes, which run at once, spent on the mutants of the"
                + " row, from writing each mutant to its verdict.");
        line("");
        line("| header and function | generated | killed | crashed or timed out | not viable | equivalent | unreached"
                + " | unexplained | score | lanes' seconds |");
        line("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        rows.forEach((function, list) -> {
            long killed = list.stream().filter(m -> "KILLED".equals(m.status())).count();
            long crashed = list.stream().filter(m -> List.of("CRASHED", "TIMED_OUT").contains(m.status())).count();
            long notViable = list.stream().filter(m -> "NOT_VIABLE".equals(m.status())).count();
            long equivalent = list.stream().filter(m -> "equivalent".equals(m.listed())).count();
            long unreached = list.stream().filter(m -> "unreached".equals(m.listed())).count();
            long open = list.stream().filter(m -> "SURVIVED".equals(m.status()) && m.listed().isEmpty()).count();
            line("| " + function + " | " + list.size() + " | " + killed + " | " + crashed + " | " + notViable + " | "
                    + equivalent + " | " + unreached + " | " + open + " | "
                    + percent(killed + crashed, list.size() - notViable) + " | "
                    + list.stream().mapToLong(Record.CMutant::millis).sum() / 1000 + " |");
        });
        line("");
        List<Record.CMutant> survivors = mutants.stream().filter(m -> "SURVIVED".equals(m.status())).toList();
        if (!survivors.isEmpty()) {
            line("Survivors:");
            line("");
            line("| header | function | line | mutation | the line | category | why |");
            line("|---|---|---:|---|---|---|---|");
            survivors.forEach(m -> line("| " + m.file() + " | " + m.function() + " | " + m.line() + " | "
                    + cell(m.description()) + " | `" + cell(m.source()) + "` | "
                    + (m.listed().isEmpty() ? "**unexplained**" : m.listed()) + " | " + cell(m.reason()) + " |"));
            line("");
        }
    }

    /** Upper ends of the kill curve's buckets of examples. */
    private static final int[] CURVE = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000};

    /**
     * Where PIT's time went and how many examples each kill took, from the traces of PIT's test
     * processes: every test run under a mutant, with its status, time and examples.
     */
    void killCurve(List<Record.Trace> traces, List<Mutant> generated) {
        section("Where mutation analysis spends its time, and the kill curve");
        // A result PIT took from its history (-Pincremental) ran no test in this build.
        List<Mutant> mutants = generated.stream().filter(m -> m.testsRun() > 0
                || !("KILLED".equals(m.status()) || "SURVIVED".equals(m.status()))).toList();
        if (mutants.size() < generated.size()) {
            line("PIT took the results of " + (generated.size() - mutants.size()) + " of the " + generated.size()
                    + " mutants, killed or surviving, from its history (`-Pincremental`); what follows is about the "
                    + mutants.size() + " others (the timed-out ones among them may come from the history too).");
            line("");
        }
        List<Record.Trace> runs = traces.stream().filter(t -> "mutation".equals(t.phase())).toList();
        if (runs.isEmpty()) {
            line("No traces of PIT's test processes were found in `" + BuildInputs.TRACES + "`.");
            line("");
            return;
        }
        List<Record.Trace> kills = runs.stream().filter(IndexReport::failed).toList();
        long timedOut = mutants.stream().filter(m -> "TIMED_OUT".equals(m.status())).count();
        long killed = mutants.stream().filter(m -> "KILLED".equals(m.status())).count();
        line("From the traces PIT's test processes leave in `" + BuildInputs.TRACES + "` (one record per test run under"
                + " a mutant: status, `System.nanoTime` duration, examples run). PIT runs a mutant's tests until one fails;"
                + " a failed test is the kill. Times are test times inside PIT's processes, without their start-up and"
                + " PIT's own work, summed over PIT's threads.");
        line("");
        line("| | test runs | seconds |");
        line("|---|---:|---:|");
        line("| runs that killed a mutant | " + kills.size() + " | " + seconds(kills) + " |");
        List<Record.Trace> passed = runs.stream().filter(t -> !failed(t)).toList();
        line("| runs that did not (another test killed the mutant later, or it survived) | " + passed.size() + " | "
                + seconds(passed) + " |");
        line("| **all** | **" + runs.size() + "** | **" + seconds(runs) + "** |");
        line("");
        line(mutants.size() + " mutants: " + killed + " killed by a failing test, " + timedOut
                + " timed out (each costs PIT's timeout, not traced); " + String.format(java.util.Locale.ROOT, "%.2f",
                runs.size() / (double) mutants.size()) + " traced test runs per mutant, " + percent(kills.size(),
                runs.size()) + " of them kills.");
        line("");
        long units = mutants.stream().mapToLong(Mutant::testsRun).sum();
        long killedUnits = mutants.stream().filter(m -> m.killingTest() != null && !m.killingTest().isEmpty()).count();
        List<Record.Trace> finding = traces.stream().filter(t -> "finding".equals(t.phase())).toList();
        line("Before their first mutant, PIT's mutation processes find their test units by executing each test class"
                + " they need; here the tests' bodies are skipped while they do (`FindingWithoutRunning`): "
                + finding.size() + " tests reported that way, " + seconds(finding) + " s, not counted above.");
        line("");
        line("PIT's own count, its `numberOfTestsRun` summed over the mutants: " + units + " test units, "
                + String.format(java.util.Locale.ROOT, "%.2f", units / (double) mutants.size()) + " per mutant, "
                + percent(killedUnits, units) + " of them kills. The traces count every test JUnit reports while"
                + " PIT runs a mutant's units.");
        line("");
        processes(runs);
        List<Integer> examples = kills.stream().filter(t -> !"-".equals(t.failed())).map(Record.Trace::failedRan)
                .sorted().toList();
        long afterExamples = kills.stream().filter(t -> "-".equals(t.failed())).filter(t -> t.ran() > 0).count();
        line("**Kill curve.** Of the " + kills.size() + " kills, " + examples.size() + " came from a generated example,"
                + " after the number of examples of the failing check below (the failing one included); "
                + (kills.size() - examples.size()) + " from assertions on fixed cases (hand-worked tests, edges pinned"
                + " by name), " + afterExamples + " of them after generated checks of the same test had passed.");
        line("");
        line("| examples, at most | kills | share of kills by a generated example |");
        line("|---:|---:|---:|");
        for (int bound : CURVE) {
            long within = examples.stream().filter(n -> n <= bound).count();
            line("| " + bound + " | " + within + " | " + percent(within, examples.size()) + " |");
            if (within == examples.size()) {
                break;
            }
        }
        line("");
        line("The 25 tests with the most time in runs that did not kill:");
        line("");
        line("| property test | kills | examples of the failing check, median / max (0: a fixed case) | examples asked per run | runs without a kill | their seconds |");
        line("|---|---:|---:|---:|---:|---:|");
        Map<String, List<Record.Trace>> byTest = new TreeMap<>();
        runs.forEach(t -> byTest.computeIfAbsent(t.test(), k -> new ArrayList<>()).add(t));
        byTest.entrySet().stream()
                .sorted(java.util.Comparator.comparingDouble(
                        (Map.Entry<String, List<Record.Trace>> e) -> -nanos(e.getValue().stream()
                                .filter(t -> !failed(t)).toList())))
                .limit(25).forEach(e -> {
                    List<Integer> k = e.getValue().stream().filter(IndexReport::failed).map(Record.Trace::failedRan)
                            .sorted().toList();
                    List<Record.Trace> idle = e.getValue().stream().filter(t -> !failed(t)).toList();
                    int asked = e.getValue().stream().mapToInt(Record.Trace::asked).max().orElse(0);
                    line("| " + shortTest(e.getKey()) + " | " + k.size() + " | "
                            + (k.isEmpty() ? "-" : k.get(k.size() / 2) + " / " + k.get(k.size() - 1)) + " | " + asked
                            + " | " + idle.size() + " | " + seconds(idle) + " |");
                });
        line("");
    }

    /**
     * PIT's test processes as their traces show them (wall-clock milliseconds): the time from a
     * process's start to its first test, and the time between its tests (PIT's own work: loading a
     * mutant, starting a test), both summed over processes.
     */
    private void processes(List<Record.Trace> runs) {
        Map<Long, List<Record.Trace>> byProcess = new TreeMap<>();
        runs.forEach(t -> byProcess.computeIfAbsent(t.pid(), k -> new ArrayList<>()).add(t));
        if (byProcess.isEmpty()) {
            return;
        }
        List<Long> startUps = new ArrayList<>();
        long between = 0;
        long inTests = 0;
        for (List<Record.Trace> process : byProcess.values()) {
            startUps.add(process.get(0).startMillis() - process.get(0).processStartMillis());
            long tests = process.stream().mapToLong(t -> t.endMillis() - t.startMillis()).sum();
            between += process.get(process.size() - 1).endMillis() - process.get(0).startMillis() - tests;
            inTests += tests;
        }
        List<Long> sorted = startUps.stream().sorted().toList();
        long startUp = sorted.stream().mapToLong(Long::longValue).sum();
        line("PIT's test processes that ran a traced test: " + byProcess.size() + " (one per mutated class, and"
                + " another after each timeout). Wall-clock seconds summed over them:");
        line("");
        line("| | seconds | per process, median |");
        line("|---|---:|---:|");
        line("| from the process's start to its first test under a mutant (finding its units included) | "
                + tenths(startUp) + " | " + sorted.get(sorted.size() / 2) + " ms |");
        line("| in tests | " + tenths(inTests) + " | - |");
        line("| between tests (PIT loading the next mutant, starting the test) | " + tenths(between) + " | "
                + String.format(java.util.Locale.ROOT, "%.1f ms per test run", between / (double) runs.size()) + " |");
        line("");
    }

    private static boolean failed(Record.Trace trace) {
        return trace.status() == Record.Status.FAILED;
    }

    private static String tenths(long millis) {
        return String.format(java.util.Locale.ROOT, "%.1f", millis / 1e3);
    }

    private static double nanos(List<Record.Trace> runs) {
        return runs.stream().mapToLong(Record.Trace::nanos).sum();
    }

    private static String seconds(List<Record.Trace> runs) {
        return String.format(java.util.Locale.ROOT, "%.1f", nanos(runs) / 1e9);
    }

    /**
     * Per rejected fixture, the property that reached a failing example soonest: its examples and
     * the milliseconds from its start to that example, and the whole verdict's time.
     */
    void timeToReject(Results results) {
        section("Time to reject");
        line("For each rejected fixture, the property that reached its first failing example soonest: the examples"
                + " it ran (the failing one included) and the milliseconds from the property's start to that example."
                + " The verdict column is the time for all of the fixture's properties, one after the other, shrinking"
                + " included. Measured in the test run of this build (`System.nanoTime`, one JVM, the fixtures in the"
                + " order JUnit ran them, so the first ones pay for warming up, and test classes side by side, one per"
                + " core, so a time includes what the others load the machine with); goal: each fixture within 1 s.");
        line("");
        line("| fixture | first rejected by | clause | examples | ms to reject | ms, whole verdict |");
        line("|---|---|---|---:|---:|---:|");
        int[] within = {0, 0};
        verdictsByFixture(results.entries(Entry.PropertyVerdict.class)).forEach((fixture, byProperty) -> {
            long whole = byProperty.values().stream().mapToLong(r -> r.judged().nanos()).sum();
            byProperty.values().stream().filter(IndexReport::rejects)
                    .min(java.util.Comparator.comparingLong(r -> r.judged().nanosToFailure()))
                    .ifPresent(r -> {
                        long nanos = r.judged().nanosToFailure();
                        within[0]++;
                        within[1] += nanos <= 1_000_000_000L ? 1 : 0;
                        line("| " + cell(fixture) + " | " + r.property() + " | " + r.label() + " | "
                                + r.judged().outcome().examples() + " | " + millis(nanos) + " | " + millis(whole) + " |");
                    });
        });
        line("");
        line(within[1] + " of " + within[0] + " rejected fixtures were rejected within 1 s.");
        line("");
    }

    private static String millis(long nanos) {
        return String.format(java.util.Locale.ROOT, nanos < 10_000_000L ? "%.1f" : "%.0f", nanos / 1e6);
    }

    void examples(Results results) {
        section("Examples per property");
        line("Generated examples run / asked for each check of each property test (the harness's own tests left"
                + " out). QuickTheories skips a value it has already tried, so a run can be short of what was asked.");
        line("");
        line("| property test | clause | run / asked | result |");
        line("|---|---|---:|---|");
        propertyChecks(results).stream().sorted(java.util.Comparator.comparing(Record.Reported::test))
                .forEach(r -> line("| " + shortTest(r.test()) + " | " + r.entry().clause() + " | " + r.entry().ran()
                        + " / " + r.entry().asked() + " | " + r.entry().result() + " |"));
        line("");
    }

    void matrix(List<Traceability.Clause> clauses, Map<String, List<String>> properties) {
        section("Clause traceability");
        line("Clauses defined in `specs/` against the clauses each `@Property` declares (a contract's property runs"
                + " once per implementation that extends it): x verifies it, u states it as trusted (untested, not"
                + " counted). `TraceabilityTest` fails the build when a clause has no property or a property declares"
                + " an unknown clause.");
        Map<String, List<Traceability.Clause>> bySpec = new LinkedHashMap<>();
        clauses.forEach(c -> bySpec.computeIfAbsent(c.spec(), s -> new ArrayList<>()).add(c));
        bySpec.forEach((spec, defined) -> {
            line("");
            line("### specs/" + spec);
            line("");
            StringBuilder head = new StringBuilder("| property |");
            StringBuilder rule = new StringBuilder("|---|");
            defined.forEach(c -> {
                head.append(' ').append(c.id().substring(c.id().lastIndexOf('-') + 1)).append(" |");
                rule.append(":-:|");
            });
            line(head + "");
            line(rule + "");
            Map<String, Integer> count = new TreeMap<>();
            properties.forEach((property, declared) -> {
                if (defined.stream().anyMatch(c -> declared.contains(c.id()))) {
                    StringBuilder row = new StringBuilder("| " + property + " |");
                    defined.forEach(c -> {
                        boolean mark = declared.contains(c.id());
                        boolean trusted = Traceability.isTrusted(property);
                        row.append(!mark ? "   |" : trusted ? " u |" : " x |");
                        count.merge(c.id(), mark && !trusted ? 1 : 0, Integer::sum);
                    });
                    line(row.toString());
                }
            });
            StringBuilder total = new StringBuilder("| **properties** |");
            defined.forEach(c -> total.append(" **").append(count.getOrDefault(c.id(), 0)).append("** |"));
            line(total.toString());
            line("");
            StringBuilder legend = new StringBuilder("Columns: ");
            defined.forEach(c -> legend.append(c.id()).append(" (").append(c.level()).append(") "));
            line(legend.toString().strip() + ".");
        });
        line("");
    }

    private void section(String title) {
        line("## " + title);
        line("");
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    /** The checks of property tests, the harness's own tests left out. */
    private static List<Record.Reported<Entry.Check>> propertyChecks(Results results) {
        return results.entries(Entry.Check.class).stream().filter(r -> !r.test().startsWith(HARNESS_TESTS)).toList();
    }

    /** The verdicts by fixture, then by property, both in name order. */
    private static Map<String, Map<String, Entry.PropertyVerdict>> verdictsByFixture(
            List<Record.Reported<Entry.PropertyVerdict>> verdicts) {
        Map<String, Map<String, Entry.PropertyVerdict>> byFixture = new TreeMap<>();
        verdicts.stream().map(Record.Reported::entry).forEach(v -> byFixture
                .computeIfAbsent(v.fixture(), f -> new TreeMap<>()).put(v.property(), v));
        return byFixture;
    }

    private static String shortTest(String test) {
        return test.substring(test.lastIndexOf('.') + 1);
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }

    static String percent(long part, long whole) {
        return whole == 0 ? "-" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    static String time(Instant from, Instant to) {
        Duration d = Duration.between(from, to);
        long s = Math.max(0, d.toSeconds());
        return s >= 60 ? (s / 60) + " min " + (s % 60) + " s" : d.toMillis() >= 10_000 ? s + " s"
                : String.format(java.util.Locale.ROOT, "%.1f s", Math.max(0, d.toMillis()) / 1000.0);
    }

    /**
     * The SHA-256 of every mutant's identity and verdict, in a stable order: equal runs, equal
     * prints, whatever the machine's load. The verdict is "equivalent" for a mutant the judgement
     * excuses (survived or timed out), "detected" for any other detected one (killed or timed out:
     * which of the two depends on the load), else PIT's status (SURVIVED, NO_COVERAGE). Without a
     * judgement (a report not gated) nothing is excused.
     */
    static String fingerprint(List<Mutant> mutants, Baseline.Judgement judgement) {
        List<String> lines = new ArrayList<>();
        mutants.forEach(m -> lines.add(m.key() + "\t" + (judgement != null && judgement.excused(m) ? "equivalent"
                : m.detected() ? "detected" : m.status())));
        lines.sort(null);
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
