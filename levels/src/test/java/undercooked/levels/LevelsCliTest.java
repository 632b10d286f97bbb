package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelsCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** The tests run in the module folder; its parent is the repository root. */
    private int run(Path cwd, String... args) {
        LevelsCli cli = new LevelsCli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), cwd);
        return cli.run(List.of(args));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void validatingTheCampaignFromTheRepositoryRootExitsZero() {
        assertEquals(0, run(Path.of("..").toAbsolutePath().normalize(), "validate"), err.toString(StandardCharsets.UTF_8));
        assertTrue(out().contains("no problems"), out());
    }

    @Test
    void validatingBrokenFilesExitsOneAndPrintsOneLinePerProblem() {
        Path bad = ProblemCodesTest.BAD.toAbsolutePath();

        int rc = run(Path.of("").toAbsolutePath(), "validate", bad.resolve("ragged_row").toString(),
                bad.resolve("unknown_tile").toString());

        assertEquals(1, rc);
        List<String> lines = out().lines().toList();
        assertEquals(3, lines.size(), out());
        assertTrue(lines.get(0).endsWith("01_x.json:x 6, y 2: ragged_row: row 2 is 6 characters wide but row 0 is 7;"
                + " every row must be the same width (pad with ' ' for void or '#' for wall)"), lines.get(0));
        assertTrue(lines.get(1).contains(":x 3, y 0: unknown_tile: "), lines.get(1));
        assertEquals("levels validate: 2 problems in 2 files", lines.get(2));
    }

    @Test
    void aPathThatDoesNotExistExitsTwo() {
        assertEquals(2, run(Path.of("").toAbsolutePath(), "validate", "no/such/folder"));
        assertTrue(out().contains("no/such/folder: no_such_path: "), out());
    }

    @Test
    void anUnknownCommandPrintsUsageAndExitsTwo() {
        assertEquals(2, run(Path.of(""), "explode"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Usage: ./undercooked levels"));
    }

    @Test
    void listShowsTheCampaignInOrder() {
        assertEquals(0, run(Path.of(""), "list"));
        List<String> lines = out().lines().toList();
        assertTrue(lines.get(1).startsWith("1      01_first_shift"), lines.get(1));
        assertTrue(lines.get(1).contains("13x9"), lines.get(1));
        assertTrue(lines.size() >= 7);
    }

    @Test
    void formatRewritesAFileIntoTheCanonicalLayoutAndLeavesBrokenOnesAlone(@TempDir Path dir) throws IOException {
        Path messy = dir.resolve("01_x.json");
        Files.writeString(messy, "{\"id\":\"01_x\",\"name\":\"X\",\"order\":1,\"time_limit_s\":60,\"target_score\":20,"
                + "\"recipes\":[\"tomato_soup\"],\"orders\":{\"interval_s\":20,\"deadline_s\":60,\"max_active\":2},"
                + "\"grid\":[\"#######\",\"#tCSPp#\",\"#..1..W\",\"#######\"]}");
        Path broken = dir.resolve("02_y.json");
        Files.writeString(broken, "{ nope");

        int rc = run(dir, "format", dir.toString());

        assertEquals(1, rc);
        Level level = LevelLoader.load(messy).level().orElseThrow();
        assertEquals(LevelWriter.write(level), Files.readString(messy));
        assertEquals("{ nope", Files.readString(broken));
        assertFalse(err.toString(StandardCharsets.UTF_8).isEmpty());
        Files.writeString(dir.resolve("03_bom.json"), "\uFEFF" + Files.readString(messy));
        assertEquals(1, run(dir, "validate", dir.resolve("03_bom.json").toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("byte-order mark")
                || err.toString(StandardCharsets.UTF_8).contains("byte-order mark"), "the BOM is named");
        assertEquals(2, run(dir, "format", dir.resolve("nowhere").toString()), "as validate answers a missing path");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("does not exist"));
    }
}
