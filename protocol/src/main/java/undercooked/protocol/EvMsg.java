package undercooked.protocol;

import java.util.List;

/** A batch of transient events outside a snapshot; FX and log only, never game truth. */
public record EvMsg(List<EventWire> events) implements ServerMessage {

    public EvMsg {
        events = List.copyOf(events);
        Checks.between("events", events.size(), 0, Protocol.MAX_EVENTS_PER_FRAME);
    }

    @Override
    public ServerType type() {
        return ServerType.EV;
    }
}
