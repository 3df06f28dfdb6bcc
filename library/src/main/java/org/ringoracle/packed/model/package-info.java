/** The reference packed virtqueue: unbounded counters, laps and positions computed from them. */
package org.ringoracle.packed.model;
