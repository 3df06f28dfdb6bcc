package org.ringoracle.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringoracle.harness.Entry;
import org.ringoracle.record.Record;
import org.ringoracle.record.Results;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Reads a results file for the scripts of {@code .ci/}: the C's verdicts in a form two builds of the
 * same C can be compared by, and the number of property checks a run made. Run by
 * {@code .ci/results}; exits 1 with the reason when the file cannot be read as results.
 */
@Command(name = "results", mixinStandardHelpOptions = true, usageHelpWidth = 110,
        description = "Reads a results file (library/target/ringoracle/results.tsv, or a copy of one).",
        subcommands = {ResultsCommand.Verdicts.class, ResultsCommand.Checks.class})
public final class ResultsCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command with {@code args}, writing to {@code out} and {@code err}; its exit status. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new ResultsCommand()).setOut(out).setErr(err);
        line.setExecutionExceptionHandler((e, command, parsed) -> {
            command.getErr().println("results: " + e.getMessage());
            return 1;
        });
        return line.execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: verdicts or checks");
    }

    /**
     * The lines of {@code results} that say how the C was judged, without the library's name, sorted:
     * {@code verdict <target> <property> <verdict> <set aside>} for each property of each C target,
     * and {@code finding <id> <status>} for each finding.
     */
    static List<String> verdicts(Results results) {
        List<String> lines = new ArrayList<>();
        for (Record.Reported<Entry.PropertyVerdict> r : results.entries(Entry.PropertyVerdict.class)) {
            if (r.test().startsWith(IndexReport.NATIVE_TESTS)) {
                Entry.PropertyVerdict v = r.entry();
                int name = v.fixture().indexOf(" (");
                lines.add(String.join(" ", "verdict", name < 0 ? v.fixture() : v.fixture().substring(0, name),
                        v.property(), v.label(), org.ringoracle.harness.Verdict.setAside(v.judged().setAside()))
                        .strip());
            }
        }
        results.entries(Entry.Finding.class).forEach(r -> lines.add(String.join(" ", "finding", r.entry().finding(),
                r.entry().status())));
        lines.sort(null);
        return lines;
    }

    /** The checks of property tests in {@code results}, the harness's own tests left out. */
    static long checks(Results results) {
        return results.entries(Entry.Check.class).stream().filter(r -> !r.test().startsWith(IndexReport.HARNESS_TESTS))
                .count();
    }

    @Command(name = "verdicts", mixinStandardHelpOptions = true,
            description = "Prints the C's verdicts without the library's name, a line each, sorted: 'verdict TARGET"
                    + " PROPERTY VERDICT [SET ASIDE]' per property of each C target, 'finding ID STATUS' per finding.")
    static final class Verdicts implements Callable<Integer> {

        @Parameters(paramLabel = "FILE", description = "The results file.")
        private Path file;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            verdicts(Results.read(file)).forEach(spec.commandLine().getOut()::println);
            return 0;
        }
    }

    @Command(name = "checks", mixinStandardHelpOptions = true,
            description = "Prints the number of checks property tests made (the harness's own tests left out).")
    static final class Checks implements Callable<Integer> {

        @Parameters(paramLabel = "FILE", description = "The results file.")
        private Path file;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            spec.commandLine().getOut().println(checks(Results.read(file)));
            return 0;
        }
    }
}
