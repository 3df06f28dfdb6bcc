/** The contract of a driver's transmit descriptor ring (specs/descriptor.md). */
package org.ringoracle.descriptor.contract;
