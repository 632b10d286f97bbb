package undercooked.sim;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FieldPathTest {
    private static final Kitchen KITCHEN = TestKitchens.standard();

    @Test
    void everyPathTheDiffNamesReadsBackBothOfItsValues() {
        ReplayResult run = ReplayRun.run(KITCHEN, ReplayScripts.twoCooks());
        int checked = 0;
        for (int i = 1; i < run.states().size(); i++) {
            KitchenState before = run.states().get(i - 1);
            KitchenState after = run.states().get(i);
            for (StateDiff.Change c : StateDiff.between(before, after)) {
                FieldPath p = FieldPath.parse(c.path());
                Optional<Object> b = p.read(before);
                Optional<Object> a = p.read(after);
                if (b.orElse(null) instanceof Double x && a.orElse(null) instanceof Double y) {
                    // the diff prints doubles with just the digits that tell them apart
                    assertEquals(c.before(), StateDiff.doubles(x, y, true), c.render());
                    assertEquals(c.after(), StateDiff.doubles(x, y, false), c.render());
                } else {
                    assertEquals(c.before(), p.show(before), c.render() + " (before)");
                    assertEquals(c.after(), p.show(after), c.render() + " (after)");
                }
                checked++;
            }
        }
        assertTrue(checked > 1000, "only " + checked + " changes were checked");
    }

    @Test
    void readsNumbersBooleansAndAbsentValues() {
        KitchenState s = Sim.newRound(KITCHEN, List.of("a", "b"), 7);
        assertEquals(OptionalDouble.of(s.players().get(1).pos().x()), FieldPath.parse("players[1].pos.x").number(s));
        assertEquals(Optional.empty(), FieldPath.parse("players[1].held").read(s));
        assertEquals(OptionalDouble.of(0), FieldPath.parse("players[1].held").number(s));
        assertEquals(StateDiff.NONE, FieldPath.parse("players[5].pos.x").show(s));
        assertEquals(StateDiff.NONE, FieldPath.parse("counters.served").show(s));
        assertEquals("0", FieldPath.parse("score").show(s));
        assertTrue(FieldPath.parse("score").isNumeric(s));
        assertFalse(FieldPath.parse("players[0].state").isNumeric(s));
        assertEquals("idle", FieldPath.parse("players[0].state").show(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "players[x]", "players[0", "a..b", ".a", "a."})
    void refusesTextThatIsNotAPath(String text) {
        assertThrows(IllegalArgumentException.class, () -> FieldPath.parse(text));
    }

    @Test
    void childrenListComponentsInDeclarationOrderAndJoinBuildsTheirPaths() {
        KitchenState s = Sim.newRound(KITCHEN, List.of("a"), 7);
        List<FieldPath.Child> top = FieldPath.children(s);
        assertEquals("kitchen", top.getFirst().segment());
        assertEquals(List.of(), FieldPath.children(s.kitchen()), "the kitchen is shown whole");
        FieldPath.Child players = top.stream().filter(c -> c.segment().equals("players")).findFirst().orElseThrow();
        assertEquals("[0]", FieldPath.children(players.value()).getFirst().segment());
        assertEquals("players[0]", FieldPath.join("players", "[0]"));
        assertEquals("players[0].pos", FieldPath.join("players[0]", "pos"));
        assertEquals("score", FieldPath.join("", "score"));
    }

}
