package undercooked.server.rooms;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import undercooked.protocol.SeatWire;
import undercooked.protocol.SpectatorWire;

/** The seat and spectator lists as every viewer sees them: names and flags, never tokens. */
final class RoomFrames {

    static final String SPECTATOR_COLOR = "grey";

    private RoomFrames() {
    }

    static List<SeatWire> seatWires(Seat[] seats, int hostSeat) {
        List<SeatWire> out = new ArrayList<>();
        for (Seat s : seats) {
            if (s != null) {
                out.add(new SeatWire(s.index, s.name, s.color(), s.ready, s.index == hostSeat, s.connected, s.bot));
            }
        }
        return out;
    }

    static List<SpectatorWire> spectatorWires(Collection<Watcher> spectators) {
        List<SpectatorWire> out = new ArrayList<>();
        for (Watcher b : spectators) {
            out.add(new SpectatorWire(b.name, SPECTATOR_COLOR));
        }
        return out;
    }
}
