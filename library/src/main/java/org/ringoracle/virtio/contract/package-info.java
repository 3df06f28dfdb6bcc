/** The virtqueue contract: every clause of specs/virtio.md. Extend {@link org.ringoracle.virtio.contract.VirtqueueContract}. */
package org.ringoracle.virtio.contract;
