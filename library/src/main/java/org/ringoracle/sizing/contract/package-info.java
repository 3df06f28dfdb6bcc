/**
 * The sizing contract: the properties of specs/sizing.md SIZE-7 to SIZE-10 for any
 * {@link org.ringoracle.sizing.Sizing}, over generated MTUs and platforms.
 */
package org.ringoracle.sizing.contract;
