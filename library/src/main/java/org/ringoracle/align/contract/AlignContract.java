package org.ringoracle.align.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.quicktheories.core.Gen;
import org.quicktheories.api.Pair;
import org.quicktheories.generators.Generate;
import java.util.List;
import org.ringoracle.align.Align;
import org.ringoracle.align.Rounding;
import org.ringoracle.align.model.ExactAlign;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.SetAside;

/**
 * Every property of specs/sizing.md SIZE-1 to SIZE-5. Extend this class and return your
 * implementation from {@link #rounding()} to check it:
 *
 * <pre>{@code
 * class MyAlignTest extends AlignContract {
 *     @Override
 *     protected Rounding rounding() {
 *         return new MyAlign();
 *     }
 * }
 * }</pre>
 */
public abstract class AlignContract {

    /** Examples of each property. */
    public static final int EXAMPLES = 1000;

    /** The implementation under test. */
    protected abstract Rounding rounding();

    /** A pair of operands, printed as {@code (v, a)}. */
    record Operands(long x, long y) {
        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    private static Gen<Operands> aligned() {
        return AlignGenerators.values().zip(AlignGenerators.powersOfTwo(), Operands::new);
    }

    private static Gen<Operands> divided() {
        return AlignGenerators.values().zip(AlignGenerators.divisors(), Operands::new);
    }

    /**
     * What an operation gave: the number, or that it was refused, by an ArithmeticException that
     * does or does not name the clause, or as an illegal argument.
     */
    private static String outcome(LongSupplier operation, String clause) {
        try {
            return Long.toString(operation.getAsLong());
        } catch (ArithmeticException e) {
            return String.valueOf(e.getMessage()).contains(clause) ? "refused by " + clause : "refused: " + e.getMessage();
        } catch (IllegalArgumentException e) {
            return "refused as an illegal argument (" + e.getMessage() + ")";
        }
    }

    /**
     * Requires {@code call} to give {@code meant}: a different number, or a refusal of arguments
     * the clause allows, violates {@code clause}.
     */
    private static void require(String clause, String call, LongSupplier operation, String meant) {
        Clause.require(clause, call + " is", outcome(operation, clause), meant);
    }

    /** The value of {@code call}, whose arguments {@code clause} allows: a refusal violates it. */
    private static long legal(String clause, String call, LongSupplier operation) {
        return Refusal.ILLEGAL_ARGUMENT.allowed(clause, call, operation::getAsLong);
    }

    private static String meant(OptionalLong exact, String clause) {
        return exact.isPresent() ? Long.toString(exact.getAsLong()) : "refused by " + clause;
    }

    /** SIZE-1: ceil(v, a) is the least multiple of a at least v, or refused when that exceeds 2^32 - 1. */
    @Property("SIZE-1")
    public void ceilIsTheLeastMultipleAtLeastTheValue() {
        Oracle.check("SIZE-1", EXAMPLES, aligned(), o -> require("SIZE-1", "ceil" + o,
                () -> rounding().ceil(o.x(), o.y()), meant(ExactAlign.ceil(o.x(), o.y()), "SIZE-1")));
    }

    /** SIZE-2: floor(v, a) is the greatest multiple of a at most v, so floor <= v <= ceil. */
    @Property("SIZE-2")
    public void floorIsTheGreatestMultipleAtMostTheValue() {
        Oracle.check("SIZE-2", EXAMPLES, aligned(), o -> require("SIZE-2", "floor" + o,
                () -> rounding().floor(o.x(), o.y()), Long.toString(ExactAlign.floor(o.x(), o.y()))));
    }

