/** The packet-read contract: every clause of specs/packet.md. Extend {@link org.ringoracle.packet.contract.PacketReadContract}. */
package org.ringoracle.packet.contract;
