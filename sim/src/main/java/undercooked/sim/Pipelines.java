package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import static undercooked.sim.SimConstants.CHOP_TICKS;
import static undercooked.sim.SimConstants.EXTINGUISH_TICKS;
import static undercooked.sim.SimConstants.WASH_TICKS;

/**
 * Stage five: every fixture's pipeline advances one substep. Held work (chopping, washing,
 * putting out a fire) progresses only while its worker holds the button, which the gate
 * guarantees by clearing the worker on release; a pot cooks by itself once it holds a whole
 * recipe, then waits, then burns; a prep counter assembles a dish the moment it holds one.
 */
final class Pipelines {
    private static final double DONE = 1.0 - 1e-9;

    private Pipelines() {
    }

    /**
     * Whether {@link #advance} could return anything but the station itself: an idle station with
     * no worker, and nothing in it that a stove could cook or a prep counter plate, stays as it is.
     * The state's station list keeps this as its mark, so a tick visits only these stations.
     */
    static final Predicate<Station> MAY_CHANGE = Pipelines::mayChange;

    static void run(Substep s) {
        returnPlates(s);
        KitchenState st = s.state;
        KitchenState.Draft d = null;
        ChunkedList<Station> stations = ChunkedList.copyOf(st.stations(), MAY_CHANGE);
        ChunkedList.Edit<Station> out = null;
        // Only the marked stations, in index order: advance() returns any other as it is. On a big
        // kitchen (07's 710 fixtures, about five busy) reading every station was a third of a tick.
        for (int i = stations.nextMarked(0); i >= 0; i = stations.nextMarked(i + 1)) {
            Station before = stations.get(i);
            if (d == null) {
                d = st.draft();
            }
            Station after = advance(before, d, s);
            if (after != before) {
                if (out == null) {
                    out = stations.edit();
                }
                out.set(i, after);
            }
        }
        // Build only when something moved: a burning kitchen has stations that may change every
        // substep (so a draft is opened) but usually none that does.
        if (d != null && (out != null || d.nextItemId != st.nextItemId() || d.hazards != st.hazards())) {
            if (out != null) {
                d.stations = out.done();
            }
            s.state = d.build();
        }
    }

    private static boolean mayChange(Station st) {
        return st.state() != StationState.IDLE || st.hasWorker()
                || (!st.contents().isEmpty() && (st.kind() == StationKind.STOVE || st.kind() == StationKind.PREP));
        // A serve window's returned plates need no pipeline: they just wait to be taken.
    }

    private static Station advance(Station st, KitchenState.Draft d, Substep s) {
        if (st.contents().isEmpty() && !st.hasWorker()
                && (st.state() == StationState.READY || st.state() == StationState.BURNING || st.state() == StationState.WORKING)) {
            return st.withState(StationState.IDLE, 0.0);
        }
        if (st.state() == StationState.BLOCKED) {
            return extinguish(st, d, s);
        }
        return switch (st.kind()) {
            case CHOP_BOARD -> chop(st, s);
            case SINK -> wash(st, s);
            case STOVE -> cook(st, d, s);
            case PREP -> plate(st, d, s);
            default -> st;
        };
    }

    /** Served plates whose time is up land, dirty, on the serve window they left from. */
    private static void returnPlates(Substep s) {
        KitchenState st = s.state;
        if (st.plateReturns().isEmpty() || st.plateReturns().getFirst().dueTick() > s.tick()) {
            return;
        }
        KitchenState.Draft d = st.draft();
        List<PendingPlate> waiting = new ArrayList<>();
        ChunkedList.Edit<Station> stations = ChunkedList.copyOf(d.stations).edit();
        for (PendingPlate pp : d.plateReturns) {
            if (pp.dueTick() > s.tick()) {
                waiting.add(pp);
                continue;
            }
            Station window = stations.get(pp.station());
            List<Slot> contents = new ArrayList<>(window.contents());
            contents.add(Slot.unmarked(pp.plate()));
            stations.set(pp.station(), window.withContents(contents));
            emit(s, EventKind.PLATE_RETURNED, window, "item", pp.plate().wireName());
        }
        d.plateReturns = waiting;
        d.stations = stations.done();
        s.state = d.build();
    }

    private static Station chop(Station st, Substep s) {
        if (!st.hasWorker() || st.state() != StationState.WORKING || st.contents().isEmpty()) {
            return st;
        }
        double p = st.progress() + 1.0 / CHOP_TICKS;
        if (p < DONE) {
            return st.withProgress(p, st.timer() + 1);
        }
        Item chopped = st.contents().getFirst().item().withForm(ItemForm.CHOPPED);
        emit(s, EventKind.CHOPPED, st, "player_id", st.worker(), "item", chopped.wireName());
        return st.withContents(List.of(Slot.unmarked(chopped))).withWorker(Station.NO_WORKER)
                .withState(StationState.READY, 1.0);
    }

