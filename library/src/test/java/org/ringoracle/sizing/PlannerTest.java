package org.ringoracle.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.Oracle;

/** The sizing command: its plans, every number worked by hand from specs/sizing.md (x86 defaults), and its refusals. */
class PlannerTest {

    /** What one run of the command wrote and returned. */
    record Run(int status, String out, String err) {

        /** The run refused its command line with one line that contains each of {@code parts}. */
        void refusedWith(String... parts) {
            assertThat(status).as("exit status of a refusal").isEqualTo(Planner.REFUSED);
            assertThat(out).isEmpty();
            assertThat(err.lines()).as("the refusal is one line").hasSize(1);
            assertThat(err).contains(parts).endsWith("(plan --help lists the options)\n");
        }
    }

    static Run plan(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Planner.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(status, out.toString(), err.toString());
    }

    /**
     * MTU 1500: largest frame 1526; data room ROUND_UP(1526, 1024) + 128 = 2176; dp_packet + data
     * room = 2880 = 45 x 64, so no padding and a private area of 704 - 128 = 576; object: header
     * 64 + 2880 = 2944 = 46 lines, gcd(46, 4) = 2, so 47 lines = 3008 (trailer 64); 262144 mbufs
     * x 3008 = 788529152 bytes.
     */
    @Test
    void mtu1500OnX86() {
        Run run = plan("--mtu", "1500");
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo(String.join("\n",
                "MTU              1500 (largest frame 1526 bytes with two VLAN tags)",
                "data room        2176 = ROUND_UP(1526, 1024) + headroom 128",
                "private area     576 = dp_packet 704 - rte_mbuf 128 + padding 0",
                "mbuf element     2880 = 45 cache lines of 64",
                "mempool object   3008 = header 64 + element 2880 + trailer 64 (spread: channels x ranks = 4 x 1)",
                "mbufs (shared)   262144, then 131072, 65536, 32768, 16384 if allocation fails",
                "memory           788529152 bytes (752.0 MiB)",
                ""));
        assertThat(plan("--mtu=1500")).isEqualTo(run);
        Platform x86 = Platform.x86();
        assertThat(plan("--mtu", "1500", "--cache-line=" + x86.cacheLine(), "--headroom", "" + x86.headroom(),
                "--dp-packet=" + x86.dpPacket())).as("the defaults are Platform.x86()'s").isEqualTo(run);
    }

    /**
     * MTU 9000 on 128-byte lines, 2 rx and 3 tx queues: data room 9216 + 128 = 9344; 704 + 9344 =
     * 10048 rounds to 79 x 128 = 10112 (padding 64, private area 640); object: 128 + 10112 = 10240
     * = 80 lines, gcd(80, 4) = 4, so 81 lines = 10368; mbufs 2 x 2048 + 3 x 2048 + 2 x 32 + 16384 =
     * 26688; memory 26688 x 10368 = 276701184.
     */
    @Test
    void mtu9000On128ByteLinesPerPort() {
        Run run = plan("--mtu", "9000", "--cache-line", "128", "--rxq", "2", "--txq", "3");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("private area     640 = dp_packet 704 - rte_mbuf 128 + padding 64\n",
                "mbuf element     10112 = 79 cache lines of 128\n",
                "mempool object   10368 = header 128 + element 10112 + trailer 128 (spread: channels x ranks = 4 x 1)\n",
                "mbufs (per port) 26688\n", "memory           276701184 bytes (263.9 MiB)\n");
    }

    /** MTU 68 without headroom: frame 94, data room ROUND_UP(94, 1024) = 1024; 16384 mbufs (the floor). */
    @Test
    void theSmallestMtuWithoutHeadroom() {
        assertThat(plan("--mtu", "68", "--headroom", "0").out()).contains("data room        1024 = ROUND_UP(94, 1024)"
                + " + headroom 0\n", "mbufs (shared)   16384\n");
    }

