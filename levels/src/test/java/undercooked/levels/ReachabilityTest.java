package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
