package undercooked.levels.insight;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import undercooked.sim.Event;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Player;
import undercooked.sim.Recipe;
import undercooked.sim.ReplayCursor;
import undercooked.sim.RoundResult;
import undercooked.sim.Station;

/**
 * Re-simulates a recorded round once and keeps its {@link RoundSummary}: per tick a few array
 * increments per cook and per fixture, per event one record. Seen from the state after each step
 * (tick 1 to the end); tick 0 is the seating, where each cook's path starts.
 */
public final class RoundSummarizer implements ReplayCursor.Observer {
    /** Two cooks' centres closer than this (tiles) are in each other's way. */
    public static final double CLOSE = 1.0;

    private final Kitchen kitchen;
    private final int width;
    private final int height;
    private final long[] presence;
    private final long[] idle;
    private final long[] congestion;
    private final long[] busy;
    private final long[] waitAt;
    private final List<String> ids = new ArrayList<>();
    private final List<long[]> cook = new ArrayList<>(); // walk, work, wait, idle, hand-offs
    private final List<List<CookTime.Step>> paths = new ArrayList<>();
    private final Map<Integer, long[]> orders = new LinkedHashMap<>(); // spawned, started, cooked, plated, end, outcome
    private final Map<Integer, String> recipeOf = new LinkedHashMap<>();
    private final List<Moment> moments = new ArrayList<>();
    private KitchenState last;

    private RoundSummarizer(Kitchen kitchen) {
        this.kitchen = kitchen;
        width = kitchen.width();
        height = kitchen.height();
        presence = new long[width * height];
        idle = new long[width * height];
        congestion = new long[width * height];
        busy = new long[kitchen.stations().size()];
        waitAt = new long[kitchen.stations().size()];
    }

    /**
     * Runs the script on the kitchen for its own length (or until the round ends) and measures it.
     *
     * @throws undercooked.sim.InvalidScriptException when the script does not fit the kitchen
     */
    public static RoundSummary summarize(Kitchen kitchen, InputScript script) {
        RoundSummarizer s = new RoundSummarizer(kitchen);
        ReplayCursor.open(kitchen, script, script.length(), Integer.MAX_VALUE, s);
        return s.result();
    }

    @Override
    public boolean tick(KitchenState state, List<Event> events) {
        last = state;
        if (state.tick() == 0) {
            for (Player p : state.players()) {
                ids.add(p.id());
                cook.add(new long[5]);
                List<CookTime.Step> path = new ArrayList<>();
                path.add(new CookTime.Step(0, cellX(p), cellY(p)));
                paths.add(path);
            }
            return true;
        }
        List<Station> stations = state.stations();
        for (int i = 0; i < stations.size(); i++) {
            if (CookActivity.busy(stations.get(i), "")) {
                busy[i]++;
            }
        }
        List<Player> players = state.players();
        for (Player p : players) {
            int seat = p.seat();
            int x = cellX(p);
            int y = cellY(p);
            List<CookTime.Step> path = paths.get(seat);
            CookTime.Step at = path.getLast();
            if (at.x() != x || at.y() != y) {
                path.add(new CookTime.Step(state.tick(), x, y));
            }
            CookActivity a = CookActivity.of(state, p);
            cook.get(seat)[a.ordinal()]++;
            Optional<Integer> waiting = a == CookActivity.WAITING ? CookActivity.waitingAt(state, p) : Optional.empty();
            waiting.ifPresent(st -> waitAt[st]++);
            if (!onGrid(x, y)) {
                continue;
            }
            int cell = y * width + x;
            presence[cell]++;
            if (a == CookActivity.IDLE || a == CookActivity.WAITING) {
                idle[cell]++;
            }
            if (a != CookActivity.WORKING && crowded(p, players)) {
                congestion[cell]++;
            }
        }
        for (Event e : events) {
            event(e);
        }
        return true;
    }

    private static boolean crowded(Player p, List<Player> players) {
        for (Player o : players) {
            if (o != p) {
                double dx = o.pos().x() - p.pos().x();
                double dy = o.pos().y() - p.pos().y();
                if (dx * dx + dy * dy < CLOSE * CLOSE) {
                    return true;
                }
            }
        }
        return false;
    }

