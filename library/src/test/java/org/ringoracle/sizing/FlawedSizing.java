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
        OBJECT_WITHOUT_HEADER,
        /** A data room over 16 bits is refused, but by an ArithmeticException that names no clause. */
        ROOM_OVERFLOW_UNNAMED,
        /** The element is a cache line larger than header, private area and data room. */
        ELEMENT_A_LINE_TOO_LARGE,
        /** The MTU is not checked against its window: the frame is MTU + 26 whatever the MTU. */
        MTU_UNCHECKED,
        /** The private area takes a whole cache line of padding instead of what rounds the element. */
        PADDING_OF_A_WHOLE_LINE,
        /** The private area is 8 bytes short of dp_packet's rest plus the padding. */
        PRIVATE_AREA_SHORT,
        /** The private area (and so the element) is 4 bytes longer than it should be. */
        PRIVATE_AREA_UNALIGNED
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
            case MTU_UNCHECKED -> Align.ceil(mtu + Frame.HEADER_MAX, 1024) + platform.headroom();
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
            case ELEMENT_A_LINE_TOO_LARGE -> new MbufLayout(buf, baseline + padding,
                    platform.mbufHeader() + baseline + padding + buf + platform.cacheLine());
            case PADDING_OF_A_WHOLE_LINE -> withPrivate(buf, baseline + platform.cacheLine());
            case PRIVATE_AREA_SHORT -> withPrivate(buf, baseline + padding - 8);
            case PRIVATE_AREA_UNALIGNED -> withPrivate(buf, baseline + padding + 4);
            default -> new MbufLayout(buf, baseline + padding, platform.mbufHeader() + baseline + padding + buf);
        };
        if (layout.dataRoom() > 0xFFFF) {
            throw new ArithmeticException(flaw == Flaw.ROOM_OVERFLOW_UNNAMED ? "overflow"
                    : "data room " + layout.dataRoom() + " does not fit in 16 bits (SIZE-9)");
        }
        return layout;
    }

    /** A layout with the private area {@code priv}, the element the sum of its parts. */
    private MbufLayout withPrivate(long buf, long priv) {
        return new MbufLayout(buf, priv, platform.mbufHeader() + priv + buf);
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
