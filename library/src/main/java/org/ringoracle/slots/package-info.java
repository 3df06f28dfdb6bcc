/** Moving elements between a ring's slot array and a caller's array, for the optimised fifo and rings. */
package org.ringoracle.slots;
