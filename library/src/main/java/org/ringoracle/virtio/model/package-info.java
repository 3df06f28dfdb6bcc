/** The reference model of specs/virtio.md: the window of indices walked one by one, the layout laid out part by part. */
package org.ringoracle.virtio.model;
