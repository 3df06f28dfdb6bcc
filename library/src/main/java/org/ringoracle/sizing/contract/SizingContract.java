package org.ringoracle.sizing.contract;

import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import org.quicktheories.core.Gen;
import org.ringoracle.sizing.Frame;
import org.ringoracle.sizing.MbufLayout;
import org.ringoracle.sizing.Platform;
import org.ringoracle.sizing.Sizing;
import org.ringoracle.sizing.model.ExactSizing;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Refusal;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.SetAside;

/**
 * Every property of specs/sizing.md SIZE-7 to SIZE-10. Extend this class and return your chain
 * for a platform from {@link #sizing(Platform)} to check it:
 *
 * <pre>{@code
 * class MySizingTest extends SizingContract {
 *     @Override
 *     protected Sizing sizing(Platform platform) {
 *         return new MySizing(platform);
 *     }
 * }
 * }</pre>
 */
public abstract class SizingContract {

    /** Examples of each property. */
    public static final int EXAMPLES = 1000;

    /** The chain under test for {@code platform}. */
    protected abstract Sizing sizing(Platform platform);

    /** An MTU on a platform. */
    record Port(int mtu, Platform platform) {
        @Override
        public String toString() {
            return "MTU " + mtu + " on " + platform;
        }
    }

    private static Gen<Port> ports() {
        return SizingGenerators.mtus().zip(SizingGenerators.platforms(), Port::new);
    }

    /**
     * SIZE-8: the buffer holds the largest frame (two VLAN tags) after the headroom, and what
     * follows the headroom is the least whole number of kilobytes that does.
     */
    @Property("SIZE-8")
    public void bufferIsTheLargestFrameInWholeKilobytesAfterTheHeadroom() {
        Oracle.check("SIZE-8", EXAMPLES, ports(), p -> {
            long data = sizing(p.platform()).bufferSize(p.mtu()) - p.platform().headroom();
            long frame = Frame.maxFrameLength(p.mtu());
            long kilobytes = (frame + ExactSizing.MBUF_ALIGN - 1) / ExactSizing.MBUF_ALIGN * ExactSizing.MBUF_ALIGN;
            Clause.require("SIZE-8", "the buffer after the headroom, for a largest frame of " + frame + " bytes, is",
                    data, kilobytes);
        });
    }

    /** SIZE-9: the data room is the buffer size: no padding goes into it. */
    @Property("SIZE-9")
    public void dataRoomIsTheBuffer() {
        Oracle.check("SIZE-9", EXAMPLES, ports(), p -> {
            Sizing sizing = sizing(p.platform());
            Clause.require("SIZE-9", "the data room is", sizing.layout(p.mtu()).dataRoom(), sizing.bufferSize(p.mtu()));
        });
    }

    /** SIZE-9: the element is header + private area + data room, a whole number of cache lines. */
    @Property("SIZE-9")
    public void elementIsWholeCacheLines() {
        Oracle.check("SIZE-9", EXAMPLES, ports(), p -> {
            MbufLayout layout = sizing(p.platform()).layout(p.mtu());
            Clause.require("SIZE-9", "the element of " + layout + " is", layout.elementSize(),
                    p.platform().mbufHeader() + layout.privSize() + layout.dataRoom());
            Clause.require("SIZE-9", layout.elementSize() % p.platform().cacheLine() == 0, "the element of " + layout
                    + " is not a whole number of " + p.platform().cacheLine() + "-byte cache lines");
        });
    }

    /**
     * SIZE-9: the private area is the rest of dp_packet plus the padding, less than a cache line,
     * and a multiple of 8.
     */
    @Property("SIZE-9")
    public void privateAreaTakesThePadding() {
        Oracle.check("SIZE-9", EXAMPLES, ports(), p -> {
            MbufLayout layout = sizing(p.platform()).layout(p.mtu());
            long padding = layout.privSize() - (p.platform().dpPacket() - p.platform().mbufHeader());
            Clause.require("SIZE-9", padding >= 0 && padding < p.platform().cacheLine(), "the padding " + padding
                    + " in the private area of " + layout + " is outside [0, " + p.platform().cacheLine() + ")");
            Clause.require("SIZE-9", layout.privSize() % 8 == 0, "the private area of " + layout
                    + " is no multiple of 8");
        });
    }

    /** SIZE-9: a data room above 65535 does not fit its 16-bit field and is refused, never truncated. */
    @Property("SIZE-9")
    public void dataRoomFitsSixteenBits() {
        Gen<Port> ports = SizingGenerators.mtus().zip(SizingGenerators.hugeHeadroomPlatforms(), Port::new);
        Oracle.check("SIZE-9", EXAMPLES, ports, p -> {
            long room = new ExactSizing(p.platform()).bufferSize(p.mtu());
            Throwable refusal = SetAside.thrownBy(() -> sizing(p.platform()).layout(p.mtu()));
            Clause.require("SIZE-9", refusal instanceof ArithmeticException
                    && String.valueOf(refusal.getMessage()).contains("SIZE-9"), "the layout for a data room of " + room
                    + " bytes " + (refusal == null ? "was returned" : "threw " + refusal)
                    + " where an ArithmeticException naming SIZE-9 is required");
        });
    }

    /** SIZE-9: the layout is the reference model's, byte for byte. */
    @Property("SIZE-9")
    public void layoutIsTheReferenceModels() {
        Oracle.check("SIZE-9", EXAMPLES, ports(), p -> Clause.require("SIZE-9", "the layout is",
                sizing(p.platform()).layout(p.mtu()), new ExactSizing(p.platform()).layout(p.mtu())));
    }

    /**
     * SIZE-10: the mempool object is header and element (rounded to 8) padded to whole cache
     * lines and, when spreading, to the least number of lines that shares no factor with channels
     * times ranks: the reference model's size.
     */
    @Property("SIZE-10")
    public void objectSizeFollowsTheMempoolRule() {
        record Element(Platform platform, long size) {
            @Override
            public String toString() {
                return "element " + size + " on " + platform;
            }
        }
        Gen<Element> cases = SizingGenerators.platforms().zip(longs().between(0, 70_000), Element::new);
        Oracle.check("SIZE-10", EXAMPLES, cases, c -> Clause.require("SIZE-10", "the object size is",
                sizing(c.platform()).objectSize(c.size()), new ExactSizing(c.platform()).objectSize(c.size())));
    }

    /** SIZE-7: an MTU outside [68, 9702] is refused by name, by the buffer size and the layout alike. */
    @Property("SIZE-7")
    public void mtusOutsideTheWindowAreRefused() {
        Oracle.check("SIZE-7", EXAMPLES, SizingGenerators.badMtus(), mtu -> {
            Sizing sizing = sizing(Platform.x86());
            Refusal.ILLEGAL_ARGUMENT.naming().requireEach("SIZE-7", mtu, List.of(
                    new Refusal.Call("bufferSize(" + mtu + ")", () -> sizing.bufferSize(mtu)),
                    new Refusal.Call("layout(" + mtu + ")", () -> sizing.layout(mtu))));
        });
    }
}
