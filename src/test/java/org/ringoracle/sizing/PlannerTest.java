package org.ringoracle.sizing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The planner's output, every number worked by hand from specs/sizing.md (facts) (x86 defaults). */
class PlannerTest {

    /**
     * MTU 1500: largest frame 1526; data room ROUND_UP(1526, 1024) + 128 = 2176; dp_packet + data
     * room = 2880 = 45 x 64, so no padding and a private area of 704 - 128 = 576; object: header
     * 64 + 2880 = 2944 = 46 lines, gcd(46, 4) = 2, so 47 lines = 3008 (trailer 64); 262144 mbufs
     * x 3008 = 788529152 bytes.
     */
    @Test
    void mtu1500OnX86() {
        assertThat(Planner.plan("--mtu", "1500")).isEqualTo(String.join("\n",
                "MTU              1500 (largest frame 1526 bytes with two VLAN tags)",
                "data room        2176 = ROUND_UP(1526, 1024) + headroom 128",
                "private area     576 = dp_packet 704 - rte_mbuf 128 + padding 0",
                "mbuf element     2880 = 45 cache lines of 64",
                "mempool object   3008 = header 64 + element 2880 + trailer 64 (spread: channels x ranks = 4 x 1)",
                "mbufs (shared)   262144, then 131072, 65536, 32768, 16384 if allocation fails",
                "memory           788529152 bytes (752.0 MiB)",
                ""));
    }

    /**
     * MTU 9000 on 128-byte lines, 2 rx and 3 tx queues: data room 9216 + 128 = 9344; 704 + 9344 =
     * 10048 rounds to 79 x 128 = 10112 (padding 64, private area 640); object: 128 + 10112 = 10240
     * = 80 lines, gcd(80, 4) = 4, so 81 lines = 10368; mbufs 2 x 2048 + 3 x 2048 + 2 x 32 + 16384 =
     * 26688; memory 26688 x 10368 = 276701184.
     */
    @Test
    void mtu9000On128ByteLinesPerPort() {
        String plan = Planner.plan("--mtu", "9000", "--cache-line", "128", "--rxq", "2", "--txq", "3");
        assertThat(plan).contains("private area     640 = dp_packet 704 - rte_mbuf 128 + padding 64\n",
                "mbuf element     10112 = 79 cache lines of 128\n",
                "mempool object   10368 = header 128 + element 10112 + trailer 128 (spread: channels x ranks = 4 x 1)\n",
                "mbufs (per port) 26688\n", "memory           276701184 bytes (263.9 MiB)\n");
    }

    @Test
    void badOptionsAreRefusedByName() {
        assertThatThrownBy(() -> Planner.plan()).hasMessage("--mtu is required");
        assertThatThrownBy(() -> Planner.plan("--mtu", "9800")).hasMessageStartingWith("MTU 9800 refused (SIZE-7)");
        assertThatThrownBy(() -> Planner.plan("--mtu", "x")).hasMessage("--mtu x refused: not a whole number");
        assertThatThrownBy(() -> Planner.plan("--mtu")).hasMessage("--mtu needs a value");
        assertThatThrownBy(() -> Planner.plan("--speed", "1")).hasMessage("unknown option --speed");
        assertThatThrownBy(() -> Planner.plan("--mtu", "1500", "--rxq", "1")).hasMessageContaining("--rxq and --txq");
        assertThatThrownBy(() -> Planner.plan("--mtu", "1500", "--cache-line", "48"))
                .hasMessage("cache line 48 refused: it must be a power of two from 8 to 4096");
        assertThatThrownBy(() -> Planner.plan("--mtu", "1500", "--rxq", "0", "--txq", "1"))
                .hasMessageContaining("rx queues 0 refused (SIZE-11)");
    }

    @Test
    void theCommandPrintsThePlanOrTheRefusalWithItsUsage() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream o = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
        java.io.PrintStream e = new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8);
        assertThat(Planner.run(new String[] {"--mtu", "1500"}, o, e)).isZero();
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(Planner.plan("--mtu", "1500"));
        assertThat(Planner.run(new String[] {"--mtu", "1"}, o, e)).isEqualTo(2);
        assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8)).startsWith("MTU 1 refused (SIZE-7)")
                .contains("\nusage: Planner --mtu N");
    }

    @Test
    void theSmallestMtuWithoutHeadroom() {
        assertThat(Planner.plan("--mtu", "68", "--headroom", "0")).contains("data room        1024 = ROUND_UP(94, 1024)"
                + " + headroom 0\n", "mbufs (shared)   16384\n");
    }
}