    private static Station wash(Station st, Substep s) {
        if (!st.hasWorker() || st.state() != StationState.WORKING) {
            return st;
        }
        int dirty = firstDirty(st.contents());
        if (dirty < 0) {
            return st.withWorker(Station.NO_WORKER).withState(StationState.IDLE, 0.0);
        }
        double p = st.progress() + 1.0 / WASH_TICKS;
        if (p < DONE) {
            return st.withProgress(p, st.timer() + 1);
        }
        List<Slot> contents = new ArrayList<>(st.contents());
        Item clean = contents.get(dirty).item().withForm(ItemForm.CLEAN);
        contents.set(dirty, Slot.unmarked(clean));
        emit(s, EventKind.WASHED, st, "player_id", st.worker(), "item", clean.wireName());
        Station next = st.withContents(contents);
        // The worker keeps washing the next dirty plate for as long as the button stays down.
        return firstDirty(contents) < 0
                ? next.withWorker(Station.NO_WORKER).withState(StationState.IDLE, 0.0)
                : next.withProgress(0.0, 0);
    }

    static int firstDirty(List<Slot> contents) {
        for (int i = 0; i < contents.size(); i++) {
            if (contents.get(i).item().form() == ItemForm.DIRTY) {
                return i;
            }
        }
        return -1;
    }

    private static Station cook(Station st, KitchenState.Draft d, Substep s) {
        RoundRules rules = d.kitchen.rules();
        switch (st.state()) {
            case IDLE, WORKING -> {
                Optional<Recipe> recipe = Cookbook.potRecipe(rules, st.contents());
                if (recipe.isEmpty()) {
                    return st.state() == StationState.WORKING ? st.withState(StationState.IDLE, 0.0) : st;
                }
                Station cooking = st.state() == StationState.IDLE ? st.withState(StationState.WORKING, 0.0) : st;
                double p = cooking.progress() + 1.0 / recipe.get().cookTicks();
                if (p < DONE) {
                    return cooking.withProgress(p, cooking.timer() + 1);
                }
                List<Item> consumed = new ArrayList<>();
                for (Slot sl : st.contents()) {
                    consumed.add(sl.item());
                }
                Item soup = new Item(d.nextItemId++, consumed.getFirst().kind(), ItemForm.COOKED, recipe.get().id());
                emit(s, EventKind.COOKED, st, "item", soup.wireName(), "created", String.valueOf(soup.id()),
                        "consumed", Cookbook.ids(consumed));
                return st.withContents(List.of(Slot.unmarked(soup))).withState(StationState.READY, 1.0);
            }
            case READY -> {
                int burnTicks = rules.hazards().burnTicks();
                if (burnTicks > 0 && st.timer() + 1 >= burnTicks) {
                    List<Slot> burnt = burnAll(st.contents());
                    emit(s, EventKind.BURNT, st, "item", burnt.getFirst().item().wireName());
                    return st.withContents(burnt).withState(StationState.BURNING, 1.0);
                }
                return st.withProgress(st.progress(), st.timer() + 1);
            }
            case BURNING -> {
                return st.withProgress(st.progress(), st.timer() + 1);
            }
            default -> {
                return st;
            }
        }
    }

    private static Station plate(Station st, KitchenState.Draft d, Substep s) {
        if (st.state() == StationState.READY) {
            return st;
        }
        Optional<Recipe> recipe = Cookbook.prepRecipe(d.kitchen.rules(), st.contents());
        if (recipe.isEmpty()) {
            return st;
        }
        Item plate = null;
        List<Item> consumed = new ArrayList<>();
        for (Slot sl : st.contents()) {
            Item i = sl.item();
            if (plate == null && i.kind() == ItemKind.PLATE && !i.isDish()) {
                plate = i;
            } else {
                consumed.add(i);
            }
        }
        Item dish = new Item(plate.id(), ItemKind.PLATE, ItemForm.PLATED, recipe.get().id());
        emit(s, EventKind.PLATED, st, "item", dish.wireName(), "consumed", Cookbook.ids(consumed));
        return st.withContents(List.of(Slot.unmarked(dish))).withState(StationState.READY, 1.0);
    }

    private static Station extinguish(Station st, KitchenState.Draft d, Substep s) {
        if (!st.hasWorker()) {
            return st;
        }
        double p = st.progress() + 1.0 / EXTINGUISH_TICKS;
        if (p < DONE) {
            return st.withProgress(p, st.timer() + 1);
        }
        List<Hazard> left = new ArrayList<>();
        for (Hazard z : d.hazards) {
            if (!(z.kind() == HazardKind.FIRE && z.ref() == st.index())) {
                left.add(z);
            }
        }
        d.hazards = left;
        emit(s, EventKind.EXTINGUISHED, st, "player_id", st.worker());
        // Whatever burnt is still there: the station smoulders (and can catch again) until cleared.
        StationState after = st.contents().isEmpty() ? StationState.IDLE : StationState.BURNING;
        return st.withWorker(Station.NO_WORKER).withState(after, 0.0);
    }

    /** Food and dishes burn; bare plates do not. */
    static List<Slot> burnAll(List<Slot> contents) {
        List<Slot> out = new ArrayList<>();
        for (Slot sl : contents) {
            Item i = sl.item();
            boolean food = i.isDish() || i.kind() != ItemKind.PLATE;
            out.add(food ? new Slot(i.withForm(ItemForm.BURNT), sl.placedBy(), sl.placedAt()) : sl);
        }
        return out;
    }

    private static void emit(Substep s, EventKind kind, Station st, Object... payload) {
        s.events.add(Event.of(kind, s.tick(), st.cell().centerX(), st.cell().centerY(), payload));
    }
}
