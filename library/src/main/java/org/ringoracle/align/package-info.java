/**
 * Alignment and power-of-two arithmetic over unsigned 32-bit values (specs/sizing.md SIZE-1 to
 * SIZE-5), shared by the ring and sizing work.
 *
 * <p>Values are C's {@code uint32_t} held in a {@code long}: {@code [0, 2^32 - 1]}. Where C
 * wraps silently, {@link org.ringoracle.align.Align} refuses with an error naming the values and
 * the clause; {@link org.ringoracle.align.model.ExactAlign} is the reference, by division and
 * search.
 */
package org.ringoracle.align;
