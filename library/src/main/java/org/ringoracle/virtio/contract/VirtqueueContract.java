package org.ringoracle.virtio.contract;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringoracle.harness.Clause;
import org.ringoracle.harness.Oracle;
import org.ringoracle.harness.Property;
import org.ringoracle.harness.Refusal;
import org.ringoracle.virtio.Virtqueue;
import org.ringoracle.virtio.model.ExactSplitRing;

/**
 * Every property of specs/virtio.md. Extend this class and return your implementation from
 * {@link #virtqueue()} to check it:
 *
 * <pre>{@code
 * class MyVirtqueueTest extends VirtqueueContract {
 *     @Override
 *     protected Virtqueue virtqueue() {
 *         return new MyVirtqueue();
 *     }
 * }
 * }</pre>
 */
public abstract class VirtqueueContract {

    /** Examples of each property. */
    public static final int EXAMPLES = 1000;

    /** The implementation under test. */
    protected abstract Virtqueue virtqueue();

    /**
     * Whether the implementation lays a queue out (VIRTIO-2): true unless overridden. A device's
     * side that only decides when to notify, such as a vhost back end, which finds the rings at
     * addresses the driver gives it, declares false: VIRTIO-2 and the refusal of layouts (VIRTIO-3)
     * are then untested, and {@link Virtqueue#usedOffset} and {@link Virtqueue#size} are never called.
     */
    protected boolean laysOut() {
        return true;
    }

    /** How the implementation refuses (VIRTIO-3): an IllegalArgumentException unless overridden. */
    protected Refusal refusal() {
        return Refusal.ILLEGAL_ARGUMENT;
    }

    /** Three 16-bit indices, printed as {@code event=e new=n old=o}. */
    record Indices(int event, int newIdx, int old) {
        @Override
        public String toString() {
            return "event=" + event + " new=" + newIdx + " old=" + old;
        }
    }

    /** A queue size and an alignment, printed as {@code num=n align=a}. */
    record Layout(long num, long align) {
        @Override
        public String toString() {
            return "num=" + num + " align=" + align;
        }
    }

    /**
     * Indices with the edges drawn often: {@code new} at small distances after {@code old} or
     * anywhere, {@code old} near the wrap, and {@code event} from 3 before {@code old} to 3 after
     * {@code new} when the window is small, or from {@code new} to 2 after it (one in four), so both
     * ends of the window and their neighbours come up.
     */
    static Gen<Indices> indices() {
        Gen<Integer> index = Generate.frequency(List.of(
                Pair.of(2, integers().between(0, 65_535)),
                Pair.of(1, integers().between(65_530, 65_535)),
                Pair.of(1, integers().between(0, 5))));
        Gen<Integer> distance = Generate.frequency(List.of(
                Pair.of(3, integers().between(0, 8)),
                Pair.of(1, integers().between(0, 65_535))));
        return index.zip(distance, (old, d) -> new Indices(old, (old + d) % 65_536, old)).flatMap(w -> Generate.frequency(
                List.of(Pair.of(3, integers().between(-3, 11).map(e -> w.old() + e)),
                        Pair.of(1, integers().between(0, 2).map(e -> w.newIdx() + e))))
                .map(event -> new Indices(Math.floorMod(event, 65_536), w.newIdx(), w.old())));
    }

