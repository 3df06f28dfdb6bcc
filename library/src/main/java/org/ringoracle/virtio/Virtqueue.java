package org.ringoracle.virtio;

/**
 * The arithmetic of a virtio split virtqueue (specs/virtio.md): the notification decision and the
 * legacy layout. Refusals are {@link IllegalArgumentException}s unless a contract is told otherwise.
 */
public interface Virtqueue {

    /**
     * Whether the other side must be notified: {@code event} is one of {@code old, old + 1, ...,
     * newIdx - 1} modulo 2^16 (VIRTIO-1).
     *
     * @throws IllegalArgumentException for an index outside [0, 65535] (VIRTIO-3)
     */
    boolean needEvent(int event, int newIdx, int old);

    /**
     * The offset of the used ring in a queue of {@code num} entries with alignment {@code align} (VIRTIO-2).
     *
     * @throws IllegalArgumentException for a size or alignment outside its range (VIRTIO-3)
     */
    long usedOffset(long num, long align);

    /**
     * The bytes the queue takes: the used ring's offset plus the used ring (VIRTIO-2).
     *
     * @throws IllegalArgumentException for a size or alignment outside its range (VIRTIO-3)
     */
    long size(long num, long align);
}
