package org.ringoracle.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.sizing.contract.SizingGenerators;

/** The sizing generators draw the edges they promise. */
class SizingGeneratorsTest {

    @Property
    void mtusIncludeTheKilobyteEdges() {
        List<Integer> mtus = Oracle.sample(SizingGenerators.mtus(), 1000);
        // 1024k - 26 and one more: the MTUs whose largest frame is exactly, or just over, k kilobytes.
        assertThat(mtus).containsAnyOf(998, 2022, 3046, 4070).containsAnyOf(999, 2023, 3047, 4071)
                .contains(68, 9702).allMatch(Frame::isValidMtu);
    }

    @Property
    void platformsComeWithAndWithoutSpreading() {
        List<Platform> platforms = Oracle.sample(SizingGenerators.platforms(), 300);
        assertThat(platforms).anyMatch(Platform::spread).anyMatch(p -> !p.spread())
                .allMatch(p -> p.headroom() <= 1024);
    }
}