    /**
     * SIZE-3: aligning is idempotent and monotone: ceil(ceil(v)) = ceil(v), and v <= w gives
     * ceil(v) <= ceil(w), floor likewise (for v and w up to the last multiple of a, so that
     * their ceilings fit in 32 bits). Half the cases take w = the exact ceil(v), the step where a
     * ceiling that goes too far passes the next one.
     */
    @Property("SIZE-3")
    public void aligningIsIdempotentAndMonotone() {
        record Ordered(long v, long w, long a) {
            @Override
            public String toString() {
                return "v=" + v + ", w=" + w + ", a=" + a;
            }
        }
        Gen<Ordered> cases = AlignGenerators.values().zip(AlignGenerators.values(), AlignGenerators.powersOfTwo(),
                booleans().all(), (v, w, a, step) -> {
                    long top = ExactAlign.floor(Align.UINT32_MAX, a);
                    long low = Math.min(Math.min(v, w), top);
                    return new Ordered(low, step ? ExactAlign.ceil(low, a).getAsLong() : Math.min(Math.max(v, w), top), a);
                });
        Oracle.check("SIZE-3", EXAMPLES, cases, c -> {
            Rounding r = rounding();
            long floorV = legal("SIZE-3", "floor(" + c.v() + ", " + c.a() + ")", () -> r.floor(c.v(), c.a()));
            long floorW = legal("SIZE-3", "floor(" + c.w() + ", " + c.a() + ")", () -> r.floor(c.w(), c.a()));
            Clause.require("SIZE-3", "floor(floor(v)) = floor(" + floorV + ", " + c.a() + ") is",
                    legal("SIZE-3", "floor(" + floorV + ", " + c.a() + ")", () -> r.floor(floorV, c.a())), floorV);
            Clause.require("SIZE-3", "floor(v) = " + floorV + " <= floor(w) = " + floorW + " is", floorV <= floorW, true);
            long ceilV = legal("SIZE-3", "ceil(" + c.v() + ", " + c.a() + ")", () -> r.ceil(c.v(), c.a()));
            long ceilW = legal("SIZE-3", "ceil(" + c.w() + ", " + c.a() + ")", () -> r.ceil(c.w(), c.a()));
            Clause.require("SIZE-3", "ceil(ceil(v)) = ceil(" + ceilV + ", " + c.a() + ") is",
                    legal("SIZE-3", "ceil(" + ceilV + ", " + c.a() + ")", () -> r.ceil(ceilV, c.a())), ceilV);
            Clause.require("SIZE-3", "ceil(v) = " + ceilV + " <= ceil(w) = " + ceilW + " is", ceilV <= ceilW, true);
        });
    }

    /** SIZE-4: ROUND_UP, ROUND_DOWN and DIV_ROUND_UP for any divisor from 1 to 2^32 - 1. */
    @Property("SIZE-4")
    public void roundingWorksForAnyPositiveDivisor() {
        Oracle.check("SIZE-4", EXAMPLES, divided(), o -> {
            Rounding r = rounding();
            require("SIZE-4", "roundUp" + o, () -> r.roundUp(o.x(), o.y()),
                    meant(ExactAlign.roundUp(o.x(), o.y()), "SIZE-4"));
            require("SIZE-4", "roundDown" + o, () -> r.roundDown(o.x(), o.y()),
                    Long.toString(ExactAlign.roundDown(o.x(), o.y())));
            require("SIZE-4", "divRoundUp" + o, () -> r.divRoundUp(o.x(), o.y()),
                    Long.toString(ExactAlign.divRoundUp(o.x(), o.y())));
        });
    }

    /**
     * SIZE-5: isPowerOfTwo(n) exactly for 2^0 .. 2^31, so not for a long outside 32 bits (2^32 to
     * 2^62 drawn often), which may instead be refused by name; nextPowerOfTwo(x) the least power
     * of two at least x (1 for 0), refused above 2^31; previousPowerOfTwo(x) the greatest at most x.
     */
    @Property("SIZE-5")
    public void powersOfTwoAreFoundBothWays() {
        Oracle.check("SIZE-5", EXAMPLES, AlignGenerators.values(), x -> {
            Rounding r = rounding();
            require("SIZE-5", "isPowerOfTwo(" + x + ") (1 for true)", () -> r.isPowerOfTwo(x) ? 1 : 0,
                    ExactAlign.isPowerOfTwo(x) ? "1" : "0");
            require("SIZE-5", "nextPowerOfTwo(" + x + ")", () -> r.nextPowerOfTwo(x),
                    meant(ExactAlign.nextPowerOfTwo(x), "SIZE-5"));
            long positive = Math.max(1, x);
            require("SIZE-5", "previousPowerOfTwo(" + positive + ")", () -> r.previousPowerOfTwo(positive),
                    meant(ExactAlign.previousPowerOfTwo(positive), "SIZE-5"));
        });
        Oracle.check("SIZE-5", EXAMPLES, AlignGenerators.outside(), n -> {
            Rounding r = rounding();
            boolean[] holds = new boolean[1];
            Throwable refused = SetAside.thrownBy(() -> holds[0] = r.isPowerOfTwo(n));
            if (refused == null) {
                assertThat(holds[0]).as("isPowerOfTwo(%d)", n).isFalse();
            } else {
                assertThat(refused).as("isPowerOfTwo(%d)", n).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining(Long.toString(n));
            }
        });
    }

