package org.ringoracle.sizing;

import org.ringoracle.align.Align;

/**
 * {@link MbufSizing} with one deliberate flaw, each a round-up in the wrong place;
 * {@link Flaw#NONE} is the control.
 */
final class FlawedSizing implements Sizing {

    enum Flaw {
        /** No flaw: the control. */
        NONE,
        /** The cache-line padding is added to the data room instead of the private area. */
        PADDING_IN_DATA_ROOM,
        /** The headroom is added before rounding to whole kilobytes instead of after. */
        HEADROOM_BEFORE_ALIGNMENT,
        /** The buffer is sized for the untagged frame (MTU + 18), not the largest (MTU + 26). */
        UNTAGGED_FRAME,
        /** The element is not rounded to the cache line at all. */
        NO_CACHE_LINE_ROUNDING,
        /** The mempool object leaves out the object header. */
        OBJECT_WITHOUT_HEADER
    }

    private final Platform platform;
    private final Flaw flaw;
    private final MbufSizing right;

    FlawedSizing(Platform platform, Flaw flaw) {
        this.platform = platform;
        this.flaw = flaw;
        this.right = new MbufSizing(platform);
    }

    @Override
    public long bufferSize(int mtu) {
        return switch (flaw) {
            case HEADROOM_BEFORE_ALIGNMENT -> Align.ceil(Frame.maxFrameLength(mtu) + platform.headroom(), 1024);
            case UNTAGGED_FRAME -> Align.ceil(Frame.frameLength(mtu), 1024) + platform.headroom();
            default -> right.bufferSize(mtu);
        };
    }

    @Override
    public MbufLayout layout(int mtu) {
        long buf = bufferSize(mtu);
        long packet = platform.dpPacket() + buf;
        long padding = Align.ceil(packet, platform.cacheLine()) - packet;
        long baseline = platform.dpPacket() - platform.mbufHeader();
        MbufLayout layout = switch (flaw) {
            case PADDING_IN_DATA_ROOM -> new MbufLayout(buf + padding, baseline, platform.mbufHeader() + baseline + buf
                    + padding);
            case NO_CACHE_LINE_ROUNDING -> new MbufLayout(buf, baseline, platform.mbufHeader() + baseline + buf);
            default -> new MbufLayout(buf, baseline + padding, platform.mbufHeader() + baseline + padding + buf);
        };
        if (layout.dataRoom() > 0xFFFF) {
            throw new ArithmeticException("data room " + layout.dataRoom() + " does not fit in 16 bits (SIZE-9)");
        }
        return layout;
    }

    @Override
    public long objectSize(long elementSize) {
        return flaw == Flaw.OBJECT_WITHOUT_HEADER
                ? new MbufSizing(new Platform(platform.cacheLine(), platform.headroom(), platform.mbufHeader(),
                        platform.dpPacket(), 0, platform.channels(), platform.ranks(), platform.spread(),
                        platform.maxLcore(), platform.rxqSize(), platform.txqSize())).objectSize(elementSize)
                : right.objectSize(elementSize);
    }
}