    @Test
    void eachBadValueIsRefusedInOneLineNamingItAndTheRule() {
        plan().refusedWith("--mtu");
        plan("--mtu", "9800").refusedWith("MTU 9800 refused (SIZE-7)");
        plan("--mtu", "x").refusedWith("'x' is not a whole number");
        plan("--mtu=").refusedWith("'' is not a whole number");
        plan("--mtu", "99999999999999999999").refusedWith("'99999999999999999999' is not a whole number");
        plan("--mtu").refusedWith("--mtu");
        plan("--mtu", "1500", "--speed", "1").refusedWith("--speed");
        plan("--mtu", "1500", "extra").refusedWith("extra");
        plan("--mtu", "1500", "--rxq", "1").refusedWith("--rxq and --txq go together");
        plan("--mtu", "1500", "--txq", "1").refusedWith("--rxq and --txq go together");
        plan("--mtu", "1500", "--cache-line", "48").refusedWith("cache line 48 refused: it must be a power of two");
        plan("--mtu", "1500", "--headroom", "7").refusedWith("headroom 7 refused: it must be a multiple of 8");
        plan("--mtu", "1500", "--dp-packet", "120").refusedWith("sizeof(dp_packet) 120 refused");
        plan("--mtu", "1500", "--rxq", "0", "--txq", "1").refusedWith("rx queues 0 refused (SIZE-11)");
        plan("--mtu", "1500", "--rxq", "1", "--txq", "1025").refusedWith("tx queues 1025 refused (SIZE-11)");
        // 1526 rounds to 2048; 2048 + 65000 = 67048 does not fit the 16-bit data room.
        plan("--mtu", "1500", "--headroom", "65000").refusedWith("data room 67048", "16 bits (SIZE-9)");
    }

    @Test
    void aRepeatedOptionIsRefusedNotOverwritten() {
        plan("--mtu", "1500", "--mtu", "9000").refusedWith("--mtu", "only once");
        plan("--mtu", "1500", "--rxq", "1", "--txq", "1", "--rxq=2").refusedWith("--rxq", "only once");
    }

    @Test
    void helpAndVersionExitZero() {
        Run help = plan("--help");
        assertThat(help.status()).isZero();
        assertThat(help.err()).isEmpty();
        // The MTU window of specs/sizing.md, SIZE-7: 68 to 9728 - 26.
        assertThat(help.out()).contains("Usage: plan", "The MTU, 68 to 9702 (SIZE-7).", "--mtu=BYTES", "--rxq=N", "--txq=N", "-V, --version",
                "default 64.", "default 128.", "default 704.");
        Run version = plan("--version");
        assertThat(version.status()).isZero();
        assertThat(version.out()).matches("ring-oracle plan \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n");
    }

    /**
     * Options in any combination, each with an edge value, a bad one or a malformed one: the command
     * plans (exit 0) or refuses in one line (exit 2), never with a stack trace.
     */
    @Test
    void noCombinationOfOptionsEndsInAStackTrace() {
        List<String> options = List.of("--mtu", "--cache-line", "--headroom", "--dp-packet", "--rxq", "--txq");
        List<String> values = List.of("-1", "0", "1", "8", "68", "128", "1500", "9710", "65000", "1048576",
                "2147483648", "9223372036854775807", "-9223372036854775808", "x", "");
        Gen<List<String>> lines = Generate.intArrays(Generate.constant(options.size()),
                Generate.range(-1, values.size() - 1)).map(picks -> {
                    List<String> args = new ArrayList<>();
                    for (int i = 0; i < picks.length; i++) {
                        if (picks[i] >= 0) {
                            args.add(options.get(i) + "=" + values.get(picks[i]));
                        }
                    }
                    return args;
                });
        for (List<String> args : Oracle.sample(lines, 400)) {
            Run run = plan(args.toArray(String[]::new));
            assertThat(run.status()).as("%s", args).isIn(0, Planner.REFUSED);
            assertThat(run.err()).as("%s", args).doesNotContain("Exception", "\tat ");
            if (run.status() == 0) {
                assertThat(run.err()).isEmpty();
            } else {
                run.refusedWith("");
            }
        }
    }
}
