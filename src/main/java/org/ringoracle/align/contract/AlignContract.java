package org.ringoracle.align.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.quicktheories.core.Gen;
import org.ringoracle.align.Align;
import org.ringoracle.align.Rounding;
import org.ringoracle.align.model.ExactAlign;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
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
     * What an operation gave: the number, or that it was refused with an ArithmeticException that
     * does or does not name the clause.
     */
    private static String outcome(LongSupplier operation, String clause) {
        try {
            return Long.toString(operation.getAsLong());
        } catch (ArithmeticException e) {
            return String.valueOf(e.getMessage()).contains(clause) ? "refused by " + clause : "refused: " + e.getMessage();
        }
    }

    private static String meant(OptionalLong exact, String clause) {
        return exact.isPresent() ? Long.toString(exact.getAsLong()) : "refused by " + clause;
    }

    /** SIZE-1: ceil(v, a) is the least multiple of a at least v, or refused when that exceeds 2^32 - 1. */
    @Property("SIZE-1")
    public void ceilIsTheLeastMultipleAtLeastTheValue() {
        Oracle.check("SIZE-1", EXAMPLES, aligned(), o -> assertThat(outcome(() -> rounding().ceil(o.x(), o.y()), "SIZE-1"))
                .as("ceil%s", o).isEqualTo(meant(ExactAlign.ceil(o.x(), o.y()), "SIZE-1")));
    }

    /** SIZE-2: floor(v, a) is the greatest multiple of a at most v, so floor <= v <= ceil. */
    @Property("SIZE-2")
    public void floorIsTheGreatestMultipleAtMostTheValue() {
        Oracle.check("SIZE-2", EXAMPLES, aligned(), o -> assertThat(rounding().floor(o.x(), o.y()))
                .as("floor%s", o).isEqualTo(ExactAlign.floor(o.x(), o.y())));
    }

    /**
     * SIZE-3: aligning is idempotent and monotone: ceil(ceil(v)) = ceil(v), and v <= w gives
     * ceil(v) <= ceil(w), floor likewise (for v and w up to the last multiple of a, so that
     * their ceilings fit in 32 bits).
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
                (v, w, a) -> new Ordered(Math.min(Math.min(v, w), ExactAlign.floor(Align.UINT32_MAX, a)),
                        Math.min(Math.max(v, w), ExactAlign.floor(Align.UINT32_MAX, a)), a));
        Oracle.check("SIZE-3", EXAMPLES, cases, c -> {
            Rounding r = rounding();
            long floorV = r.floor(c.v(), c.a());
            assertThat(r.floor(floorV, c.a())).as("floor(floor(v))").isEqualTo(floorV);
            assertThat(floorV).as("floor(v) against floor(w)").isLessThanOrEqualTo(r.floor(c.w(), c.a()));
            long ceilV = r.ceil(c.v(), c.a());
            assertThat(r.ceil(ceilV, c.a())).as("ceil(ceil(v))").isEqualTo(ceilV);
            assertThat(ceilV).as("ceil(v) against ceil(w)").isLessThanOrEqualTo(r.ceil(c.w(), c.a()));
        });
    }

    /** SIZE-4: ROUND_UP, ROUND_DOWN and DIV_ROUND_UP for any divisor from 1 to 2^32 - 1. */
    @Property("SIZE-4")
    public void roundingWorksForAnyPositiveDivisor() {
        Oracle.check("SIZE-4", EXAMPLES, divided(), o -> {
            Rounding r = rounding();
            assertThat(outcome(() -> r.roundUp(o.x(), o.y()), "SIZE-4")).as("roundUp%s", o)
                    .isEqualTo(meant(ExactAlign.roundUp(o.x(), o.y()), "SIZE-4"));
            assertThat(r.roundDown(o.x(), o.y())).as("roundDown%s", o).isEqualTo(ExactAlign.roundDown(o.x(), o.y()));
            assertThat(r.divRoundUp(o.x(), o.y())).as("divRoundUp%s", o)
                    .isEqualTo(ExactAlign.divRoundUp(o.x(), o.y()));
        });
    }

    /**
     * SIZE-5: isPowerOfTwo(n) exactly for 2^0 .. 2^31; nextPowerOfTwo(x) the least power of two
     * at least x (1 for 0), refused above 2^31; previousPowerOfTwo(x) the greatest at most x.
     */
    @Property("SIZE-5")
    public void powersOfTwoAreFoundBothWays() {
        Oracle.check("SIZE-5", EXAMPLES, AlignGenerators.values(), x -> {
            Rounding r = rounding();
            assertThat(r.isPowerOfTwo(x)).as("isPowerOfTwo(%d)", x).isEqualTo(ExactAlign.isPowerOfTwo(x));
            assertThat(outcome(() -> r.nextPowerOfTwo(x), "SIZE-5")).as("nextPowerOfTwo(%d)", x)
                    .isEqualTo(meant(ExactAlign.nextPowerOfTwo(x), "SIZE-5"));
            assertThat(outcome(() -> r.previousPowerOfTwo(Math.max(1, x)), "SIZE-5"))
                    .as("previousPowerOfTwo(%d)", Math.max(1, x))
                    .isEqualTo(meant(ExactAlign.previousPowerOfTwo(Math.max(1, x)), "SIZE-5"));
        });
    }

    /**
     * SIZE-1, SIZE-4, SIZE-5: an alignment that is not a power of two, a divisor of 0, a value
     * outside 32 bits, and previousPowerOfTwo(0) are refused with an IllegalArgumentException
     * naming the value.
     */
    @Property({"SIZE-1", "SIZE-4", "SIZE-5"})
    public void badArgumentsAreRefusedByName() {
        Gen<Long> notPowers = AlignGenerators.values().assuming(a -> !ExactAlign.isPowerOfTwo(a));
        Oracle.check("SIZE-1", EXAMPLES, notPowers, a -> {
            Rounding r = rounding();
            assertThat(SetAside.thrownBy(() -> r.ceil(5, a))).as("ceil(5, %d)", a)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(a));
            assertThat(SetAside.thrownBy(() -> r.floor(5, a))).as("floor(5, %d)", a)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(a));
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
}
