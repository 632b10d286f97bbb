package undercooked.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static undercooked.sim.SimConstants.MAX_DT;
import static undercooked.sim.SimConstants.STEP_DT;
import static undercooked.sim.SimConstants.TICK_EPS;

/**
 * The kernel's entry points. A round is a function of four things: the kitchen, the seats (player
 * ids in seat order), the seed and the inputs. Nothing here reads a clock, a random source or a
 * file; time enters only as {@code dt}.
 */
public final class Sim {
    private Sim() {
    }

    /**
     * The state at tick 0. Seat {@code i} starts on spawn {@code i % spawns}, at the tile centre;
     * cooks sharing a spawn are offset a quarter tile where the body fits, and the first
     * substep's push separates them.
     *
     * @throws IllegalArgumentException for a kitchen without spawns, an empty or duplicate player id,
     *     or more than four cooks per spawn
     */
    public static KitchenState newRound(Kitchen kitchen, List<String> playerIds, long seed) {
        List<Cell> spawns = kitchen.spawns();
        if (spawns.isEmpty()) {
            throw new IllegalArgumentException("kitchen " + kitchen.id() + " has no spawn; a round cannot seat anybody");
        }
        Set<String> seen = new HashSet<>();
        List<Player> players = new ArrayList<>();
        for (int seat = 0; seat < playerIds.size(); seat++) {
            String id = playerIds.get(seat);
            if (id == null || id.isEmpty() || !seen.add(id)) {
                throw new IllegalArgumentException("player id at seat " + seat + " is empty or repeated: '" + id + "'");
            }
            Cell c = spawns.get(seat % spawns.size());
            int stack = seat / spawns.size();
            if (stack > 3) {
                throw new IllegalArgumentException("more than four cooks on one spawn; kitchen " + kitchen.id()
                        + " has " + spawns.size() + " spawns for " + playerIds.size() + " cooks");
            }
            Vec2 pos = stack == 0 ? new Vec2(c.centerX(), c.centerY()) : sharedSpawnPosition(kitchen, c, stack);
            players.add(new Player(id, seat, pos, Vec2.ZERO, Facing.DOWN, PlayerState.IDLE, 0.0,
                    Optional.empty(), 0, Player.NO_STATION));
        }
        List<Station> stations = new ArrayList<>();
        for (int i = 0; i < kitchen.stations().size(); i++) {
            stations.add(Station.fresh(i, kitchen.stations().get(i)));
        }
        int nextItem = 0;
        if (!kitchen.mints(ItemKind.PLATE)) {
            // Plates that come back dirty are a fixed stock: they start stacked on the plate shelves.
            for (int i = 0; i < stations.size(); i++) {
                Station st = stations.get(i);
                if (st.stock().equals(Optional.of(ItemKind.PLATE))) {
                    List<Slot> plates = new ArrayList<>();
                    for (int p = 0; p < SimConstants.PLATES_PER_SHELF; p++) {
                        plates.add(Slot.unmarked(new Item(nextItem++, ItemKind.PLATE, ItemForm.CLEAN)));
                    }
                    stations.set(i, st.withContents(plates));
                }
            }
        }
        return new KitchenState(kitchen, seed, 0, 0.0, seed, players, stations, nextItem,
                kitchen.timeLimitTicks(), Verdict.PLAYING, 0, Counters.NONE, OrderBook.start(seed),
                List.of(), new Rng(seed).fork(Salts.HAZARDS).state(), List.of(), Scoreboard.start(players.size()));
    }

    private static final double[][] SHARE_OFFSETS = {{0.25, 0}, {0, 0.25}, {-0.25, 0}, {0, -0.25}};

    /**
     * Where the {@code stack}-th extra cook on a spawn starts: the first quarter-tile offset (right,
     * down, left, up, counted from the stack position) whose body is clear of terrain, else the
     * centre. The first substep's push separates cooks that still overlap.
     */
    private static Vec2 sharedSpawnPosition(Kitchen k, Cell c, int stack) {
        int found = 0;
        for (double[] o : SHARE_OFFSETS) {
            Vec2 p = new Vec2(c.centerX() + o[0], c.centerY() + o[1]);
            if (Movement.bodyClear(k, p) && ++found == stack) {
                return p;
            }
        }
        return new Vec2(c.centerX(), c.centerY());
    }

