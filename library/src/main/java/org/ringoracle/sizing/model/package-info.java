/**
 * The reference model of the sizing chain: exact integers and division, every step as its
 * definition reads (specs/sizing.md).
 */
package org.ringoracle.sizing.model;
