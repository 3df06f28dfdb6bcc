/**
 * The reference model of a free-running ring: unbounded counters with the modulus made explicit,
 * and a plain list (specs/ring.md).
 */
package org.ringoracle.ring.model;
