package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import undercooked.sim.Cell;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;
import undercooked.sim.Tile;

class KitchenMappingTest {
    private static Level level(List<String> grid) {
        return new Level("01_t", "T", 1, 90, 20, List.of("tomato_soup"), new OrderSettings(20, 60, 2),
                HazardSettings.NONE, Legend.NONE, grid);
    }

    private final Kitchen kitchen = level(List.of(
            "#=tC#",
            "#2.1W",
            "#KXS ")).kitchen();

    @ParameterizedTest(name = "{0},{1} is {2}")
    @CsvSource(textBlock = """
            0, 0, WALL
            1, 0, COUNTER
            2, 0, COUNTER
            3, 0, COUNTER
            1, 1, FLOOR
            3, 1, FLOOR
            4, 1, FLOOR
            1, 2, FLOOR
            2, 2, FLOOR
            3, 2, COUNTER
            4, 2, VOID
            """)
    void blockingStationsStandOnCounterTerrainAndPassThroughOnesOnFloor(int x, int y, Tile tile) {
        assertEquals(tile, kitchen.tile(x, y));
    }

    @Test
    void stationsAreListedInRowMajorOrderAndEveryCounterIsACounterStation() {
        assertEquals(List.of(
                StationSpec.of(StationKind.COUNTER, 1, 0),
                StationSpec.shelf(ItemKind.TOMATO, 2, 0),
                StationSpec.of(StationKind.CHOP_BOARD, 3, 0),
                StationSpec.of(StationKind.SERVE, 4, 1),
                StationSpec.of(StationKind.SINK, 1, 2),
                StationSpec.of(StationKind.TRASH, 2, 2),
                StationSpec.of(StationKind.STOVE, 3, 2)), kitchen.stations());
    }

    @Test
    void spawnsAreOrderedByTheirDigitNotByPosition() {
        assertEquals(List.of(new Cell(3, 1), new Cell(1, 1)), kitchen.spawns());
    }

    @Test
    void secondsBecomeTicksAtTwentyPerSecondAndTheTargetCarriesOver() {
        assertEquals(1800, kitchen.timeLimitTicks());
        assertEquals(20, kitchen.targetScore());
        assertEquals("01_t", kitchen.id());
    }

    @Test
    void aGridThatIsNotAKitchenRefusesToBuildOne() {
        Level ragged = level(List.of("####", "#1.", "####"));

        assertThrows(IllegalStateException.class, ragged::kitchen);
    }

    @Test
    void aRaggedGridStillHasItsUnknownTilesAndRepeatedSpawnsNamedInTheSameRun() {
        Layout layout = Layout.read(List.of("#######", "#1..1", "#..?..#", "#######"), Legend.NONE, "01_x.json");
        assertEquals(List.of("ragged_row x 5, y 1", "duplicate_spawn x 4, y 1", "unknown_tile x 3, y 2"), layout.problems().stream()
                .map(p -> p.code().code() + " " + p.location().render()).toList());
    }
}
