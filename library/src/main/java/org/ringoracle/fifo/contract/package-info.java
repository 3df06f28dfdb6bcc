/**
 * The fifo contract: every property of specs/fifo.md, held by an abstract Jupiter class that
 * takes a factory. Extend {@link org.ringoracle.fifo.contract.FifoContract} and return your
 * fifo from {@code create} to check it.
 */
package org.ringoracle.fifo.contract;