    private void event(Event e) {
        switch (e.kind()) {
            case DENIED -> keep(Moment.Kind.DENIED, e, text(e, "reason"));
            case TRASHED -> keep(Moment.Kind.WASTED, e, text(e, "item"));
            case BURNT -> keep(Moment.Kind.BURNT, e, text(e, "item"));
            case FIRE -> keep(Moment.Kind.FIRE, e, text(e, "item"));
            case EXTINGUISHED -> keep(Moment.Kind.EXTINGUISHED, e, "");
            case DROPPED -> keep(Moment.Kind.DROPPED, e, text(e, "item"));
            case HANDED_OFF -> {
                keep(Moment.Kind.HANDED_OFF, e, text(e, "item"));
                seatOf(text(e, "player_id")).ifPresent(s -> cook.get(s)[4]++);
            }
            case CHOPPED -> keep(Moment.Kind.CHOPPED, e, text(e, "item"));
            case COOKED -> {
                keep(Moment.Kind.COOKED, e, text(e, "item"));
                recipeOfDish(text(e, "item")).ifPresent(r -> advance(r, 2, e.tick()));
            }
            case PLATED -> {
                keep(Moment.Kind.PLATED, e, text(e, "item"));
                advance(text(e, "item"), 3, e.tick());
            }
            case PICKED -> startedBy(text(e, "item"), e.tick());
            case SERVED -> {
                keep(Moment.Kind.SERVED, e, text(e, "item"));
                end(e, OrderTrack.Outcome.SERVED);
            }
            case ORDER_IN -> {
                int id = (int) number(e, "order_id");
                String recipe = text(e, "recipe");
                orders.put(id, new long[] {e.tick(), -1, -1, -1, -1, OrderTrack.Outcome.OPEN.ordinal()});
                recipeOf.put(id, recipe);
                moments.add(new Moment(Moment.Kind.ORDER_IN, e.tick(), -1, -1, -1, recipe));
            }
            case MISSED -> {
                moments.add(new Moment(Moment.Kind.MISSED, e.tick(), -1, -1, -1, text(e, "recipe")));
                end(e, OrderTrack.Outcome.MISSED);
            }
            case SPILL -> keep(Moment.Kind.SPILL, e, "");
            case STUNNED -> keep(Moment.Kind.STUNNED, e, "");
            case GHOST_PARK -> keep(Moment.Kind.LOST, e, text(e, "item"));
            default -> {
                // picked-up plates, washing, rushes and the verdict say nothing about where a level hurts
            }
        }
    }

    private void keep(Moment.Kind kind, Event e, String detail) {
        int x = (int) Math.floor(e.x());
        int y = (int) Math.floor(e.y());
        int seat = seatOf(text(e, "player_id")).orElse(-1);
        moments.add(new Moment(kind, e.tick(), x, y, seat, detail));
    }

    private void end(Event e, OrderTrack.Outcome outcome) {
        long[] o = orders.get((int) number(e, "order_id"));
        if (o != null && o[5] == OrderTrack.Outcome.OPEN.ordinal()) {
            o[4] = e.tick();
            o[5] = outcome.ordinal();
        }
    }

    /** The oldest open order of {@code recipe} that has not reached stage {@code stage} yet reaches it. */
    private void advance(String recipe, int stage, long tick) {
        for (Map.Entry<Integer, long[]> o : orders.entrySet()) {
            long[] v = o.getValue();
            if (v[5] == OrderTrack.Outcome.OPEN.ordinal() && v[stage] < 0 && recipeOf.get(o.getKey()).equals(recipe)) {
                v[stage] = tick;
                return;
            }
        }
    }

    /** A picked-up ingredient starts the oldest open, unstarted order whose recipe needs it. */
    private void startedBy(String item, long tick) {
        for (Map.Entry<Integer, long[]> o : orders.entrySet()) {
            long[] v = o.getValue();
            if (v[5] == OrderTrack.Outcome.OPEN.ordinal() && v[1] < 0 && needs(recipeOf.get(o.getKey()), item)) {
                v[1] = tick;
                return;
            }
        }
    }

    private boolean needs(String recipeId, String item) {
        for (Recipe r : kitchen.rules().recipes()) {
            if (r.id().equals(recipeId)) {
                return r.ingredients().stream().anyMatch(i -> item.startsWith(i.kind().wireName() + "_"));
            }
        }
        return false;
    }

    private Optional<String> recipeOfDish(String item) {
        for (Recipe r : kitchen.rules().recipes()) {
            if (item.startsWith(r.id() + "_")) {
                return Optional.of(r.id());
            }
        }
        return Optional.empty();
    }

    private Optional<Integer> seatOf(String id) {
        int i = ids.indexOf(id);
        return i < 0 ? Optional.empty() : Optional.of(i);
    }

    private static String text(Event e, String key) {
        return e.get(key).map(String::valueOf).orElse("");
    }

    private static long number(Event e, String key) {
        return e.get(key).map(v -> v instanceof Long n ? n : Long.parseLong(String.valueOf(v))).orElse(-1L);
    }

    private boolean onGrid(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    private static int cellX(Player p) {
        return (int) Math.floor(p.pos().x());
    }

    private static int cellY(Player p) {
        return (int) Math.floor(p.pos().y());
    }

    private RoundSummary result() {
        RoundResult r = RoundResult.of(last);
        List<StationTime> st = new ArrayList<>();
        for (Station s : last.stations()) {
            st.add(new StationTime(s.index(), s.kind(), s.cell(), busy[s.index()], waitAt[s.index()]));
        }
        List<CookTime> cooks = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            long[] c = cook.get(i);
            cooks.add(new CookTime(ids.get(i), c[0], c[1], c[2], c[3], c[4], paths.get(i)));
        }
        List<OrderTrack> tracks = new ArrayList<>();
        OrderTrack.Outcome[] outcomes = OrderTrack.Outcome.values();
        for (Map.Entry<Integer, long[]> o : orders.entrySet()) {
            long[] v = o.getValue();
            tracks.add(new OrderTrack(o.getKey(), recipeOf.get(o.getKey()), v[0], v[1], v[2], v[3], v[4],
                    outcomes[(int) v[5]]));
        }
        return new RoundSummary(width, height, last.tick(), r.score(), r.stars(), new Traffic(width, height, presence),
                new Traffic(width, height, idle), new Traffic(width, height, congestion), cooks, st, tracks, moments);
    }
}
