/** The contract of a packed virtqueue, the driver's and the device's side (specs/packed.md). */
package org.ringoracle.packed.contract;