    /**
     * SIZE-1, SIZE-4, SIZE-5: an alignment that is not a power of two from 1 to 2^31 (one of 32
     * bits, or outside them: 2^32 to 2^62 drawn often), a divisor of 0 or outside 32 bits, a value
     * outside 32 bits (for ceil and floor generated beyond -1 and 2^32, which are pinned by name),
     * and previousPowerOfTwo(0) are refused with an IllegalArgumentException naming the value.
     */
    @Property({"SIZE-1", "SIZE-4", "SIZE-5"})
    public void badArgumentsAreRefusedByName() {
        Gen<Long> badAlignments = Generate.frequency(List.of(
                Pair.of(1, AlignGenerators.values().assuming(a -> !ExactAlign.isPowerOfTwo(a))),
                Pair.of(1, AlignGenerators.outside())));
        Oracle.check("SIZE-1", EXAMPLES, badAlignments, a -> {
            Rounding r = rounding();
            assertThat(SetAside.thrownBy(() -> r.ceil(5, a))).as("ceil(5, %d)", a)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(a));
            assertThat(SetAside.thrownBy(() -> r.floor(5, a))).as("floor(5, %d)", a)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(a));
        });
        Oracle.check("SIZE-4", EXAMPLES, AlignGenerators.outside().zip(AlignGenerators.divisors(), Operands::new),
                o -> roundingRefuses(o, o.x()));
        Oracle.check("SIZE-4", EXAMPLES, AlignGenerators.values().zip(AlignGenerators.outside(), Operands::new),
                o -> roundingRefuses(o, o.y()));
        // Beyond the edges, which are pinned by name below.
        Gen<Long> outside = Generate.frequency(List.of(Pair.of(1, longs().between(Long.MIN_VALUE, -2)),
                Pair.of(1, longs().between(-4096, -2)), Pair.of(1, longs().between((1L << 32) + 1, (1L << 32) + 4096)),
                Pair.of(1, longs().between((1L << 32) + 1, Long.MAX_VALUE))));
        Oracle.check("SIZE-1", EXAMPLES, outside.zip(AlignGenerators.powersOfTwo(), Operands::new), o -> {
            Rounding values = rounding();
            assertThat(SetAside.thrownBy(() -> values.ceil(o.x(), o.y()))).as("ceil%s", o)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(o.x()));
            assertThat(SetAside.thrownBy(() -> values.floor(o.x(), o.y()))).as("floor%s", o)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(o.x()));
        });
        Rounding r = rounding();
        Clause.holds("SIZE-1", () -> {
            assertThat(SetAside.thrownBy(() -> r.ceil(-1, 8))).as("ceil(-1, 8)")
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
            assertThat(SetAside.thrownBy(() -> r.floor(1L << 32, 8))).as("floor(2^32, 8)")
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(1L << 32));
        });
        Clause.holds("SIZE-4", () -> assertThat(SetAside.thrownBy(() -> r.roundUp(5, 0))).as("roundUp(5, 0)")
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("divisor 0"));
        Clause.holds("SIZE-5", () -> assertThat(SetAside.thrownBy(() -> r.previousPowerOfTwo(0)))
                .as("previousPowerOfTwo(0)").isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SIZE-5"));
    }

    /** roundUp, roundDown and divRoundUp of {@code o} each refused by an IllegalArgumentException naming {@code bad}. */
    private void roundingRefuses(Operands o, long bad) {
        Rounding r = rounding();
        String named = Long.toString(bad);
        assertThat(SetAside.thrownBy(() -> r.roundUp(o.x(), o.y()))).as("roundUp%s", o)
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(named);
        assertThat(SetAside.thrownBy(() -> r.roundDown(o.x(), o.y()))).as("roundDown%s", o)
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(named);
        assertThat(SetAside.thrownBy(() -> r.divRoundUp(o.x(), o.y()))).as("divRoundUp%s", o)
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(named);
    }
}
