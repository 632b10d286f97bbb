package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;

class ReachabilityTest {
    private static Kitchen kitchen(String... grid) {
        return new Level("01_r", "R", 1, 60, 1, List.of("salad"), new OrderSettings(10, 60, 1),
                HazardSettings.NONE, Legend.NONE, List.of(grid)).kitchen();
    }

    private static final String FIRST_SHIFT = read("01_first_shift.json");

    private static String read(String level) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("src", "main", "resources", "levels", level));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Level 01 with spawn 3 (row 5, column 2) walled in, one step down into a pocket by the
     * plate shelf; {@code shelfRow} becomes {@code shelfRowAs} in the shelf's row.
     */
    private static String pocketOnFirstShift(String shelfRow, String shelfRowAs) {
        String pocket = FIRST_SHIFT.replace("\"#....=PP=...#\"", "\"#.#..=PP=...#\"")
                .replace("\"#.3.......4.#\"", "\"##3#......4.#\"")
                .replace("\"#...........#\",\n    " + shelfRow, "\"##.#........#\",\n    " + shelfRowAs);
        assertTrue(pocket.contains("##3#") && pocket.contains("##.#"), "the edit applied");
        return pocket;
    }

    @Test
    void aSpawnWalledIntoAPocketWithNoServeWindowIsNamedEvenThoughItCanMove() throws Exception {
        // The only stations the pocket's cook can use (the shelf, the counter left of it) nobody
        // else can: the counter right of the shelf is a wall now, so there is no pass.
        String pocket = pocketOnFirstShift("\"#=p==", "\"#=p#=");
        List<Problem> problems = new LevelValidator(RecipeBook.builtIn()).validateText(pocket, "01_first_shift.json");
        assertEquals(List.of("spawn_blocked x 2, y 5"), problems.stream()
                .map(p -> p.code().code() + " " + p.location().render()).toList(), problems.toString());
        assertTrue(problems.getFirst().message().contains("neither reach a serve window"));
        assertEquals(List.of(), new LevelValidator(RecipeBook.builtIn()).validateText(FIRST_SHIFT, "01_first_shift.json"),
                "the campaign level itself is fine");
    }

    @Test
    void aPocketWhoseCookCanPassOverASharedCounterIsNotCutOff() throws Exception {
        // The same pocket, but the counter right of the shelf is usable from both sides: a pass.
        String pass = pocketOnFirstShift("\"#=p", "\"#=p");
        assertEquals(List.of(), new LevelValidator(RecipeBook.builtIn()).validateText(pass, "01_first_shift.json"));
    }

    @Test
    void distancesAreStepsFromTheNearestSpawn() {
        Reachability r = Reachability.of(kitchen(
                "#######",
                "#1...2#",
                "#######"));

        assertEquals(OptionalInt.of(0), r.distanceTo(new Cell(1, 1)));
        assertEquals(OptionalInt.of(2), r.distanceTo(new Cell(3, 1)));
        assertEquals(OptionalInt.of(1), r.distanceTo(new Cell(4, 1)));
        assertEquals(OptionalInt.empty(), r.distanceTo(new Cell(0, 0)));
        assertEquals(OptionalInt.empty(), r.distanceTo(new Cell(9, 9)));
        assertEquals(5, r.walkableCells());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            from the front tile                        | '#####', '#.S.#', '#...#', '#.1.#', '#####' | 1
            from a diagonal tile only                  | '#####', '#S#.#', '##.1#', '#####' | 1
            two tiles away behind a counter is not     | '#####', '#S=.#', '#==.#', '#..1#', '#####' | -1
            no squeezing between two blocked corners   | '######', '#1#..#', '##..S#', '######' | -1
            diagonally behind two stations is not      | '#####', '#S=.#', '#=..#', '#..1#', '#####' | -1
            diagonally behind one station and a wall   | '#####', '#S=.#', '##..#', '#..1#', '#####' | 2
            """)
    void aStationIsUsableWhereTheReachWalkPicksIt(String name, String rows, int stoveDistance) {
        List<String> grid = java.util.Arrays.stream(rows.split(",")).map(s -> s.trim().replace("'", "")).toList();
        Kitchen k = kitchen(grid.toArray(String[]::new));
        int stove = k.stations().indexOf(k.stations().stream()
                .filter(s -> s.kind() == undercooked.sim.StationKind.STOVE).findFirst().orElseThrow());

        OptionalInt d = Reachability.of(k).stationDistance(stove);

        assertEquals(stoveDistance < 0 ? OptionalInt.empty() : OptionalInt.of(stoveDistance), d);
    }

    @Test
    void aPassThroughStationIsUsedFromItsOwnCellEvenInAPocket() {
        Kitchen k = kitchen(
                "#####",
                "#1.K#",
                "#####");

        assertEquals(OptionalInt.of(1), Reachability.of(k).stationDistance(0));
        assertEquals(List.of(), Reachability.of(k).unreachableStations());
    }

    @Test
    void stationsBehindAWallAreListedAsUnreachable() {
        Kitchen k = kitchen(
                "#####",
                "#1#S#",
                "#####");

        assertEquals(List.of(0), Reachability.of(k).unreachableStations());
    }
}
