package org.ringoracle.align;

import org.ringoracle.align.contract.AlignContract;

/** The mask-based helpers against every alignment property. */
class AlignTest extends AlignContract {

    @Override
    protected Rounding rounding() {
        return Align.ROUNDING;
    }
}
