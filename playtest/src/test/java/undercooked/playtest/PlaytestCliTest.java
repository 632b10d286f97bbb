package undercooked.playtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlaytestCliTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new PlaytestCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                dir).run(List.of(args));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void theCampaignCurveListsEveryLevelInOrderAndFailsExactlyWhenALevelIsFlagged() {
        int status = run("playtest", "--campaign", "--rounds", "2", "--expect-stars", "1");
        List<String> rows = out().lines().skip(1).toList();
        List<String> ids = undercooked.levels.Campaign.builtIn().ids();
        assertEquals(ids.size(), rows.size(), out());
        for (int i = 0; i < ids.size(); i++) {
            assertTrue(rows.get(i).contains(" " + ids.get(i) + " "), "row " + i + " is " + ids.get(i) + ": " + rows.get(i));
        }
        assertFalse(rows.getFirst().contains("EASIER"), "the first level has no level before it");
        boolean flagged = rows.stream().anyMatch(r -> r.contains("EASIER than the level before") || r.contains("BELOW 1 stars"));
        assertEquals(flagged ? 1 : 0, status, out());
    }

    @Test
    void aReportIsNotEasierThanItself() {
        Report r = PlayTestEngine.run(Kitchens.level(Kitchens.ONE_STOVE).kitchen(), new PlayTestSettings(4, 4, PersonaMix.EXPERT, 1));
        assertFalse(PlaytestCli.easier(r, r));
    }

    @Test
    void expectStarsPassesAtTheMedianAndFailsOneAbove() throws IOException {
        file("90_one_stove.json", Kitchens.ONE_STOVE);
        int median = PlayTestEngine.run(Kitchens.level(Kitchens.ONE_STOVE).kitchen(), new PlayTestSettings(4, 4, PersonaMix.EXPERT, 1))
                .medianStars();

        assertEquals(0, run("playtest", "90_one_stove.json", "--rounds", "4", "--expect-stars", Integer.toString(median)), err());
        assertTrue(out().contains("(median " + median + ","), out());
        if (median < 3) {
            assertEquals(1, run("playtest", "90_one_stove.json", "--rounds", "4", "--expect-stars", Integer.toString(median + 1)));
            assertTrue(err().contains("90_one_stove: median stars " + median + " is below the expected " + (median + 1)), err());
        }
    }

    @Test
    void aLevelNobodyCanWinFailsAnExpectationOfOneStar() throws IOException {
        file("92_hopeless.json", Kitchens.ONE_STOVE.replace("90_one_stove", "92_hopeless")
                .replace("\"time_limit_s\": 120", "\"time_limit_s\": 30"));

        int rc = run("playtest", "92_hopeless.json", "--rounds", "2", "--cooks", "1", "--expect-stars", "1");

        assertEquals(1, rc, err());
        assertTrue(out().contains("stars       0: 2  1: 0  2: 0  3: 0  (median 0, mean 0.00)"), out());
        assertTrue(err().contains("median stars 0 is below the expected 1"), err());
    }

    @Test
    void aLevelOneCookCannotServeNamesNoBottleneckAndListsEveryIdleStation() {
        // The pass needs two cooks (one cannot reach both sides): nothing is served, and the
        // busiest chop board is not the reason, so none is named; the idle stations are listed.
        assertEquals(0, run("playtest", "03_the_pass", "--rounds", "2", "--cooks", "1"), err());

        assertTrue(out().contains("per round   served 0.0"), out());
        assertTrue(out().contains("bottleneck  none named: no round served a dish"), out());
        assertTrue(out().contains("  prep x 13, y 4         never used\n"), out());
        assertTrue(out().matches("(?s).*first miss at [0-9.]+ s, tick [0-9]+.*"), out());
        assertTrue(out().matches("(?s).*\\nreach       cook 1 from spawn 1 cannot reach [^\\n]*serve x .*"),
                "why nothing was served: " + out());
    }

    @Test
    void theJsonReportNamesTheBottleneckAndTheWorstRound() throws IOException {
        file("90_one_stove.json", Kitchens.ONE_STOVE);

        assertEquals(0, run("playtest", "90_one_stove.json", "--rounds", "3", "--json"), err());

        assertTrue(out().contains("\"bottleneck\" : {\n    \"station\" : \"stove\",\n    \"x\" : 10,\n    \"y\" : 1,"), out());
        assertTrue(out().contains("\"worst\" : {"), out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            01_first_shift --persona wizard            | unknown persona 'wizard'; use one of expert, casual, mixed
            01_first_shift --rounds 0                  | --rounds must be 1 to 10000, got 0
            01_first_shift --rounds 1000000            | --rounds must be 1 to 10000, got 1000000
            01_first_shift --rounds many               | --rounds takes a whole number, got 'many'
            01_first_shift --cooks 5                   | --cooks must be 1 to 4, got 5
            01_first_shift --expect-stars 4            | --expect-stars must be 0 to 3, got 4
            01_first_shift --rounds                    | --rounds needs a value
            01_first_shift --fast                      | unknown option '--fast'
            ''                                         | name a level file or a campaign id, or --campaign
            --campaign 01_first_shift                  | --campaign plays every level; leave out '01_first_shift'
            """)
    void badUsageExitsTwoWithALineNamingTheMistake(String args, String message) {
        List<String> words = new ArrayList<>(List.of("playtest"));
        for (String w : args.split(" ")) {
            if (!w.isBlank()) {
                words.add(w);
            }
        }

        assertEquals(2, run(words.toArray(String[]::new)));

        assertTrue(err().contains("levels playtest: " + message + "\n"), err());
        assertFalse(err().contains("Exception"), err());
    }

    @Test
    void aFileThatDoesNotLoadIsNamedWithItsProblems() throws IOException {
        file("broken.json", "{ \"id\": ");

        assertEquals(2, run("playtest", "broken.json"));

        assertTrue(err().startsWith("levels playtest: broken.json does not load:\n  "), err());
        assertTrue(err().contains("bad_json"), err());
        assertFalse(err().contains("Exception"), err());
    }

    @Test
    void aNameThatIsNeitherAFileNorACampaignIdListsTheCampaign() {
        assertEquals(2, run("playtest", "99_nowhere"));

        assertTrue(err().contains("99_nowhere is neither a level file nor a campaign id; the campaign has 01_first_shift, "), err());
    }

    @Test
    void aLevelWhoseRecipesCannotBeMadeSaysFixTheProblemsFirst() throws IOException {
        file("93_no_onions.json", Kitchens.ONE_STOVE.replace("90_one_stove", "93_no_onions").replace("#=t=o==CC=S=#", "#=t====CC=S=#"));

        assertEquals(2, run("playtest", "93_no_onions.json", "--rounds", "2"));

        assertTrue(err().startsWith("levels playtest: 93_no_onions.json has problems; fix the problems first:\n"), err());
        assertTrue(err().contains("recipe_missing_shelf"), err());
        assertEquals("", out());
    }
}
