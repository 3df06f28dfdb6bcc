/**
 * Segmented packets read and copied at an offset (specs/packet.md): the {@link org.ringoracle.packet.Packet}
 * interface and an implementation that copies across segments.
 */
package org.ringoracle.packet;
