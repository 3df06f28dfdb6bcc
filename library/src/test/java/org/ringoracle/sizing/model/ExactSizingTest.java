package org.ringoracle.sizing.model;

import org.ringoracle.sizing.Platform;
import org.ringoracle.sizing.Sizing;
import org.ringoracle.sizing.contract.SizingContract;

/** The reference model against its own contract. */
class ExactSizingTest extends SizingContract {

    @Override
    protected Sizing sizing(Platform platform) {
        return new ExactSizing(platform);
    }
}
