package undercooked.botsclient;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import undercooked.bots.BotView;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.RestStations;
import undercooked.protocol.StationSnap;
import undercooked.sim.Facing;
import undercooked.sim.HazardKind;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.PlayerState;
import undercooked.sim.Recipe;
import undercooked.sim.SimConstants;
import undercooked.sim.Station;
import undercooked.sim.StationSpec;
import undercooked.sim.StationState;
import undercooked.sim.Vec2;

/**
 * A {@link BotView} from what a client has: the level file's kitchen and the merged snapshot
 * ({@code SnapshotView.current()}). It reads the wire back into the kernel's words: a station by
 * its kind and cell (given the index of the kitchen's station there), an item by its wire name
 * (a dish through the level's recipes), times in seconds or shares back to ticks. What the wire
 * does not carry stays out: a pot shows only its first item, a shelf's stock is not an item on it.
 */
final class WireView {

    private WireView() {
    }

    static BotView of(Kitchen kitchen, FullFrame f) {
        List<BotView.Cook> cooks = new ArrayList<>(f.players().size());
        for (PlayerSnap p : f.players()) {
            cooks.add(new BotView.Cook(p.id(), p.seat(), new Vec2(p.x(), p.y()), Facing.values()[p.facing().index()],
                    playerState(p.state()), p.held().flatMap(h -> item(kitchen, h))));
        }
        List<StationSpec> specs = kitchen.stations();
        List<BotView.Fixture> stations = new ArrayList<>(specs.size());
        for (int i = 0; i < specs.size(); i++) {
            Station fresh = Station.fresh(i, specs.get(i));
            stations.add(new BotView.Fixture(i, fresh.kind(), fresh.cell(), List.of(), fresh.state(), 0.0));
        }
        for (StationSnap s : f.stations()) {
            Optional<Integer> at = kitchen.stationIndexAt((int) s.x(), (int) s.y());
            if (at.isEmpty()) {
                continue;
            }
            StationSpec spec = specs.get(at.get());
            // A shelf that mints its stock shows it whatever lies there, and hands it out anyway: its
            // stock is not an item on it. A shelf that does not mint (plates only) shows what is left.
            Optional<String> stock = spec.stock().filter(kitchen::mints).map(k -> Item.wireName(k, k.stockForm()));
            List<Item> contents = s.content().filter(c -> !c.equals(stock.orElse(null)))
                    .flatMap(c -> item(kitchen, c)).map(List::of).orElse(List.of());
            stations.set(at.get(), new BotView.Fixture(at.get(), spec.kind(), spec.cell(), contents,
                    stationState(s.state()), s.progress()));
        }
        List<BotView.Ticket> orders = new ArrayList<>(f.orders().size());
        long window = kitchen.rules().orderDeadlineTicks();
        for (OrderSnap o : f.orders()) {
            orders.add(new BotView.Ticket(o.id(), o.recipe(), o.points(), Math.round(o.left() * window)));
        }
        List<BotView.Danger> hazards = new ArrayList<>(f.hazards().size());
        for (HazardSnap z : f.hazards()) {
            hazardKind(z.kind()).ifPresent(k -> hazards.add(new BotView.Danger(k, new Vec2(z.x(), z.y()),
                    Math.round(z.life() * SimConstants.TICK_HZ))));
        }
        return new BotView(kitchen, f.tick(), f.score(), Math.round(f.timeLeft() * SimConstants.TICK_HZ), cooks,
                stations, orders, hazards);
    }

    /** The stations as a round starts them, which a sparse full frame leaves out (the client's own copy of the level). */
    static RestStations atRest(Kitchen kitchen) {
        List<StationSnap> rest = new ArrayList<>(kitchen.stations().size());
        for (int i = 0; i < kitchen.stations().size(); i++) {
            Station s = Station.fresh(i, kitchen.stations().get(i));
            Optional<String> content = s.contents().isEmpty()
                    ? s.stock().map(k -> Item.wireName(k, k.stockForm()))
                    : Optional.of(s.contents().getFirst().item().wireName());
            rest.add(new StationSnap(s.kind().wireName(), s.cell().x(), s.cell().y(), content,
                    s.contents().size(), StationSnap.DEFAULT_QUALITY, StationSnap.DEFAULT_PROGRESS, s.state().wireName()));
        }
        return new RestStations(rest);
    }

    /**
     * An item from its wire name: {@code tomato_chopped}, {@code plate_dirty}; a plated dish is its
     * recipe id ({@code tomato_soup}), a dish in another form is recipe and form ({@code tomato_soup_burnt}).
     */
    static Optional<Item> item(Kitchen kitchen, String wire) {
        for (Recipe r : kitchen.rules().recipes()) {
            if (wire.equals(r.id())) {
                return Optional.of(new Item(0, ItemKind.PLATE, ItemForm.PLATED, r.id()));
            }
            if (wire.startsWith(r.id() + "_")) {
                Optional<ItemForm> form = ItemForm.fromWireName(wire.substring(r.id().length() + 1));
                if (form.isPresent()) {
                    ItemKind kind = r.ingredients().isEmpty() ? ItemKind.PLATE : r.ingredients().getFirst().kind();
                    return Optional.of(new Item(0, kind, form.get(), r.id()));
                }
            }
        }
        int cut = wire.lastIndexOf('_');
        if (cut < 0) {
            return Optional.empty();
        }
        Optional<ItemKind> kind = ItemKind.fromWireName(wire.substring(0, cut));
        Optional<ItemForm> form = ItemForm.fromWireName(wire.substring(cut + 1));
        return kind.isPresent() && form.isPresent() ? Optional.of(new Item(0, kind.get(), form.get())) : Optional.empty();
    }

    /** A cook's state; a ghost (a dropped seat) stands idle. */
    private static PlayerState playerState(String wire) {
        for (PlayerState s : PlayerState.values()) {
            if (s.wireName().equals(wire)) {
                return s;
            }
        }
        return PlayerState.IDLE;
    }

    private static StationState stationState(String wire) {
        for (StationState s : StationState.values()) {
            if (s.wireName().equals(wire)) {
                return s;
            }
        }
        return StationState.IDLE;
    }

    private static Optional<HazardKind> hazardKind(String wire) {
        for (HazardKind k : HazardKind.values()) {
            if (k.wireName().equals(wire.toLowerCase(Locale.ROOT))) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
