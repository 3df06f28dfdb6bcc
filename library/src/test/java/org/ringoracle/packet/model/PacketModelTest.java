package org.ringoracle.packet.model;

import java.util.List;
import org.ringoracle.packet.Packet;
import org.ringoracle.packet.contract.PacketReadContract;

/** The model through its own contract: it refuses what the clauses refuse and agrees with itself. */
class PacketModelTest extends PacketReadContract {

    @Override
    protected Packet packet(List<byte[]> segments) {
        return PacketModel.of(segments);
    }
}
