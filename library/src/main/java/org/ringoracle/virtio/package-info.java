/**
 * The virtio split virtqueue of specs/virtio.md: when the driver must notify the device (event
 * index across the 16-bit wrap) and where the used ring lies. {@link org.ringoracle.virtio.Virtqueue}
 * is the pluggable set, {@link org.ringoracle.virtio.SplitRing} the implementation, checked by
 * {@link org.ringoracle.virtio.contract.VirtqueueContract} against
 * {@link org.ringoracle.virtio.model.ExactSplitRing}.
 */
package org.ringoracle.virtio;
