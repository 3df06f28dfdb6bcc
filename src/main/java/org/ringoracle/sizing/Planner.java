package org.ringoracle.sizing;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.ringoracle.align.Align;

/**
 * The sizing breakdown an Open vSwitch user otherwise works out by hand when planning hugepages:
 * from an MTU and a platform to the mbuf layout, the mempool object, the number of mbufs and
 * the memory they take.
 *
 * <pre>
 * java -cp target/classes org.ringoracle.sizing.Planner --mtu 9000 [--cache-line 128]
 *     [--dp-packet 704] [--headroom 128] [--rxq 2 --txq 3]
 * </pre>
 *
 * Without {@code --rxq}/{@code --txq} the shared-mempool model is used, with them the per-port
 * model. The platform is {@link Platform#x86()} apart from the options given.
 */
public final class Planner {

    private static final String USAGE = "usage: Planner --mtu N [--cache-line N] [--dp-packet N] [--headroom N]"
            + " [--rxq N --txq N]";

    private Planner() {
    }

    /** Prints the plan for {@code args}, or the reason they are refused (exit status 2). */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Writes the plan to {@code out} and returns 0, or the refusal and usage to {@code err} and returns 2. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            out.print(plan(args));
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    /**
     * The plan for {@code args}, as text.
     *
     * @throws IllegalArgumentException naming the option and value that are refused
     */
    public static String plan(String... args) {
        Map<String, Long> options = parse(args);
        if (!options.containsKey("--mtu")) {
            throw new IllegalArgumentException("--mtu is required");
        }
        if (options.containsKey("--rxq") != options.containsKey("--txq")) {
            throw new IllegalArgumentException("--rxq and --txq go together (the per-port model needs both)");
        }
        Platform x86 = Platform.x86();
        Platform platform = new Platform(options.getOrDefault("--cache-line", x86.cacheLine()),
                options.getOrDefault("--headroom", x86.headroom()), x86.mbufHeader(),
                options.getOrDefault("--dp-packet", x86.dpPacket()), x86.objectHeader(), x86.channels(), x86.ranks(),
                x86.spread(), x86.maxLcore(), x86.rxqSize(), x86.txqSize());
        int mtu = Frame.requireMtu(options.get("--mtu"));
        MbufSizing sizing = new MbufSizing(platform);
        MbufLayout layout = sizing.layout(mtu);
        long object = sizing.objectSize(layout.elementSize());
        List<Long> counts = options.containsKey("--rxq")
                ? List.of(MbufCounts.perPort(options.get("--rxq"), options.get("--txq"), platform))
                : MbufCounts.attempts(MbufCounts.shared(mtu));
        long padding = layout.privSize() - (platform.dpPacket() - platform.mbufHeader());
        List<String> lines = new ArrayList<>();
        lines.add(row("MTU", mtu + " (largest frame " + Frame.maxFrameLength(mtu) + " bytes with two VLAN tags)"));
        lines.add(row("data room", layout.dataRoom() + " = ROUND_UP(" + Frame.maxFrameLength(mtu) + ", 1024) + headroom "
                + platform.headroom()));
        lines.add(row("private area", layout.privSize() + " = dp_packet " + platform.dpPacket() + " - rte_mbuf "
                + platform.mbufHeader() + " + padding " + padding));
        lines.add(row("mbuf element", layout.elementSize() + " = " + layout.elementSize() / platform.cacheLine()
                + " cache lines of " + platform.cacheLine()));
        long header = Align.ceil(platform.objectHeader(), platform.cacheLine());
        long element = Align.ceil(layout.elementSize(), 8);
        lines.add(row("mempool object", object + " = header " + header + " + element " + element + " + trailer "
                + (object - header - element) + " (spread: channels x ranks = " + platform.channels() + " x "
                + platform.ranks() + ")"));
        lines.add(row(options.containsKey("--rxq") ? "mbufs (per port)" : "mbufs (shared)", counts.get(0)
                + (counts.size() > 1 ? ", then " + counts.subList(1, counts.size()).stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) + " if allocation fails" : "")));
        long memory = MbufCounts.memory(counts.get(0), object);
        lines.add(row("memory", memory + " bytes (" + String.format(Locale.ROOT, "%.1f", memory / 1048576.0) + " MiB)"));
        return String.join("\n", lines) + "\n";
    }

    private static String row(String what, String value) {
        return String.format(Locale.ROOT, "%-16s %s", what, value);
    }

    private static Map<String, Long> parse(String[] args) {
        Map<String, Long> options = new LinkedHashMap<>();
        List<String> known = List.of("--mtu", "--cache-line", "--dp-packet", "--headroom", "--rxq", "--txq");
        for (int i = 0; i < args.length; i += 2) {
            if (!known.contains(args[i])) {
                throw new IllegalArgumentException("unknown option " + args[i]);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            try {
                options.put(args[i], Long.parseLong(args[i + 1]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(args[i] + " " + args[i + 1] + " refused: not a whole number", e);
            }
        }
        return options;
    }
}