    /**
     * Layouts VIRTIO-3 refuses: a size of 0 or below, one that is no power of two, or above 32768,
     * with a valid alignment; or a valid size with an alignment of 0 or below, one that is no power
     * of two, or above 65536.
     */
    static Gen<Layout> badLayouts() {
        Gen<Long> badNum = Generate.frequency(List.of(
                Pair.of(2, Generate.pick(List.of(-2L, -1L, 0L, 3L, 5L, 6L, 7L, 12L, 100L, 1000L, 32_767L, 32_769L,
                        65_536L, 1L << 20, 1L << 31, 0xFFFF_FFFFL))),
                Pair.of(1, longs().between(32_769, 70_000))));
        Gen<Long> badAlign = Generate.frequency(List.of(
                Pair.of(2, Generate.pick(List.of(-2L, -1L, 0L, 3L, 6L, 7L, 12L, 100L, 4095L, 4097L, 65_535L, 65_537L,
                        1L << 17, 1L << 20, 1L << 31, 1L << 40))),
                Pair.of(1, longs().between(65_537, 140_000))));
        Gen<Long> goodNum = Generate.pick(List.of(1L, 2L, 256L, 32_768L));
        Gen<Long> goodAlign = Generate.pick(List.of(1L, 64L, 4096L, 65_536L));
        return Generate.frequency(List.of(
                Pair.of(1, badNum.zip(goodAlign, Layout::new)),
                Pair.of(1, goodNum.zip(badAlign, Layout::new))));
    }

    static Gen<Layout> layouts() {
        return integers().between(0, 15).zip(integers().between(0, 16), (n, a) -> new Layout(1L << n, 1L << a));
    }

    private void requireLayout() {
        if (!laysOut()) {
            Oracle.untested("the implementation declares no layout (VirtqueueContract.laysOut()): it only decides when"
                    + " to notify");
        }
    }

    /** VIRTIO-1: the decision is whether the event index lies in the window [old, new) modulo 2^16. */
    @Property("VIRTIO-1")
    public void notifiesExactlyWhenTheEventIndexWasPassed() {
        Oracle.check("VIRTIO-1", EXAMPLES, indices(), i -> Clause.require("VIRTIO-1", "needEvent(" + i + ")",
                virtqueue().needEvent(i.event(), i.newIdx(), i.old()),
                ExactSplitRing.needEvent(i.event(), i.newIdx(), i.old())));
    }

    /** VIRTIO-2: the used ring's offset and the queue's size are the layout's, for every size and alignment. */
    @Property("VIRTIO-2")
    public void theLayoutIsTheSpecifications() {
        requireLayout();
        Oracle.check("VIRTIO-2", EXAMPLES, layouts(), l -> {
            Clause.require("VIRTIO-2", "usedOffset(" + l + ")", virtqueue().usedOffset(l.num(), l.align()),
                    ExactSplitRing.usedOffset(l.num(), l.align()).getAsLong());
            Clause.require("VIRTIO-2", "size(" + l + ")", virtqueue().size(l.num(), l.align()),
                    ExactSplitRing.size(l.num(), l.align()).getAsLong());
        });
    }

    /** VIRTIO-3: a size that is not a power of two up to 32768, or an alignment up to 65536, is refused. */
    @Property("VIRTIO-3")
    public void badLayoutsAreRefused() {
        requireLayout();
        Oracle.check("VIRTIO-3", EXAMPLES, badLayouts(), l -> refusal().requireEach("VIRTIO-3",
                ExactSplitRing.usedOffset(l.num(), 1).isEmpty() ? l.num() : l.align(), List.of(
                new Refusal.Call("usedOffset(" + l + ")", () -> virtqueue().usedOffset(l.num(), l.align())),
                new Refusal.Call("size(" + l + ")", () -> virtqueue().size(l.num(), l.align())))));
    }

    /** VIRTIO-3: an index outside 16 bits is refused. */
    @Property("VIRTIO-3")
    public void indicesOutsideSixteenBitsAreRefused() {
        Gen<Integer> outside = Generate.frequency(List.of(
                Pair.of(1, integers().between(65_536, 65_540)),
                Pair.of(1, integers().between(-3, -1)),
                Pair.of(1, integers().allPositive().map(i -> i | 0x10000))));
        Oracle.check("VIRTIO-3", EXAMPLES, outside.zip(integers().between(0, 2), Pair::of), p -> {
            int[] args = {0, 0, 0};
            args[p._2] = p._1;
            refusal().require("VIRTIO-3", "needEvent(event=" + args[0] + " new=" + args[1] + " old=" + args[2] + ")",
                    p._1, () -> virtqueue().needEvent(args[0], args[1], args[2]));
        });
    }
}
