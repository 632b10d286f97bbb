package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A small working kitchen for the rules tests, and one cook "a" to drive through it by hand.
 * Top row: tomato shelf, counter, chop board, counter, stove, counter, prep. Bottom row: plate
 * shelf, counter, lettuce shelf, counter, sink, counter, serve window. The cook works from row 2.
 */
final class Kitchen1 {
    static final String[] ROWS = {
        "#########",
        "#T=C=S=P#",
        "#1......#",
        "#D=L=K=W#",
        "#########",
    };
    static final Cell CHOP = new Cell(3, 1);
    static final Cell STOVE = new Cell(5, 1);
    static final Cell PREP = new Cell(7, 1);
    static final Cell SINK = new Cell(5, 3);
    static final Cell SERVE = new Cell(7, 3);
    static final Cell PLATES = new Cell(1, 3);

    KitchenState s;
    final List<Event> events = new ArrayList<>();

    Kitchen1(RoundRules.Hazards hazards) {
        Kitchen k = TestKitchens.withRules(TestKitchens.parse(ROWS), TestKitchens.rules(hazards));
        s = Sim.newRound(k, List.of("a"), 42);
    }

    static Kitchen1 plain() {
        return new Kitchen1(RoundRules.Hazards.NONE);
    }

    /** Puts the cook on the floor tile next to {@code c}, facing it. */
    Kitchen1 at(Cell c) {
        boolean top = c.y() == 1;
        Facing f = top ? Facing.UP : Facing.DOWN;
        s = TestKitchens.withPlayer(s, TestKitchens.at(cook(), c.x() + 0.5, 2.5, f));
        return this;
    }

    Kitchen1 give(Item item) {
        s = TestKitchens.withPlayer(s, cook().withHeld(Optional.of(item)));
        return this;
    }

    Kitchen1 put(Cell c, Item... items) {
        Station st = station(c);
        List<Slot> slots = new ArrayList<>(st.contents());
        for (Item i : items) {
            slots.add(Slot.unmarked(i));
        }
        s = TestKitchens.withStation(s, st.withContents(slots));
        return this;
    }

    /** {@code n} substeps with the button down (the first is the press). */
    Kitchen1 hold(int n) {
        for (int i = 0; i < n; i++) {
            tick(true);
        }
        return this;
    }

    Kitchen1 press() {
        tick(true);
        return tick(false);
    }

    Kitchen1 idle(int n) {
        for (int i = 0; i < n; i++) {
            tick(false);
        }
        return this;
    }

    Kitchen1 tick(boolean action) {
        StepResult r = Sim.step(s, SimConstants.STEP_DT, List.of(PlayerInput.of("a", 0, 0, action, s.tick(), s.tick())));
        List<String> broken = ItemLedger.violations(s, r.state(), r.events());
        if (!broken.isEmpty()) {
            throw new AssertionError("conservation broken at tick " + s.tick() + ": " + broken);
        }
        s = r.state();
        events.addAll(r.events());
        return this;
    }

    Player cook() {
        return s.players().get(0);
    }

    Optional<Item> held() {
        return cook().held();
    }

    Station station(Cell c) {
        return s.stations().get(s.kitchen().stationIndexAt(c.x(), c.y()).orElseThrow());
    }

    List<Event> of(EventKind kind) {
        return events.stream().filter(e -> e.kind() == kind).toList();
    }

    List<String> denials() {
        return of(EventKind.DENIED).stream().map(e -> (String) e.payload().get("reason")).toList();
    }

    static Item raw(int id, ItemKind k) {
        return new Item(id, k, ItemForm.RAW);
    }

    static Item chopped(int id, ItemKind k) {
        return new Item(id, k, ItemForm.CHOPPED);
    }
}
