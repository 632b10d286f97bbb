package undercooked.server.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

import undercooked.protocol.EventPayload;
import undercooked.protocol.EventWire;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.PlayerScoreWire;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.RoundResult;
import undercooked.protocol.StationSnap;
import undercooked.sim.Counters;
import undercooked.sim.Event;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.Station;
import undercooked.sim.Verdict;

/**
 * The one projection of the kitchen onto the wire: snapshot frames, events and the round
 * verdict. Every field that leaves the server is named here, field by field, so what the
 * sim keeps private (the seed, the RNG state, item and station ids, tokens, names) cannot
 * leak by a new field appearing in a record. Stateless and thread-safe.
 *
 * <p>Orders ({@code o}) and hazards ({@code hz}) are empty until the kitchen rules give the
 * state something to project; so are stars and streaks in the round message.
 */
public final class SnapshotEncoder {

    /** A disconnected cook's state on the wire: the client draws it as a ghost. */
    public static final String GHOST_STATE = "disconnected";

    /** One cook of the round as the room knows it: which seat, and whether its socket is live. */
    public record Cast(String playerId, int seat, boolean connected) {
        public Cast {
            Objects.requireNonNull(playerId, "playerId");
        }
    }

    /** One seat's line on the result screen. */
    public record SeatLine(String playerId, String name) {
        public SeatLine {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(name, "name");
        }
    }

    /** The full frame of a state. {@code cast} gives each cook its room seat and ghost flag. */
    public FullFrame frame(KitchenState state, List<Cast> cast, List<EventWire> events) {
        List<PlayerSnap> players = new ArrayList<>(state.players().size());
        for (Player p : state.players()) {
            Optional<Cast> who = cast.stream().filter(c -> c.playerId().equals(p.id())).findFirst();
            boolean ghost = who.map(c -> !c.connected()).orElse(true);
            players.add(new PlayerSnap(p.id(), p.pos().x(), p.pos().y(), face(p),
                    p.held().map(i -> i.wireName()),
                    ghost ? GHOST_STATE : p.state().wireName(),
                    who.map(Cast::seat).orElse(p.seat())));
        }
        List<StationSnap> stations = new ArrayList<>(state.stations().size());
        for (Station s : state.stations()) {
            stations.add(station(s));
        }
        List<OrderSnap> orders = List.of();
        List<HazardSnap> hazards = List.of();
        return new FullFrame(state.tick(), (int) state.score(), (int) state.kitchen().targetScore(),
                Math.max(0.0, state.timeLeftSeconds()), players, stations, orders, hazards, events);
    }

    /** A kernel event as the wire shows it; payload keys outside the short-key map are dropped. */
    public EventWire event(Event e) {
        return new EventWire(e.kind().wireName(), finite(e.x()), finite(e.y()), EventPayload.shorten(e.payload()));
    }

    public List<EventWire> events(List<Event> events) {
        List<EventWire> out = new ArrayList<>(events.size());
        for (Event e : events) {
            out.add(event(e));
        }
        return out;
    }

    /**
     * A room-made event (ghosts, emotes, resync) from alternating long payload keys and values,
     * through the same key map as the kernel's events, in the order given.
     */
    public EventWire roomEvent(String kind, double x, double y, Object... keyValues) {
        if (keyValues.length % 2 != 0) {
            throw new IllegalArgumentException("payload needs key, value pairs");
        }
        Map<String, Object> longKeyed = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            longKeyed.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new EventWire(kind, finite(x), finite(y), EventPayload.shorten(longKeyed));
    }

    /**
     * The verdict frame. {@code aborted} wins over the kernel's verdict (a crashed or abandoned
     * round); a state still playing has no result yet.
     */
    public RoundMsg round(KitchenState state, boolean aborted, List<SeatLine> seats, String levelId,
                          Optional<String> unlocked) {
        Optional<RoundResult> result = aborted ? Optional.of(RoundResult.ABORTED) : result(state.verdict());
        TreeMap<String, Long> counters = new TreeMap<>();
        for (String required : RoundMsg.REQUIRED_COUNTERS) {
            counters.put(required, 0L);
        }
        for (Counters.Entry entry : state.counters().entries()) {
            counters.put(entry.name(), Math.max(0L, entry.value()));
        }
        List<PlayerScoreWire> players = new ArrayList<>(seats.size());
        for (SeatLine line : seats) {
            players.add(new PlayerScoreWire(line.playerId(), line.name(), 0, 0, 0));
        }
        return new RoundMsg(result, (int) state.score(), (int) state.kitchen().targetScore(), 0,
                Math.max(0.0, state.timeLeftSeconds()), counters, 0, players, levelId, state.seed(),
                state.tick(), unlocked);
    }

    private static StationSnap station(Station s) {
        Optional<String> content = s.contents().isEmpty()
                ? s.stock().map(k -> k.wireName() + "_" + k.stockForm().wireName())
                : Optional.of(s.contents().getFirst().item().wireName());
        double progress = Double.isFinite(s.progress()) ? Math.clamp(s.progress(), 0.0, 1.0) : 0.0;
        return new StationSnap(s.kind().wireName(), s.cell().x(), s.cell().y(), content, 1.0, progress,
                s.state().wireName());
    }

    private static Face face(Player p) {
        return Face.fromIndex(p.facing().ordinal()).orElse(Face.DOWN);
    }

    private static Optional<RoundResult> result(Verdict verdict) {
        return switch (verdict) {
            case WON -> Optional.of(RoundResult.WON);
            case LOST -> Optional.of(RoundResult.LOST);
            case PLAYING -> Optional.empty();
        };
    }

    private static double finite(double v) {
        return Double.isFinite(v) ? v : 0.0;
    }
}
