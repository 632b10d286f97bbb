package undercooked.sim;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FieldShapeTest {
    private static KitchenState round() {
        return Sim.newRound(TestKitchens.standard(), List.of("ana", "bo"), 9);
    }

    private static String problem(String path) {
        Optional<Object> sample = Optional.of(round().withItems(round().players(), round().stations(), round().nextItemId(),
                Counters.NONE.plus("served", 1).plus("trashed", 2)));
        return FieldShape.unknown(FieldPath.parse(path), KitchenState.class, sample).map(FieldShape.Unknown::message).orElse("ok");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            players[9].held                 | ok
            players[0].pos.x                | ok
            orders.active[id=7].recipe      | ok
            stations[3].contents[item.id=2].item.kind | ok
            counters.served                 | ok
            score                           | ok
            players[9].hled                 | unknown field 'hled' in players[9]; nearest: held
            players[0].poz.x                | unknown field 'poz' in players[0]; nearest: pos
            scor                            | unknown field 'scor'; nearest: score
            counters.servd                  | unknown field 'servd' in counters; nearest: served
            orders.active[idd=1]            | unknown field 'idd' in orders.active[]; nearest: id
            """)
    void aPathIsCheckedAgainstTheStatesShapeNotOneTicksValues(String path, String expected) {
        assertEquals(expected, problem(path));
    }

    @Test
    void aHalfTypedPathIsCompletedFromTheStatesValues() {
        KitchenState s = round();
        assertEquals(List.of("players[0].held", "players[0].holdStation"), FieldShape.complete("players[0].h", s));
        assertEquals(List.of("players[0]", "players[1]"), FieldShape.complete("players[", s));
        assertTrue(FieldShape.complete("sc", s).contains("score"), FieldShape.complete("sc", s).toString());
        KitchenState orders = TestKitchens.withOrders(s, "tomato_soup");
        int id = orders.orders().active().getLast().id();
        assertTrue(FieldShape.complete("orders.active[", orders).contains("orders.active[id=" + id + "]"),
                FieldShape.complete("orders.active[", orders).toString());
    }
}
