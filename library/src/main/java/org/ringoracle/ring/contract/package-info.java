/**
 * The ring contract: the behaviour clauses of specs/ring.md for any
 * {@link org.ringoracle.ring.Ring}, run in lockstep with {@link org.ringoracle.ring.model.RingModel}
 * from indices near 2^w so that runs cross the wrap.
 */
package org.ringoracle.ring.contract;
