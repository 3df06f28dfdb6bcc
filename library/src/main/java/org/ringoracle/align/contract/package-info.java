/**
 * The alignment contract: the properties of specs/sizing.md SIZE-1 to SIZE-5, for any
 * {@link org.ringoracle.align.Rounding}.
 */
package org.ringoracle.align.contract;
