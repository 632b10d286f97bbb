package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import undercooked.sim.Cell;
import undercooked.sim.ChunkedList;
import undercooked.sim.Facing;
import undercooked.sim.Hazard;
import undercooked.sim.HazardKind;
import undercooked.sim.Item;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Order;
import undercooked.sim.Player;
import undercooked.sim.PlayerState;
import undercooked.sim.Slot;
import undercooked.sim.Station;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;
import undercooked.sim.Vec2;

/**
 * What a bot sees on one tick: exactly what a player sees on the wire, plus the level it plays.
 * No random state, no future orders, no item or internal ids a snapshot does not carry, no
 * velocities or timers (a bot that wants a pot's age counts ticks itself, as a player would).
 *
 * <p>Plain data with public constructors: {@link #of(KitchenState)} builds it in-process, and a
 * remote client builds it from snapshot frames (a station is then known by its kind and cell and
 * given the index of the kitchen's station on that cell).
 *
 * @param kitchen the static layout and rules, as the level file gives them (grid, fixtures, spawns,
 *     recipes, order settings, hazard settings); never the round's seed or state
 * @param tick the simulation tick this view shows
 * @param score the team's score
 * @param ticksLeft the round clock in ticks
 * @param cooks every cook in seat order, bots and humans alike
 * @param stations every fixture in the kitchen's station order ({@code stations.get(i).index() == i})
 * @param orders the open orders
 * @param hazards live fires, spills, the moving obstacle and a rush
 */
public record BotView(Kitchen kitchen, long tick, long score, long ticksLeft, List<Cook> cooks,
                      List<Fixture> stations, List<Ticket> orders, List<Danger> hazards) {

    /** One cook: where it is, which way it faces, what it holds. */
    public record Cook(String id, int seat, Vec2 pos, Facing facing, PlayerState state, Optional<Item> held) {
        public Cook {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(pos, "pos");
            Objects.requireNonNull(facing, "facing");
            Objects.requireNonNull(state, "state");
            Objects.requireNonNull(held, "held");
        }

        public Cell cell() {
            return Cell.containing(pos.x(), pos.y());
        }
    }

    /**
     * One fixture as the wire shows it. {@code contents} lists what it holds, first set down first
     * (a snapshot of protocol 4 carries only the first; a view built from one lists at most that).
     */
    public record Fixture(int index, StationKind kind, Cell cell, List<Item> contents, StationState state,
                          double progress) {
        public Fixture {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(cell, "cell");
            contents = List.copyOf(contents);
            Objects.requireNonNull(state, "state");
        }

        public Optional<Item> first() {
            return contents.isEmpty() ? Optional.empty() : Optional.of(contents.getFirst());
        }
    }

    /** One open order: the dish, what it pays, ticks until it is missed. */
    public record Ticket(int id, String recipe, int points, long ticksLeft) {
        public Ticket {
            Objects.requireNonNull(recipe, "recipe");
        }
    }

    /** One hazard: a fire or spill at its cell's centre, the obstacle where it is, a rush; ticks of life left (0: until removed). */
    public record Danger(HazardKind kind, Vec2 pos, long ticksLeft) {
        public Danger {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(pos, "pos");
        }

        public Cell cell() {
            return Cell.containing(pos.x(), pos.y());
        }
    }

    public BotView {
        Objects.requireNonNull(kitchen, "kitchen");
        cooks = List.copyOf(cooks);
        stations = ChunkedList.copyOf(stations);
        orders = List.copyOf(orders);
        hazards = List.copyOf(hazards);
        if (stations.size() != kitchen.stations().size()) {
            throw new IllegalArgumentException("a view of kitchen " + kitchen.id() + " needs its " + kitchen.stations().size()
                    + " stations, got " + stations.size());
        }
    }

    /** The view of a kernel state: the same fields the server's snapshot encoder projects. */
    public static BotView of(KitchenState s) {
        return project(s, null);
    }

    /**
     * Views of one round's states, tick after tick. The kernel keeps its stations in a
     * {@link ChunkedList} and an unchanged station as the same object from tick to tick, so each
     * view shares the fixtures of the one before and makes new ones only for the stations that
     * changed: most stations idle most of the time, and a 64x64 kitchen has 710. One per round.
     */
    public static final class Projector {
        private ChunkedList<Station> seen;
        private ChunkedList<Fixture> made;

        public BotView of(KitchenState s) {
            return project(s, this);
        }

        List<Fixture> fixtures(List<Station> stations) {
            ChunkedList<Station> now = ChunkedList.copyOf(stations);
            if (seen == null || seen.size() != now.size()) {
                List<Fixture> all = new ArrayList<>(now.size());
                for (Station st : now) {
                    all.add(fixture(st));
                }
                made = ChunkedList.copyOf(all);
            } else {
                ChunkedList.Edit<Fixture> next = made.edit();
                now.forEachChangedSince(seen, i -> next.set(i, fixture(now.get(i))));
                made = next.done();
            }
            seen = now;
            return made;
        }
    }

    private static BotView project(KitchenState s, Projector memo) {
        List<Cook> cooks = new ArrayList<>(s.players().size());
        for (Player p : s.players()) {
            cooks.add(new Cook(p.id(), p.seat(), p.pos(), p.facing(), p.state(), p.held().map(BotView::anonymous)));
        }
        List<Fixture> stations;
        if (memo != null) {
            stations = memo.fixtures(s.stations());
        } else {
            stations = new ArrayList<>(s.stations().size());
            for (Station st : s.stations()) {
                stations.add(fixture(st));
            }
        }
        List<Ticket> orders = new ArrayList<>(s.orders().active().size());
        for (Order o : s.orders().active()) {
            orders.add(new Ticket(o.id(), o.recipe(), o.points(), Math.max(0, o.deadlineTick() - s.tick())));
        }
        List<Danger> hazards = new ArrayList<>(s.hazards().size());
        for (Hazard z : s.hazards()) {
            long left = z.until() == Hazard.FOREVER ? 0 : Math.max(0, z.until() - s.tick());
            hazards.add(new Danger(z.kind(), new Vec2(z.x(), z.y()), left));
        }
        return new BotView(s.kitchen(), s.tick(), s.score(), s.ticksLeft(), cooks, stations, orders, hazards);
    }

    static Fixture fixture(Station st) {
        List<Item> contents;
        if (st.contents().isEmpty()) {
            contents = List.of();
        } else {
            contents = new ArrayList<>(st.contents().size());
            for (Slot sl : st.contents()) {
                contents.add(anonymous(sl.item()));
            }
        }
        return new Fixture(st.index(), st.kind(), st.cell(), contents, st.state(), st.progress());
    }

    /** An item as the wire names it: kind, form and dish, never the kernel's item id. */
    private static Item anonymous(Item i) {
        return i.id() == 0 ? i : new Item(0, i.kind(), i.form(), i.dish());
    }

    /** The cook with this id, if seated. */
    public Optional<Cook> cook(String id) {
        for (Cook c : cooks) {
            if (c.id().equals(id)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
