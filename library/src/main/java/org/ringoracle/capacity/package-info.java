/**
 * Capacity rules (specs/capacity.md): which sizes a bounded queue or ring accepts and what
 * capacity each gives, computed by exact arithmetic. An implementation declares its rule; the
 * contracts compute every expected capacity from it.
 */
package org.ringoracle.capacity;