    /**
     * Advances the round by {@code dt} seconds of credit, in whole substeps of {@link SimConstants#STEP_DT}.
     * {@code dt} is clamped to [0, MAX_DT] (NaN counts as 0); leftover time is carried in the state.
     * The inputs are resolved once for the call and offered to every substep it runs. An input for
     * an unknown player is an ERROR event, never an exception. A finished round does not advance.
     */
    public static StepResult step(KitchenState state, double dt, List<PlayerInput> inputs) {
        return step(state, dt, inputs, null, Kernel.STANDARD);
    }

    /**
     * {@link #step} with an observer of every system's result (null for none): the same arithmetic,
     * watched. The kernel never reads a clock; an observer may (the server times each system with one).
     */
    public static StepResult step(KitchenState state, double dt, List<PlayerInput> inputs, SystemObserver observer) {
        return step(state, dt, inputs, observer, Kernel.STANDARD);
    }

    /** {@link #step} watched, under {@code kernel}'s rules (a survey's test seam changes them). */
    static StepResult step(KitchenState state, double dt, List<PlayerInput> inputs, SystemObserver observer,
                           Kernel kernel) {
        List<Event> events = new ArrayList<>();
        if (state.verdict() != Verdict.PLAYING) {
            return new StepResult(state, events);
        }
        double d = Double.isNaN(dt) ? 0.0 : Math.max(0.0, Math.min(MAX_DT, dt));
        double acc = state.accumulator() + d;
        PlayerInput[] frames = Inputs.resolve(state, inputs, events);
        Substep sub = new Substep(state, events, frames);
        while (acc + TICK_EPS >= STEP_DT && sub.state.verdict() == Verdict.PLAYING) {
            for (TickSystem system : kernel.systems()) {
                system.body().run(sub);
                if (observer != null) {
                    observer.after(system.name(), sub.state, events.size());
                }
            }
            acc -= STEP_DT;
        }
        return new StepResult(sub.state.withAccumulator(Math.max(0.0, acc)), events);
    }

    /** Sees the state after each system of a step: what {@link SystemTrace} is built from. */
    @FunctionalInterface
    public interface SystemObserver {
        /** {@code eventCount}: how many of the call's events exist once {@code system} has run. */
        void after(String system, KitchenState state, int eventCount);
    }

    /**
     * Releases a cook's carried item because its player dropped off: onto the passive surface
     * (counter, shelf, prep counter) under the cook or else the one it faces, as the cook's own
     * marked set-down (grabbable at once; a teammate's pick inside the window is a hand-off), with
     * a {@code DROPPED} event. With no surface that takes it, the item leaves the round with a
     * {@code GHOST_PARK} event naming it and {@code counters.lost_items} goes up: never silently.
     * It is an input to the round like a frame: whoever parks (the room) records it, and a replay
     * applies it at the same tick. No time passes.
     */
    public static StepResult park(KitchenState state, String playerId) {
        Optional<Player> found = state.player(playerId);
        if (found.isEmpty() || found.get().held().isEmpty()) {
            return new StepResult(state, List.of());
        }
        Player cook = found.get();
        Item item = cook.held().get();
        KitchenState.Draft d = state.draft();
        List<Player> players = new ArrayList<>(state.players());
        players.set(cook.seat(), cook.withHeld(Optional.empty()).withHold(0, Player.NO_STATION));
        d.players = players;
        Cell here = Cell.containing(cook.pos().x(), cook.pos().y());
        Cell faced = here.plus(cook.facing().dx(), cook.facing().dy());
        for (Cell cell : List.of(here, faced)) {
            int idx = state.kitchen().stationIndex(cell.x(), cell.y());
            if (idx < 0) {
                continue;
            }
            Station st = state.stations().get(idx);
            boolean passive = st.kind() == StationKind.COUNTER || st.kind() == StationKind.SPAWN_SHELF
                    || st.kind() == StationKind.PREP;
            if (passive && st.state() != StationState.BLOCKED && st.contents().size() < st.kind().capacity()) {
                List<Slot> contents = new ArrayList<>(st.contents());
                contents.add(new Slot(item, playerId, state.tick()));
                List<Station> stations = new ArrayList<>(state.stations());
                stations.set(idx, st.withContents(contents));
                d.stations = stations;
                return new StepResult(d.build(), List.of(Event.of(EventKind.DROPPED, state.tick(), cell.centerX(),
                        cell.centerY(), "player_id", playerId, "item", item.wireName())));
            }
        }
        d.counters = d.counters.plus("lost_items", 1);
        return new StepResult(d.build(), List.of(Event.of(EventKind.GHOST_PARK, state.tick(), cook.pos().x(),
                cook.pos().y(), "player_id", playerId, "item", item.wireName(), "consumed", String.valueOf(item.id()))));
    }
}
