package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StateDiffTest {
    private static KitchenState round() {
        return Sim.newRound(TestKitchens.standard(), List.of("ana", "bo"), 9);
    }

    private static List<String> rendered(KitchenState a, KitchenState b) {
        return StateDiff.between(a, b).stream().map(StateDiff.Change::render).toList();
    }

    @Test
    void equalStatesHaveNoChanges() {
        assertEquals(List.of(), StateDiff.between(round(), round()));
    }

    @Test
    void aMovedCookIsNamedByIndexAndAxisWithJustEnoughDigits() {
        KitchenState a = round();
        Player p = a.players().getFirst();
        KitchenState b = TestKitchens.withPlayer(a, p.withPos(new Vec2(p.pos().x(), 3.46)));
        KitchenState c = TestKitchens.withPlayer(a, p.withPos(new Vec2(p.pos().x(), 3.41)));
        assertEquals(List.of("players[0].pos.y: 3.41 -> 3.46"), rendered(c, b));
    }

    @Test
    void aRemovedSlotShowsItsItemAndAnEmptyHandShowsNone() {
        KitchenState a = round();
        int counter = TestKitchens.stationAt(a, 6, 3);
        Item tomato = new Item(0, ItemKind.TOMATO, ItemForm.RAW);
        KitchenState before = TestKitchens.withStation(a, a.stations().get(counter).withContents(List.of(Slot.unmarked(tomato))));
        KitchenState after = TestKitchens.withPlayer(a, a.players().get(1).withHeld(Optional.of(tomato)));
        assertEquals(List.of("players[1].held: (none) -> tomato_raw",
                "stations[" + counter + "].contents[item.id=0]: tomato_raw -> (none)"), rendered(before, after));
    }

    @Test
    void servingTheFirstOrderIsThatOrderGoneNotTheOthersShiftedUp() {
        KitchenState two = TestKitchens.withOrders(round(), "tomato_soup", "onion_soup");
        int first = two.orders().active().getFirst().id();
        KitchenState.Draft d = two.draft();
        d.orders = new OrderBook(two.orders().active().subList(1, 2), two.orders().nextId(), two.orders().lastSpawnTick(),
                two.orders().rngState());
        KitchenState served = d.build();
        assertEquals(List.of("orders.active[id=" + first + "]: order " + first + " tomato_soup -> (none)"),
                rendered(two, served));
        FieldPath recipe = FieldPath.parse("orders.active[id=" + (first + 1) + "].recipe");
        assertEquals("onion_soup", recipe.show(two));
        assertEquals("onion_soup", recipe.show(served), "the path follows order " + (first + 1) + " to its new index");
    }

    @Test
    void countersAreNamedAndAnUnwrittenTallyIsNone() {
        KitchenState a = round();
        KitchenState b = a.withItems(a.players(), a.stations(), a.nextItemId(), Counters.NONE.plus("trashed", 1));
        KitchenState c = a.withItems(a.players(), a.stations(), a.nextItemId(), Counters.NONE.plus("served", 2).plus("trashed", 3));
        assertEquals(List.of("counters.trashed: (none) -> 1"), rendered(a, b));
        assertEquals(List.of("counters.served: (none) -> 2", "counters.trashed: 1 -> 3"), rendered(b, c));
    }

    @Test
    void enumsAreLowerCaseAndSameNamedItemsShowTheFieldThatDiffers() {
        KitchenState a = round();
        Player p = a.players().getFirst();
        KitchenState b = TestKitchens.withPlayer(a, p.withBody(p.pos(), p.vel(), Facing.RIGHT, p.state(), p.stun())
                .withHeld(Optional.of(new Item(4, ItemKind.ONION, ItemForm.RAW))));
        KitchenState c = TestKitchens.withPlayer(a, p.withBody(p.pos(), p.vel(), Facing.RIGHT, p.state(), p.stun())
                .withHeld(Optional.of(new Item(5, ItemKind.ONION, ItemForm.RAW))));
        assertEquals(List.of("players[0].facing: down -> right", "players[0].held: (none) -> onion_raw"), rendered(a, b));
        assertEquals(List.of("players[0].held.id: 4 -> 5"), rendered(b, c));
    }

    @Test
    void theOrderIsStableFieldOrderThenIndex() {
        KitchenState a = round();
        KitchenState b = TestKitchens.withPlayer(TestKitchens.withPlayer(a, a.players().get(1).withStun(0.5)),
                a.players().get(0).withStun(0.25)).withTick(7);
        assertEquals(List.of("tick: 0 -> 7", "players[0].stun: 0.0 -> 0.25", "players[1].stun: 0.0 -> 0.5"),
                rendered(a, b));
    }

    @ParameterizedTest(name = "{0} vs {1} shows as {2} -> {3}")
    @CsvSource(textBlock = """
            3.41,        3.46,        3.41,       3.46
            3.4,         3.46,        3.4,        3.46
            3.4100001,   3.4100002,   3.4100001,  3.4100002
            0.0,         -0.0,        0.0,        -0.0
            1.0,         2.0,         1.0,        2.0
            1e-12,       2e-12,       0.000000000001, 0.000000000002
            """)
    void doublesShowTheFewestDecimalsThatTellThemApart(double a, double b, String shownA, String shownB) {
        assertEquals(shownA, StateDiff.doubles(a, b, true));
        assertEquals(shownB, StateDiff.doubles(a, b, false));
    }
}
