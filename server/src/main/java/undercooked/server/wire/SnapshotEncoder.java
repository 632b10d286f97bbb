package undercooked.server.wire;

import java.util.ArrayList;
import java.util.Arrays;
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
import undercooked.protocol.RestStations;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.RoundResult;
import undercooked.protocol.StationSnap;
import undercooked.sim.Counters;
import undercooked.sim.Event;
import undercooked.sim.Hazard;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Order;
import undercooked.sim.Player;
import undercooked.sim.SimConstants;
import undercooked.sim.Station;
import undercooked.sim.StationKind;
import undercooked.sim.Verdict;

/**
 * The one projection of the kitchen onto the wire: snapshot frames, events and the round
 * verdict. Every field that leaves the server is named here, field by field, so what the
 * sim keeps private (the seed, the RNG state, item and station ids, tokens, names) cannot
 * leak by a new field appearing in a record. Stateless and thread-safe.
 *
 * <p>Orders carry their share of the deadline left; hazards their life in seconds (0 for a fire
 * or the obstacle, which last until put out or forever). Station quality {@code q} is 0 for burnt
 * contents and 1 otherwise.
 */
public final class SnapshotEncoder {

    /** A disconnected cook's state on the wire: the client draws it as a ghost. */
    public static final String GHOST_STATE = "disconnected";

    /**
     * One cook of the round as the room knows it: which seat, whether its socket is live, and the
     * {@code seq} of the frame that began the move the kernel is being fed for it (0 for none and
     * for a bot's cook, whose client is the server itself): the snapshot's {@code sq}.
     */
    public record Cast(String playerId, int seat, boolean connected, long inputSeq) {
        public Cast {
            Objects.requireNonNull(playerId, "playerId");
        }

        /** A cook with no input seq to report. */
        public Cast(String playerId, int seat, boolean connected) {
            this(playerId, seat, connected, PlayerSnap.DEFAULT_INPUT_SEQ);
        }
    }

    /** One seat's line on the result screen. */
    public record SeatLine(String playerId, String name, Optional<String> bot) {
        public SeatLine {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(bot, "bot");
        }

        /** A person's line. */
        public SeatLine(String playerId, String name) {
            this(playerId, name, Optional.empty());
        }
    }

    /**
     * The last projection of each station of one round. The kernel keeps an unchanged station as
     * the same immutable object from tick to tick, so a station that is that object again is
     * given its previous snap instead of a new one (most stations idle most of the time). One
     * per round, used only under its room's lock; a fresh one for a round that starts again.
     */
    public static final class StationMemo {
        private Station[] seen = new Station[0];
        private StationSnap[] snaps = new StationSnap[0];

        StationSnap of(int index, Station s) {
            if (index >= seen.length) {
                seen = Arrays.copyOf(seen, index + 8);
                snaps = Arrays.copyOf(snaps, index + 8);
            }
            if (seen[index] != s) {
                seen[index] = s;
                snaps[index] = station(s);
            }
            return snaps[index];
        }
    }

    /** The full frame of a state. {@code cast} gives each cook its room seat and ghost flag. */
    public FullFrame frame(KitchenState state, List<Cast> cast, List<EventWire> events) {
        return frame(state, cast, events, new StationMemo());
    }

    /** As {@link #frame(KitchenState, List, List)}, reusing the snaps of stations that did not change. */
    public FullFrame frame(KitchenState state, List<Cast> cast, List<EventWire> events, StationMemo memo) {
        List<PlayerSnap> players = new ArrayList<>(state.players().size());
        for (Player p : state.players()) {
            Cast who = castOf(cast, p.id()); // a loop, not a stream: this runs for every cook every tick
            boolean ghost = who == null || !who.connected();
            players.add(new PlayerSnap(p.id(), p.pos().x(), p.pos().y(), face(p),
                    p.held().map(Item::wireName),
                    ghost ? GHOST_STATE : p.state().wireName(),
                    who == null ? p.seat() : who.seat(),
                    who == null ? PlayerSnap.DEFAULT_INPUT_SEQ : Math.min(who.inputSeq(), PlayerSnap.MAX_INPUT_SEQ)));
        }
        List<StationSnap> stations = new ArrayList<>(state.stations().size());
        List<Station> all = state.stations();
        for (int i = 0; i < all.size(); i++) {
            stations.add(memo.of(i, all.get(i)));
        }
        List<OrderSnap> orders = new ArrayList<>(state.orders().active().size());
        for (Order o : state.orders().active()) {
            orders.add(new OrderSnap(o.id(), o.recipe(), o.timeLeftShare(state.tick()), o.points()));
        }
        List<HazardSnap> hazards = new ArrayList<>(state.hazards().size());
        for (Hazard z : state.hazards()) {
            hazards.add(new HazardSnap(z.kind().wireName(), finite(z.x()), finite(z.y()), z.lifeSeconds(state.tick())));
        }
        return new FullFrame(state.tick(), (int) state.score(), (int) state.kitchen().targetScore(),
                Math.max(0.0, state.timeLeftSeconds()), players, stations, orders, hazards, events);
    }

