/** The reference transmit descriptor ring: unbounded counters, reduced modulo the size only when observed. */
package org.ringoracle.descriptor.model;
