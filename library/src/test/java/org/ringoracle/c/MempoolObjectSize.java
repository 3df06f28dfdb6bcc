package org.ringoracle.c;

import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.sizing.Platform;
import org.ringoracle.sizing.model.ExactSizing;

/**
 * The DPDK judged: rte_mempool_calc_obj_size against the SIZE-10 model, as a target of one
 * property. Not through SizingContract: that contract varies the cache line, the header and the
 * channels per platform, and the library takes them from its build and from EAL's memory
 * configuration, which is not initialised here, so DPDK's defaults apply (4 channels, 1 rank). The
 * platform is this build's: RTE_CACHE_LINE_SIZE and sizeof(struct rte_mempool_objhdr) from its headers.
 */
public final class MempoolObjectSize {

    /** RTE_MEMPOOL_F_NO_SPREAD (rte_mempool.h). */
    static final int NO_SPREAD = 0x0001;

    static Platform platform(boolean spread) {
        Platform x86 = Platform.x86();
        return new Platform(Shim.C.ro_rte_cache_line_size(), x86.headroom(), x86.mbufHeader(), x86.dpPacket(),
                Shim.C.ro_rte_mempool_objhdr_size(), 4, 1, spread, x86.maxLcore(), x86.rxqSize(), x86.txqSize());
    }

    static long objectSize(long element, boolean spread) {
        return Integer.toUnsignedLong(Shim.C.ro_rte_mempool_calc_obj_size((int) element, spread ? 0 : NO_SPREAD));
    }

    /** SIZE-10 for elements from 0 to 70,000 bytes, with and without spreading: the model's size. */
    @Property("SIZE-10")
    public void objectSizesAreTheModelsBelowTheTopOfThirtyTwoBits() {
        Gen<Pair<Integer, Boolean>> cases = Generate.frequency(List.of(
                Pair.of(3, integers().between(0, 70_000)),
                Pair.of(1, integers().between(0, 300)))).zip(Generate.booleans(), Pair::of);
        Oracle.check("SIZE-10", 1000, cases, c -> require(c._1, c._2));
    }

    /** SIZE-10 for every element from 0 to 200 bytes, spread and not: the smallest objects, one to four lines. */
    @Property("SIZE-10")
    public void smallElementsAreTheModels() {
        Oracle.each(java.util.stream.IntStream.rangeClosed(0, 200).boxed().toList(), e -> {
            require(e, true);
            require(e, false);
        });
    }

    private static void require(long element, boolean spread) {
        Clause.require("SIZE-10", "object size for an element of " + element + (spread ? " bytes, spread"
                : " bytes, not spread"), objectSize(element, spread), new ExactSizing(platform(spread)).objectSize(element));
    }
}