    /**
     * The kitchen's stations as a round starts them, through the same projection as every frame:
     * what a client can know from the level file and a sparse full frame leaves out.
     */
    public RestStations atRest(Kitchen kitchen) {
        List<StationSnap> rest = new ArrayList<>(kitchen.stations().size());
        for (int i = 0; i < kitchen.stations().size(); i++) {
            rest.add(station(Station.fresh(i, kitchen.stations().get(i))));
        }
        return new RestStations(rest);
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

    /** A room-made event, through the same key map as the kernel's events, its payload in the order shown. */
    public EventWire roomEvent(RoomEvent event) {
        Map<String, Object> longKeyed = new LinkedHashMap<>();
        double x = 0.0;
        double y = 0.0;
        switch (event) {
            case RoomEvent.GhostOn g -> {
                x = g.x();
                y = g.y();
                longKeyed.put("player_id", g.playerId());
            }
            case RoomEvent.GhostOff g -> {
                x = g.x();
                y = g.y();
                longKeyed.put("player_id", g.playerId());
            }
            case RoomEvent.Emote e -> {
                longKeyed.put("player_id", e.playerId());
                longKeyed.put("emote", e.emote());
            }
            case RoomEvent.Resync r -> {
                longKeyed.put("player_id", r.playerId());
                longKeyed.put("seq", r.seq());
            }
        }
        return new EventWire(event.kind(), finite(x), finite(y), EventPayload.shorten(longKeyed));
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
        undercooked.sim.RoundResult kernel = undercooked.sim.RoundResult.of(state);
        scoreParts(counters, kernel);
        List<PlayerScoreWire> players = new ArrayList<>(seats.size());
        for (SeatLine line : seats) {
            Optional<undercooked.sim.RoundResult.PlayerResult> mine = kernel.players().stream()
                    .filter(p -> p.id().equals(line.playerId())).findFirst();
            players.add(new PlayerScoreWire(line.playerId(), line.name(),
                    (int) (long) mine.map(undercooked.sim.RoundResult.PlayerResult::score).orElse(0L),
                    mine.map(undercooked.sim.RoundResult.PlayerResult::dishesServed).orElse(0),
                    mine.map(undercooked.sim.RoundResult.PlayerResult::missedContrib).orElse(0), line.bot()));
        }
        int stars = aborted ? 0 : kernel.stars();
        return new RoundMsg(result, (int) state.score(), (int) state.kitchen().targetScore(), stars,
                Math.max(0.0, state.timeLeftSeconds()), counters, kernel.longestStreak(), players, levelId, state.seed(),
                state.tick(), unlocked);
    }

    /**
     * The parts of the team score, added to the round's counters for the result screen: the
     * served dishes' points ({@code served_points}: every cook's own points less the bin's
     * nudges, the one other thing a cook earns), and what the missed orders and the bin cost
     * ({@code missed_points}, {@code wasted_points}, as positive numbers). The score never goes
     * below 0, so the parts can add up to less than the score; a new counter is a compatible
     * addition (docs/PROTOCOL.md, RoundMsg).
     */
    static void scoreParts(Map<String, Long> counters, undercooked.sim.RoundResult kernel) {
        long cooks = 0;
        for (undercooked.sim.RoundResult.PlayerResult p : kernel.players()) {
            cooks += p.score();
        }
        long wasted = counters.getOrDefault("wasted", 0L);
        counters.put("served_points", cooks - wasted * SimConstants.TRASH_SCORE_DELTA);
        counters.put("missed_points", counters.getOrDefault("missed", 0L) * SimConstants.MISSED_PENALTY);
        counters.put("wasted_points", -wasted * SimConstants.TRASH_SCORE_DELTA);
    }

    private static StationSnap station(Station s) {
        Optional<String> content = s.contents().isEmpty()
                ? s.stock().map(k -> Item.wireName(k, k.stockForm()))
                : Optional.of(s.contents().getFirst().item().wireName());
        double progress = Double.isFinite(s.progress()) ? Math.clamp(s.progress(), 0.0, 1.0) : 0.0;
        double quality = !s.contents().isEmpty() && s.contents().getFirst().item().form() == ItemForm.BURNT ? 0.0 : 1.0;
        // A shelf's count is not sent: its g is what it hands out, and a plate shelf's starting stack
        // would keep it out of the stations at rest in every full frame (decision 0024).
        int count = s.kind() == StationKind.SPAWN_SHELF ? 0 : s.contents().size();
        return new StationSnap(s.kind().wireName(), s.cell().x(), s.cell().y(), content, count, quality,
                progress, s.state().wireName());
    }

    private static Cast castOf(List<Cast> cast, String playerId) {
        for (Cast c : cast) {
            if (c.playerId().equals(playerId)) {
                return c;
            }
        }
        return null;
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
