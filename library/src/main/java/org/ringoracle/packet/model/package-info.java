/** The reference for specs/packet.md: the packet as one list of bytes, ranges by exact sums. */
package org.ringoracle.packet.model;
