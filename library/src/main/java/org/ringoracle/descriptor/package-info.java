/**
 * NIC transmit descriptor rings, the driver's side (specs/descriptor.md): indices that wrap at the
 * ring size, one descriptor kept unused so that the tail never catches the head, and completed
 * descriptors reclaimed in batches when the free count falls below a threshold.
 */
package org.ringoracle.descriptor;
