package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Scenario;
import org.ringoracle.harness.Settings;
import org.ringoracle.ring.contract.RingContract;
import org.ringoracle.ring.contract.RingOp;
import org.ringoracle.ring.contract.RingStart;
import org.ringoracle.ring.model.RingModel;

/**
 * Measures what the ring lockstep generator reaches for each design, on the very scenarios of
 * {@link RingContract#behavesAsTheModelAcrossTheWrap} (same generator, seed and examples), replayed
 * on the model: the share of runs whose producer index crosses 2^w, and full, empty after holding,
 * a refused bulk and a partial burst. Writes {@code reports/coverage/ring-generation.md} when run
 * by Maven.
 */
class RingGenerationCoverageTest {

    enum Reached {
        WRAP("producer index crossed 2^w"),
        FULL("full"),
        EMPTIED("empty again after holding elements"),
        BULK_REFUSED("bulk of n > 0 refused (moved 0)"),
        PARTIAL_BURST("burst moved fewer than asked but more than 0");

        final String text;

        Reached(String text) {
            this.text = text;
        }
    }

    static Set<Reached> reached(Scenario<RingStart, RingOp> s, RingModel<Long> model) {
        Set<Reached> reached = EnumSet.noneOf(Reached.class);
        for (RingOp op : s.ops()) {
            Long[] batch = new Long[op.n()];
            int held = model.count();
            int moved = op instanceof RingOp.Enqueue
                    ? (op.bulk() ? model.enqueueBulk(batch, op.n()) : model.enqueueBurst(batch, op.n()))
                    : (op.bulk() ? model.dequeueBulk(batch, op.n()) : model.dequeueBurst(batch, op.n()));
            if (op.bulk() && op.n() > 0 && moved == 0) {
                reached.add(Reached.BULK_REFUSED);
            }
            if (!op.bulk() && moved > 0 && moved < op.n()) {
                reached.add(Reached.PARTIAL_BURST);
            }
            if (model.producerWrapped()) {
                reached.add(Reached.WRAP);
            }
            if (model.isFull() && model.capacity() > 0) {
                reached.add(Reached.FULL);
            }
            if (held > 0 && model.isEmpty()) {
                reached.add(Reached.EMPTIED);
            }
        }
        return reached;
    }

    @Property
    void everyDesignsRunsCrossTheWrapAndReachTheEdges() throws IOException {
        Map<String, RingContract> designs = new LinkedHashMap<>();
        designs.put("rte_ring", new RteRingTest());
        designs.put("rte_ring exact", new RteRingExactTest());
        designs.put("kfifo", new KfifoTest());
        designs.put("kfifo over a buffer", new KfifoOverBufferTest());
        designs.put("virtio (16-bit)", new VirtioRingTest());
        designs.put("ck_ring", new CkRingTest());
        StringBuilder table = new StringBuilder("# Generation coverage of the ring lockstep property\n\n"
                + "Measured by `RingGenerationCoverageTest` on the scenarios `RingContract.behavesAsTheModelAcrossTheWrap`"
                + " runs for each design (same generator, seed and example count), replayed on the model.\n\n| design | runs |");
        for (Reached r : Reached.values()) {
            table.append(' ').append(r.text).append(" |");
        }
        table.append("\n|---|---:|").append("---:|".repeat(Reached.values().length)).append('\n');
        for (Map.Entry<String, RingContract> design : designs.entrySet()) {
            RingContract contract = design.getValue();
            Map<Reached, Integer> runs = new EnumMap<>(Reached.class);
            int examples = Oracle.check("RING-12", RingContract.LOCKSTEP_EXAMPLES, contract.scenarios(),
                    s -> reached(s, contract.model(s)).forEach(r -> runs.merge(r, 1, Integer::sum)));
            table.append("| ").append(design.getKey()).append(" | ").append(examples).append(" |");
            for (Reached r : Reached.values()) {
                int n = runs.getOrDefault(r, 0);
                table.append(' ').append(n).append(String.format(" (%.0f%%)", 100.0 * n / examples)).append(" |");
                assertThat(n).as("%s: %s", design.getKey(), r.text).isGreaterThanOrEqualTo(examples / 10);
            }
            table.append('\n');
        }
        System.out.println(table);
        String reports = System.getProperty("ringoracle.reports");
        if (reports != null && Settings.fromSystem().isDefault()) {
            Path file = Path.of(reports, "coverage", "ring-generation.md");
            Files.createDirectories(file.getParent());
            Files.writeString(file, table);
        }
    }
}
