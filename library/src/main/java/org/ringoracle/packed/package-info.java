/**
 * Packed virtqueues (specs/packed.md): one descriptor ring written by both sides, positions that
 * wrap at the queue size (any size up to 32768), one-bit wrap counters carried in the descriptor
 * flags, and the driver's notification decision under event suppression.
 */
package org.ringoracle.packed;
