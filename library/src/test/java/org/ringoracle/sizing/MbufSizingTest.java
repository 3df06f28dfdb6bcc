package org.ringoracle.sizing;

import org.ringoracle.sizing.contract.SizingContract;

/** The optimised chain against every sizing property. */
class MbufSizingTest extends SizingContract {

    @Override
    protected Sizing sizing(Platform platform) {
        return new MbufSizing(platform);
    }
}
