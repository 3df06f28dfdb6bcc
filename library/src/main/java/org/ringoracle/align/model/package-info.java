/**
 * The reference model of alignment and sizing arithmetic: exact integers, division and search, no
 * masks (specs/sizing.md).
 */
package org.ringoracle.align.model;
