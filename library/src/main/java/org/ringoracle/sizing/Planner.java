package org.ringoracle.sizing;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.ringoracle.align.Align;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * The sizing breakdown an Open vSwitch user otherwise works out by hand when planning hugepages:
 * from an MTU and a platform to the mbuf layout, the mempool object, the number of mbufs and
 * the memory they take. Run as {@code mvn -q -pl library compile exec:java@plan -Dexec.args="--mtu 9000"} from the top of the build.
 *
 * <p>Without {@code --rxq}/{@code --txq} the shared-mempool model is used, with them the per-port
 * model. The platform is {@link Platform#x86()} apart from the options given. Every refusal is one
 * line naming the value and the rule, with exit status 2; {@code --help} and {@code --version} exit 0.
 */
@Command(name = "plan", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 110,
        versionProvider = Planner.Version.class,
        description = "The mbuf layout, mempool object, mbuf count and memory of an Open vSwitch port"
                + " for an MTU (specs/sizing.md, SIZE-6 to SIZE-11).")
public final class Planner implements Callable<Integer> {

    /** Exit status of a refused command line: an unknown, repeated or malformed option, or a value a rule refuses. */
    public static final int REFUSED = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--mtu", required = true, paramLabel = "BYTES", converter = WholeNumber.class,
            description = "The MTU, " + Frame.MIN_MTU + " to " + Frame.MAX_MTU + " (SIZE-7).")
    private long mtu;

    // The defaults are those of Platform.x86() (PlannerTest holds them to it).
    @Option(names = "--cache-line", paramLabel = "BYTES", converter = WholeNumber.class, defaultValue = "64",
            description = "Cache line, a power of two from 8 to 4096; default ${DEFAULT-VALUE}.")
    private long cacheLine;

    @Option(names = "--headroom", paramLabel = "BYTES", converter = WholeNumber.class, defaultValue = "128",
            description = "RTE_PKTMBUF_HEADROOM, a multiple of 8 up to 2^20; default ${DEFAULT-VALUE}.")
    private long headroom;

    @Option(names = "--dp-packet", paramLabel = "BYTES", converter = WholeNumber.class, defaultValue = "704",
            description = "sizeof(struct dp_packet), a multiple of 8 from sizeof(rte_mbuf) up to 2^20;"
                    + " default ${DEFAULT-VALUE}.")
    private long dpPacket;

    @Option(names = "--rxq", paramLabel = "N", converter = WholeNumber.class,
            description = "Rx queues of the port, 1 to 1024 (SIZE-11); with --txq, the per-port model.")
    private Long rxq;

    @Option(names = "--txq", paramLabel = "N", converter = WholeNumber.class,
            description = "Tx queues of the port, 1 to 1024 (SIZE-11); with --rxq, the per-port model.")
    private Long txq;

    /** Prints the plan for {@code args}, or the one-line refusal (exit status {@link #REFUSED}). */
    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /**
     * Writes the plan (or the help or version) to {@code out} and returns 0, or one line naming the
     * refused value and its rule to {@code err} and returns {@link #REFUSED}.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine command = new CommandLine(new Planner());
        command.setOut(out);
        command.setErr(err);
        command.setParameterExceptionHandler((e, ignored) -> refuse(err, e.getMessage()));
        // Every rule refuses with an IllegalArgumentException or, for a field it overflows, an
        // ArithmeticException, each naming the value and the rule: one line, never a trace.
        command.setExecutionExceptionHandler((e, ignored, result) -> refuse(err, e.getMessage()));
        return command.execute(args);
    }

    private static int refuse(PrintWriter err, String message) {
        err.println(message.strip().replace('\n', ' ') + " (plan --help lists the options)");
        return REFUSED;
    }

    @Override
    public Integer call() {
        if ((rxq == null) != (txq == null)) {
            throw new IllegalArgumentException("--rxq and --txq go together (the per-port model needs both)");
        }
        spec.commandLine().getOut().println(plan());
        return 0;
    }

    /** The plan as text, one row per figure, without a line break after the last. */
    String plan() {
        Platform x86 = Platform.x86();
        Platform platform = new Platform(cacheLine, headroom, x86.mbufHeader(), dpPacket, x86.objectHeader(),
                x86.channels(), x86.ranks(), x86.spread(), x86.maxLcore(), x86.rxqSize(), x86.txqSize());
        int frameMtu = Frame.requireMtu(mtu);
        MbufSizing sizing = new MbufSizing(platform);
        MbufLayout layout = sizing.layout(frameMtu);
        long object = sizing.objectSize(layout.elementSize());
        List<Long> counts = rxq != null
                ? List.of(MbufCounts.perPort(rxq, txq, platform))
                : MbufCounts.attempts(MbufCounts.shared(frameMtu));
        long padding = layout.privSize() - (platform.dpPacket() - platform.mbufHeader());
        List<String> lines = new ArrayList<>();
        lines.add(row("MTU", frameMtu + " (largest frame " + Frame.maxFrameLength(frameMtu)
                + " bytes with two VLAN tags)"));
        lines.add(row("data room", layout.dataRoom() + " = ROUND_UP(" + Frame.maxFrameLength(frameMtu)
                + ", 1024) + headroom " + platform.headroom()));
        lines.add(row("private area", layout.privSize() + " = dp_packet " + platform.dpPacket() + " - rte_mbuf "
                + platform.mbufHeader() + " + padding " + padding));
        lines.add(row("mbuf element", layout.elementSize() + " = " + layout.elementSize() / platform.cacheLine()
                + " cache lines of " + platform.cacheLine()));
        long header = Align.ceil(platform.objectHeader(), platform.cacheLine());
        long element = Align.ceil(layout.elementSize(), 8);
        lines.add(row("mempool object", object + " = header " + header + " + element " + element + " + trailer "
                + (object - header - element) + " (spread: channels x ranks = " + platform.channels() + " x "
                + platform.ranks() + ")"));
        lines.add(row(rxq != null ? "mbufs (per port)" : "mbufs (shared)", counts.get(0)
                + (counts.size() > 1 ? ", then " + counts.subList(1, counts.size()).stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) + " if allocation fails" : "")));
        long memory = MbufCounts.memory(counts.get(0), object);
        lines.add(row("memory", memory + " bytes (" + String.format(Locale.ROOT, "%.1f", memory / 1048576.0)
                + " MiB)"));
        return String.join("\n", lines);
    }

    private static String row(String what, String value) {
        return String.format(Locale.ROOT, "%-16s %s", what, value);
    }

    /** A whole number in a long, or a refusal naming the text. */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a whole number from -2^63 to 2^63 - 1");
            }
        }
    }

    /** The project's version, which is the contract API's (CHANGELOG.md). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            Properties properties = new Properties();
            try (InputStream in = Objects.requireNonNull(
                    Planner.class.getResourceAsStream("/org/ringoracle/version.properties"), "version.properties")) {
                properties.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new String[] {"ring-oracle plan " + properties.getProperty("version")};
        }
    }
}
