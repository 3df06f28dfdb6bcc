/**
 * The reference model of the masked fifo: a plain list with a capacity and no index arithmetic,
 * written to be obviously correct (specs/fifo.md).
 */
package org.ringoracle.fifo.model;
