package undercooked.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;

/**
 * A fixed pool of entities, each with its own identity; every pass some appear, some change,
 * some vanish, and vanished ones come back under the same identity. Stations share places
 * across kinds and hazards across kinds, so identity really is kind and place together; the one
 * moving obstacle (identity: its kind alone) mostly walks, one axis or both, so its place changes
 * under the same identity.
 * Shared through the protocol's test jar: the delta-chain test and the browser client's
 * merge test both feed on it.
 *
 * <p>As a level ({@code level} true) its twelve stations are always there, as a level's are, and
 * often go back to their rest entry ({@link #rest()}), which a sparse full frame leaves out; and
 * cooks often change one field only (a step, a turn), which a delta sends alone.
 */
public final class RandomKitchen {
    private static final String[] ITEMS = {"tomato_raw", "onion_chopped", "plate_clean", "tomato_soup"};
    private static final String[] STATES = {"idle", "moving", "working", "stunned", "disconnected"};
    private static final String[] PLAYER_IDS = {"p0", "p1", "p2", "p10"};
    private static final String[] STATION_KINDS = {"stove", "chop_board", "counter", "sink"};
    private static final String[] HAZARD_KINDS = {"fire", "spill", "moving_obstacle", "rush"};
    /** The one slot of the moving obstacle (a kitchen has at most one); slot 6 holds a fire instead. */
    private static final int OBSTACLE_SLOT = 2;

    private final Random random;
    private final boolean level;
    private final PlayerSnap[] players = new PlayerSnap[PLAYER_IDS.length];
    private final StationSnap[] stations = new StationSnap[12];
    private final OrderSnap[] orders = new OrderSnap[8];
    private final HazardSnap[] hazards = new HazardSnap[8];
    private long tick;

    public RandomKitchen(Random random) {
        this(random, false);
    }

    public RandomKitchen(Random random, boolean level) {
        this.random = random;
        this.level = level;
    }

    /** The stations at rest of the level variant: empty and idle, the sinks showing a clean plate. */
    public RestStations rest() {
        List<StationSnap> out = new ArrayList<>();
        for (int slot = 0; slot < stations.length; slot++) {
            out.add(restOf(slot));
        }
        return new RestStations(out);
    }

    private static StationSnap restOf(int slot) {
        StationSnap s = StationSnap.atDefaults(STATION_KINDS[slot % 4], slot / 4, slot % 2);
        return s.kind().equals("sink") ? new StationSnap(s.kind(), s.x(), s.y(), Optional.of("plate_clean"), 0, 1.0, 0.0,
                "idle") : s;
    }

    /** The next pass's whole state. */
    public FullFrame step() {
        tick++;
        for (int i = 0; i < players.length; i++) {
            int slot = i;
            PlayerSnap p = players[i];
            if (level && p != null && random.nextInt(3) == 0) {
                players[i] = new PlayerSnap(p.id(), random.nextInt(1200) / 100.0, p.y(),
                        random.nextBoolean() ? p.facing() : Face.values()[random.nextInt(4)], p.held(), p.state(), p.seat(),
                        tick % 4 == 0 ? p.inputSeq() : tick); // the input seq (sq) moves on, without a draw of its own
                continue;
            }
            players[i] = evolve(p, 0.1, () -> new PlayerSnap(PLAYER_IDS[slot],
                    random.nextInt(1200) / 100.0, random.nextInt(800) / 100.0, Face.values()[random.nextInt(4)],
                    random.nextBoolean() ? Optional.empty() : Optional.of(pick(ITEMS)), pick(STATES), slot, tick % 3 == 0 ? 0 : tick));
        }
        for (int i = 0; i < stations.length; i++) {
            int slot = i;
            Supplier<StationSnap> fresh = () -> new StationSnap(STATION_KINDS[slot % 4], slot / 4, slot % 2,
                    random.nextBoolean() ? Optional.empty() : Optional.of(pick(ITEMS)), random.nextInt(4),
                    random.nextInt(101) / 100.0, random.nextInt(101) / 100.0, pick(STATES));
            if (level) {
                int roll = random.nextInt(10);
                StationSnap s = stations[i] == null ? restOf(slot) : stations[i];
                stations[i] = roll < 2 ? restOf(slot) : roll < 4 ? fresh.get() : roll < 5
                        ? new StationSnap(s.kind(), s.x(), s.y(), s.content(), random.nextBoolean() ? s.count() : random.nextInt(4),
                                s.quality(), random.nextInt(101) / 100.0,
                                s.state()) : s;
            } else {
                stations[i] = evolve(stations[i], 0.05, fresh);
            }
        }
        for (int i = 0; i < orders.length; i++) {
            int id = 3 + i * 7; // ids past 9, so text order and number order differ
            orders[i] = evolve(orders[i], 0.2,
                    () -> new OrderSnap(id, pick(ITEMS), random.nextInt(101) / 100.0, 10 * random.nextInt(5)));
        }
        for (int i = 0; i < hazards.length; i++) {
            int slot = i;
            HazardSnap o = hazards[i];
            if (slot == OBSTACLE_SLOT && o != null && random.nextInt(4) != 0) {
                int axes = random.nextInt(3); // 0: x only, 1: y only, 2: both
                hazards[i] = new HazardSnap(o.kind(), axes == 1 ? o.x() : random.nextInt(1200) / 100.0,
                        axes == 0 ? o.y() : random.nextInt(800) / 100.0, o.life());
                continue;
            }
            String kind = slot == 6 ? "fire" : HAZARD_KINDS[slot % 4];
            hazards[i] = evolve(o, 0.2, () -> new HazardSnap(kind, slot == 6 ? 2.5 : 0.5 + slot / 4, 1.5,
                    random.nextInt(500) / 100.0));
        }
        List<EventWire> events = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            events.add(new EventWire("chopped", random.nextInt(10) + 0.5, 1.5, Map.of("i", "p0")));
        }
        return new FullFrame(tick, random.nextInt(500), 400, 150.0 - tick * 0.05, present(players),
                present(stations), present(orders), present(hazards), events);
    }

    /** Absent: may appear. Present: may vanish, change, or stay exactly as it was. */
    private <E> E evolve(E current, double vanish, Supplier<E> fresh) {
        if (current == null) {
            return random.nextInt(3) == 0 ? fresh.get() : null;
        }
        double roll = random.nextDouble();
        if (roll < vanish) {
            return null;
        }
        return roll < vanish + 0.3 ? fresh.get() : current;
    }

    private static <E> List<E> present(E[] slots) {
        List<E> out = new ArrayList<>();
        for (E e : slots) {
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }

    private String pick(String[] from) {
        return from[random.nextInt(from.length)];
    }
}
