package org.ringoracle.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.OptionalLong;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Verdict;
import org.ringoracle.harness.Expected;
import org.ringoracle.harness.Outcome;
import org.ringoracle.ring.contract.RingMemoryContract;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.align.contract.AlignGenerators;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.ring.model.ExactRingMemory;

/** The ring memory size over the whole unsigned 32-bit range of counts. */
class RingMemoryTest {

    private static Gen<RingMemory> layouts() {
        return integers().between(0, 128).zip(integers().between(3, 12), integers().between(0, 2),
                (header, line, guard) -> new RingMemory(8L * header, 1L << line, guard));
    }

    private static Gen<Long> elementSizes() {
        return Generate.frequency(List.of(
                Pair.of(3, integers().between(1, 64).map(k -> 4L * k)),
                Pair.of(1, longs().between(-4, 70_000))));
    }

    /**
     * RING-13, RING-14: for every uint32 count and element size, the size is the exact model's
     * ALIGN_CEIL(header + count x esize, line) + guard x line, or refused by name exactly where
     * the model has none.
     */
    @Property({"RING-13", "RING-14"})
    void sizeIsTheExactModelsOrRefusedByName() {
        Gen<Object[]> cases = layouts().zip(AlignGenerators.values().mix(AlignGenerators.powersOfTwo(), 50),
                elementSizes(), (layout, count, esize) -> new Object[] {layout, count, esize})
                .describedAs(c -> "count " + c[1] + ", element " + c[2] + " bytes, " + c[0]);
        Oracle.check("RING-13", 2000, cases, c -> {
            RingMemory layout = (RingMemory) c[0];
            long count = (Long) c[1];
            long esize = (Long) c[2];
            OptionalLong exact = ExactRingMemory.size(layout, count, esize);
            Throwable refusal = catchThrowable(() -> layout.size(count, esize));
            if (exact.isPresent()) {
                assertThat(layout.size(count, esize)).as("size").isEqualTo(exact.getAsLong());
            } else {
                assertThat(refusal).as("refusal").isInstanceOf(IllegalArgumentException.class).hasMessageContaining("RING-14");
            }
        });
    }

    /** Current DPDK on x86 through the memory contract, refusals naming value and clause. */
    @Nested
    class X86 extends RingMemoryContract {
        @Override
        protected RingMemory layout() {
            return RingMemory.x86();
        }

        @Override
        protected long size(long count, long esize) {
            return layout().size(count, esize);
        }

        @Override
        protected Refusal refusal() {
            return Refusal.ILLEGAL_ARGUMENT.naming();
        }
    }

    /** Releases before the guard line, 128-byte lines (POWER), with the contract's default refusal. */
    @Nested
    class OlderOnPower extends RingMemoryContract {
        @Override
        protected RingMemory layout() {
            return new RingMemory(384, 128, 0);
        }

        @Override
        protected long size(long count, long esize) {
            return layout().size(count, esize);
        }
    }

    /**
     * DPDK's own check, which lets an element size of 0 through (specs/ring.md, facts): the size is
     * then the header rounded to a line plus the guard, 448 on x86. Rejected by RING-14: 0 is one
     * of the edge element sizes.
     */
    @Test
    void anElementSizeOfZeroIsRejected(TestReporter reporter) {
        RingMemoryContract acceptsZero = new X86() {
            @Override
            protected long size(long count, long esize) {
                return esize == 0 ? 448 : layout().size(count, esize);
            }
        };
        Expected.rejectedBy("RING-14", "RING-14").check(Verdict.of(acceptsZero)
                .publish(reporter, "ring memory accepting element size 0"));
    }

    /**
     * A size computed in 32 bits, as a caller storing it in an {@code unsigned int} would: right
     * up to 4 GiB, wrong beyond. Rejected by RING-13 at 2^30 elements of 4 bytes, the one edge
     * request above 2^32 bytes: 4294967744 (theDpdkGetMemsizeOf1024Pointers) less 2^32 = 4294967296
     * leaves 448.
     */
    @Test
    void aSizeTruncatedTo32BitsIsRejected(TestReporter reporter) {
        RingMemoryContract truncated = new X86() {
            @Override
            protected long size(long count, long esize) {
                return layout().size(count, esize) & 0xFFFF_FFFFL;
            }
        };
        Verdict verdict = Expected.rejectedBy("RING-13", "RING-13").check(Verdict.of(truncated)
                .publish(reporter, "ring memory size in 32 bits"));
        // The edge requests are fixed cases, so their violation has no generated counterexample.
        assertThat(verdict.violations("RING-13")).filteredOn(v -> v.counterexample().isEmpty()).singleElement()
                .extracting(Outcome.Violated::reason).isEqualTo("RING-13: size"
                + " for count 1073741824, element 4 bytes with RingMemory[header=384, cacheLine=64, guardLines=1] is"
                + " 448 where 4294967744 is required");
    }

    /** By hand: 384 + 1024 x 8 = 8576 = 134 lines of 64, plus a guard line: 8640; without the guard 8576. */
    @Test
    void theDpdkGetMemsizeOf1024Pointers() {
        assertThat(RingMemory.x86().size(1024, 8)).isEqualTo(8640);
        assertThat(new RingMemory(384, 64, 0).size(1024, 8)).isEqualTo(8576);
        // 384 + 2^30 x 4 = 4294967680 = 67108866 lines exactly; plus one: 4294967744.
        assertThat(RingMemory.x86().size(1 << 30, 4)).isEqualTo(4_294_967_744L);
        assertThat(new RingMemory(100 * 8, 128, 0).size(1, 4)).isEqualTo(896);
    }

    @Test
    void theErrorCasesByName() {
        assertThatThrownBy(() -> RingMemory.x86().size(1024, 6)).hasMessage(
                "element size 6 refused (RING-14): it must be a multiple of 4 from 4 to 65536");
        assertThatThrownBy(() -> RingMemory.x86().size(1024, 0)).hasMessageContaining("element size 0");
        assertThatThrownBy(() -> RingMemory.x86().size(1024, 65540)).hasMessageContaining("element size 65540");
        assertThatThrownBy(() -> RingMemory.x86().size(0, 8)).hasMessage(
                "count 0 refused (RING-14): it must be a power of two from 1 to 0x7FFFFFFF");
        assertThatThrownBy(() -> RingMemory.x86().size(1000, 8)).hasMessageContaining("count 1000");
        assertThatThrownBy(() -> RingMemory.x86().size(1L << 31, 8)).hasMessageContaining("count 2147483648");
        assertThat(RingMemory.x86().size(1, 65536)).isEqualTo(384 + 65536 + 64);
        assertThatThrownBy(() -> new RingMemory(-8, 64, 1)).hasMessageContaining("header -8");
        assertThatThrownBy(() -> new RingMemory(0, 64, 65)).hasMessageContaining("guard lines 65");
        assertThatThrownBy(() -> new RingMemory((1 << 20) + 8, 64, 0)).hasMessageContaining("header 1048584");
        assertThatThrownBy(() -> new RingMemory(0, 48, 0)).hasMessage(
                "cache line 48 refused: it must be a power of two from 8 to 4096");
        assertThatThrownBy(() -> new RingMemory(0, 8192, 0)).hasMessageContaining("cache line 8192");
        assertThatThrownBy(() -> new RingMemory(0, 4, 0)).hasMessageContaining("cache line 4");
        assertThat(new RingMemory(1 << 20, 4096, 64).cacheLine()).isEqualTo(4096);
    }
}
