package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;

class PropertyExtensionTest {

    @Property
    void namesTheRunningTestAndForgetsItAfterwards() {
        assertThat(Running.current().replayName())
                .isEqualTo(PropertyExtensionTest.class.getName() + "#namesTheRunningTestAndForgetsItAfterwards");
        new PropertyExtension().finish(null);
        assertThat(Running.current()).isNull();
    }
}
