package org.ringoracle.fifo.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.ringoracle.capacity.CapacityRule;
import org.ringoracle.fifo.model.ListFifo;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Scenario;
import org.ringoracle.harness.Settings;

/**
 * Measures what the lockstep generator reaches, running the very scenarios of
 * {@link FifoContract#behavesAsTheModelInLockstep} (same generator, seed and examples) on the
 * model: full, empty after holding elements, index wrap, a batch split across the end, refused
 * and partial puts, gets from empty, and every size from 2 to 2^12 (the KNI fifo's rule, up to the generated runs' largest). Writes the table to
 * {@code reports/coverage/fifo-generation.md} when run by Maven.
 */
class GenerationCoverageTest {

    enum Reached {
        FULL("full (count = capacity)"),
        EMPTIED("empty again after holding elements"),
        WRAP("write index wrapped past the end"),
        SPLIT_BATCH("one put batch split across the end"),
        REFUSED_PUT("put of n > 0 into a full fifo (returns 0)"),
        PARTIAL_PUT("put of n stored fewer than n but more than 0"),
        GET_ON_EMPTY("get of n > 0 from an empty fifo");

        final String text;

        Reached(String text) {
            this.text = text;
        }
    }

    @Property
    void lockstepGenerationReachesEveryEdgeState() throws IOException {
        Map<Reached, Integer> runs = new EnumMap<>(Reached.class);
        Map<Integer, Integer> lengths = new TreeMap<>();
        long[] steps = {0};
        int examples = Oracle.check("FIFO-2, FIFO-8", FifoContract.LOCKSTEP_EXAMPLES,
                FifoGenerators.scenarios(CapacityRule.oneSlotEmpty()), s -> {
            lengths.merge(s.start().size(), 1, Integer::sum);
            steps[0] += s.ops().size();
            for (Reached r : reached(s)) {
                runs.merge(r, 1, Integer::sum);
            }
        });

        StringBuilder table = new StringBuilder("# Generation coverage of the fifo lockstep property\n\n"
                + "Measured by `GenerationCoverageTest` on the scenarios `FifoContract.behavesAsTheModelInLockstep` "
                + "runs (same generator, seed and example count): " + examples + " runs, " + steps[0] + " steps.\n\n"
                + "| state reached | runs | share |\n|---|---:|---:|\n");
        for (Reached r : Reached.values()) {
            int n = runs.getOrDefault(r, 0);
            table.append("| ").append(r.text).append(" | ").append(n).append(" | ")
                    .append(String.format("%.0f%%", 100.0 * n / examples)).append(" |\n");
        }
        table.append("\n| length | runs |\n|---:|---:|\n");
        lengths.forEach((length, n) -> table.append("| ").append(length).append(" | ").append(n).append(" |\n"));
        System.out.println(table);
        String reports = System.getProperty("ringoracle.reports");
        if (reports != null && Settings.fromSystem().isDefault()) {
            Path file = Path.of(reports, "coverage", "fifo-generation.md");
            Files.createDirectories(file.getParent());
            Files.writeString(file, table);
        }

        for (Reached r : Reached.values()) {
            assertThat(runs.getOrDefault(r, 0)).as(r.text).isGreaterThanOrEqualTo(examples / 20);
        }
        for (int length = 2; length <= FifoGenerators.MAX_RUN_SIZE; length *= 2) {
            assertThat(lengths).as("runs of length %d", length).containsKey(length);
        }
    }

    /** The edge states one scenario reaches, replayed on the model. */
    static java.util.Set<Reached> reached(Scenario<FifoStart, FifoOp> s) {
        java.util.Set<Reached> reached = java.util.EnumSet.noneOf(Reached.class);
        ListFifo<Long> fifo = new ListFifo<>(s.start().capacity());
        long stored = 0;
        for (FifoOp op : s.ops()) {
            Long[] batch = new Long[op.num()];
            if (op instanceof FifoOp.Put) {
                int at = (int) (stored % s.start().size());
                int n = fifo.put(batch, op.num());
                if (op.num() > 0 && n == 0) {
                    reached.add(Reached.REFUSED_PUT);
                }
                if (n > 0 && n < op.num()) {
                    reached.add(Reached.PARTIAL_PUT);
                }
                if (at + n > s.start().size()) {
                    reached.add(Reached.SPLIT_BATCH);
                }
                stored += n;
                if (stored >= s.start().size()) {
                    reached.add(Reached.WRAP);
                }
                if (fifo.freeCount() == 0) {
                    reached.add(Reached.FULL);
                }
            } else {
                if (op.num() > 0 && fifo.count() == 0) {
                    reached.add(Reached.GET_ON_EMPTY);
                }
                if (fifo.get(batch, op.num()) > 0 && fifo.count() == 0) {
                    reached.add(Reached.EMPTIED);
                }
            }
        }
        return reached;
    }
}
