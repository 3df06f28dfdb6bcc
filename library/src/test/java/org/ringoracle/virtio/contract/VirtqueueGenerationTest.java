package org.ringoracle.virtio.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringoracle.harness.Oracle;
import org.ringoracle.virtio.model.ExactSplitRing;

/** What the virtqueue generators draw, and how cases print. */
class VirtqueueGenerationTest {

    private static int back(int index, int steps) {
        return Math.floorMod(index - steps, ExactSplitRing.INDICES);
    }

    /** The window's ends and their neighbours, an empty window and one across the wrap all come up. */
    @Test
    void indicesReachTheEdgesOfTheWindow() {
        List<VirtqueueContract.Indices> sample = Oracle.sample(VirtqueueContract.indices(), 2000);
        assertThat(sample).anyMatch(i -> i.newIdx() != i.old() && i.event() == i.old());
        assertThat(sample).anyMatch(i -> i.newIdx() != i.old() && i.event() == back(i.old(), 1));
        assertThat(sample).anyMatch(i -> i.newIdx() != i.old() && i.event() == back(i.newIdx(), 1));
        assertThat(sample).anyMatch(i -> i.newIdx() != i.old() && i.event() == i.newIdx());
        assertThat(sample).as("event at new past a window of 4 to 8").anyMatch(i -> i.event() == i.newIdx()
                && Math.floorMod(i.newIdx() - i.old(), ExactSplitRing.INDICES) >= 4
                && Math.floorMod(i.newIdx() - i.old(), ExactSplitRing.INDICES) <= 8);
        // Only events drawn after old reach 11 past it; only events drawn from new reach 2 past a wide window.
        assertThat(sample).as("event 11 after old, window at most 8").anyMatch(i -> i.event() == back(i.old(), -11)
                && Math.floorMod(i.newIdx() - i.old(), ExactSplitRing.INDICES) <= 8);
        assertThat(sample).as("event 2 after new, window above 9").anyMatch(i -> i.event() == back(i.newIdx(), -2)
                && Math.floorMod(i.newIdx() - i.old(), ExactSplitRing.INDICES) > 9);
        assertThat(sample).anyMatch(i -> i.newIdx() == i.old());
        assertThat(sample).anyMatch(i -> i.newIdx() < i.old());
        assertThat(sample).allMatch(i -> ExactSplitRing.needEvent(i.event(), i.newIdx(), i.old()) != null);
    }

    /** Every bad layout is one the model refuses, and each kind of badness comes up. */
    @Test
    void badLayoutsAreBadInEveryWay() {
        List<VirtqueueContract.Layout> sample = Oracle.sample(VirtqueueContract.badLayouts(), 2000);
        assertThat(sample).allMatch(l -> ExactSplitRing.usedOffset(l.num(), l.align()).isEmpty());
        assertThat(sample).anyMatch(l -> l.num() <= 0);
        assertThat(sample).anyMatch(l -> l.num() > 32_768 && Long.bitCount(l.num()) == 1);
        assertThat(sample).anyMatch(l -> l.align() <= 0);
        assertThat(sample).anyMatch(l -> l.align() > 65_536 && Long.bitCount(l.align()) == 1);
        assertThat(sample).anyMatch(l -> l.num() > 1 && Long.bitCount(l.num()) > 1);
        assertThat(sample).anyMatch(l -> l.align() > 1 && Long.bitCount(l.align()) > 1);
    }

    @Test
    void casesPrintTheirValues() {
        assertThat(new VirtqueueContract.Indices(1, 2, 3)).hasToString("event=1 new=2 old=3");
        assertThat(new VirtqueueContract.Layout(4, 64)).hasToString("num=4 align=64");
    }
}
