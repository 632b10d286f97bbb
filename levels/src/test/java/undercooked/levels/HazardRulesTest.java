package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.sim.Cell;
import undercooked.sim.RoundRules;

/** The level's orders and hazards become the kernel's rules, and bad hazard settings are named. */
class HazardRulesTest {
    private static final String GRID = """
            "grid": [
                "#########",
                "#t=C=S=P#",
                "#1......#",
                "#p=K=X=W#",
                "#########"
              ]""";

    private static String level(String hazards) {
        return "{\"id\": \"09_h\", \"name\": \"H\", \"order\": 9, \"time_limit_s\": 120, \"target_score\": 20,"
                + " \"recipes\": [\"tomato_soup\"], \"orders\": {\"interval_s\": 20, \"deadline_s\": 60, \"max_active\": 2},"
                + " \"hazards\": " + hazards + ", " + GRID + "}";
    }

    @Test
    void everyLevelTheValidatorPassesBuildsAKitchenEvenAtTheLongestDurations() {
        // The validator's bounds and the kernel's tick counters must agree: a value it lets
        // through that then fails to build would stop a round at its start.
        String longest = "{\"id\": \"09_h\", \"name\": \"H\", \"order\": 9, \"time_limit_s\": 3600, \"target_score\": 20,"
                + " \"recipes\": [\"tomato_soup\"], \"orders\": {\"interval_s\": 3600, \"deadline_s\": 3600, \"max_active\": 2},"
                + " \"hazards\": {\"burn_s\": 3600, \"spill_interval_s\": 3600, \"dirty_plates\": true, \"rush\": {\"at_s\": 1800,"
                + " \"duration_s\": 1800, \"interval_s\": 3600, \"deadline_s\": 3600}}, " + GRID + "}";
        assertEquals(List.of(), new LevelValidator(RecipeBook.builtIn()).validateText(longest, "09_h.json").stream()
                .map(Problem::render).toList());
        RoundRules r = LevelLoader.parse(longest, "09_h.json").level().orElseThrow().kitchen().rules();
        assertEquals(72_000, r.orderIntervalTicks());
        String over = longest.replace("\"interval_s\": 3600, \"deadline_s\": 3600, \"max_active\"",
                "\"interval_s\": 200000000, \"deadline_s\": 3600, \"max_active\"");
        assertTrue(new LevelValidator(RecipeBook.builtIn()).validateText(over, "09_h.json").stream()
                .anyMatch(p -> p.code().code().equals("bad_value") && p.render().contains("$.orders.interval_s")));
    }

    @Test
    void secondsBecomeTicksAndRecipesResolveFromTheBook() {
        Level l = LevelLoader.parse(level("{\"burn_s\": 8, \"spill_interval_s\": 30, \"dirty_plates\": true, \"fire\": true,"
                + " \"obstacle\": [[2, 2], [6, 2]], \"rush\": {\"at_s\": 60, \"duration_s\": 20, \"interval_s\": 5,"
                + " \"deadline_s\": 40}}"), "09_h.json").level().orElseThrow();
        RoundRules r = l.kitchen().rules();
        assertEquals(List.of("tomato_soup"), r.recipes().stream().map(undercooked.sim.Recipe::id).toList());
        assertEquals(400, r.orderIntervalTicks());
        assertEquals(1200, r.orderDeadlineTicks());
        assertEquals(2, r.maxActiveOrders());
        assertEquals(new RoundRules.Hazards(160, true, true, 600, List.of(new Cell(2, 2), new Cell(6, 2)),
                new RoundRules.Rush(1200, 400, 100, 800)), r.hazards());
    }

    @Test
    void aLevelWithEveryHazardWritesBackByteForByte() {
        String text = LevelWriter.write(LevelLoader.parse(level("{\"burn_s\": 8, \"spill_interval_s\": 30,"
                + " \"dirty_plates\": true, \"fire\": true, \"obstacle\": [[2, 2], [6, 2]], \"rush\": {\"at_s\": 60,"
                + " \"duration_s\": 20, \"interval_s\": 5, \"deadline_s\": 40}}"), "09_h.json").level().orElseThrow());
        Level again = LevelLoader.parse(text, "09_h.json").level().orElseThrow();
        assertEquals(text, LevelWriter.write(again));
        assertTrue(text.contains("\"obstacle\": [[2, 2], [6, 2]]"), text);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fire without burning pots | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "fire": true} | bad_value | $.hazards.fire
            a waypoint in a wall       | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "obstacle": [[2, 2], [0, 0]]} | bad_value | $.hazards.obstacle[1]
            a waypoint off the grid    | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "obstacle": [[2, 2], [40, 2]]} | bad_value | $.hazards.obstacle[1]
            one waypoint               | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "obstacle": [[2, 2]]} | bad_value | $.hazards.obstacle
            a waypoint that is no pair | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "obstacle": [[2, 2], [3]]} | wrong_type | $.hazards.obstacle[1]
            a rush past the end        | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "rush": {"at_s": 110, "duration_s": 20, "interval_s": 5, "deadline_s": 40}} | bad_value | $.hazards.rush.duration_s
            a rush missing a key       | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "rush": {"at_s": 10, "duration_s": 20, "interval_s": 5}} | missing_key | $.hazards.rush.deadline_s
            pots that burn in 6 years  | {"burn_s": 200000000, "spill_interval_s": 0, "dirty_plates": false} | bad_value | $.hazards.burn_s
            a spill every 6 years      | {"burn_s": 0, "spill_interval_s": 200000000, "dirty_plates": false} | bad_value | $.hazards.spill_interval_s
            a rush that wraps an int   | {"burn_s": 0, "spill_interval_s": 0, "dirty_plates": false, "rush": {"at_s": 2147483000, "duration_s": 20000, "interval_s": 5, "deadline_s": 40}} | bad_value | $.hazards.rush.at_s
            """)
    void badHazardSettingsAreNamedWithTheirPath(String why, String hazards, String code, String path) {
        List<Problem> problems = new LevelValidator(RecipeBook.builtIn()).validateText(level(hazards), "09_h.json");
        assertTrue(problems.stream().anyMatch(p -> p.code().code().equals(code) && p.render().contains(path)),
                why + ": expected " + code + " at " + path + ", got " + problems.stream().map(Problem::render).toList());
    }
}
