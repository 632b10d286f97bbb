package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import undercooked.sim.ItemKind;
import undercooked.sim.StationKind;

class RoundTripTest {

    @Test
    void everyShippedFileIsByteIdenticalToWhatTheWriterProduces() {
        Map<String, String> texts = Campaign.builtInTexts();
        assertTrue(texts.size() >= 6, "campaign files: " + texts.keySet());
        texts.forEach((name, text) -> {
            Level level = LevelLoader.parse(text, name).level().orElseThrow();
            assertEquals(text, LevelWriter.write(level), name);
        });
    }

    @Test
    void loadSaveLoadGivesAnEqualLevelForEveryShippedLevel() {
        for (Level level : Campaign.builtIn().levels()) {
            LevelLoader.Result again = LevelLoader.parse(LevelWriter.write(level), level.id() + ".json");

            assertEquals(List.of(), again.problems());
            assertEquals(level, again.level().orElseThrow());
        }
    }

    @Test
    void legendOverridesHazardsAndOddCharactersSurviveARoundTrip() {
        TreeMap<Character, Glyph> overrides = new TreeMap<>();
        overrides.put('T', new Glyph.Shelf(ItemKind.TOMATO));
        overrides.put('"', new Glyph.Fixture(StationKind.SINK));
        overrides.put('~', new Glyph.Spawn(2));
        Level level = new Level("09_odd_one", "Odd \"quoted\" \\ name", 9, 90, 40, List.of("salad", "tomato_soup"),
                new OrderSettings(15, 60, 3), new HazardSettings(5, 30, true), new Legend(overrides),
                List.of("#####", "#T\"~#", "#.1.W", "#####"));

        String text = LevelWriter.write(level);
        LevelLoader.Result back = LevelLoader.parse(text, "09_odd_one.json");

        assertEquals(List.of(), back.problems());
        assertEquals(level, back.level().orElseThrow());
        assertEquals(text, LevelWriter.write(back.level().orElseThrow()));
    }

    @Test
    void theWriterPutsOneGridRowOnEachLineSoATileChangeIsAOneLineDiff() {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        List<String> before = LevelWriter.write(level).lines().toList();
        List<String> grid = new java.util.ArrayList<>(level.grid());
        grid.set(2, grid.get(2).substring(0, 5) + "=" + grid.get(2).substring(6));
        Level edited = new Level(level.id(), level.name(), level.order(), level.timeLimitS(), level.targetScore(),
                level.recipes(), level.orders(), level.hazards(), level.legend(), grid);

        List<String> after = LevelWriter.write(edited).lines().toList();

        assertEquals(before.size(), after.size());
        long changed = java.util.stream.IntStream.range(0, before.size())
                .filter(i -> !before.get(i).equals(after.get(i))).count();
        assertEquals(1, changed);
    }

    @Test
    void allOffHazardsAreTheSameAsNoneAndAreLeftOut() {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();

        assertEquals(HazardSettings.NONE, level.hazards());
        assertTrue(!LevelWriter.write(level).contains("hazards"));
    }
}
