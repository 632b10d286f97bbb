package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.sim.Kitchen;
import undercooked.sim.StationKind;
import undercooked.sim.StationSpec;

class CampaignTest {
    private final Campaign campaign = Campaign.builtIn();

    @Test
    void theShippedCampaignValidatesClean() {
        assertEquals(List.of(), new LevelValidator(RecipeBook.builtIn()).validateTexts(Campaign.builtInTexts()));
    }

    @Test
    void theShippedCampaignIsReadOncePerJvmAndCannotBeChanged() {
        assertSame(campaign, Campaign.builtIn(), "every caller shares the one validated campaign");
        assertThrows(UnsupportedOperationException.class, () -> campaign.levels().removeFirst());
        assertThrows(UnsupportedOperationException.class, () -> campaign.levels().getFirst().grid().set(0, ""));
    }

    @Test
    void levelsComeInOrderAndLoadById() {
        List<Integer> orders = campaign.levels().stream().map(Level::order).toList();
        assertEquals(orders.stream().sorted().toList(), orders);
        assertTrue(campaign.ids().size() >= 6);
        assertEquals("01_first_shift", campaign.ids().getFirst());
        assertEquals(Optional.of("Rush Hour"), campaign.load("06_rush_hour").map(Level::name));
        assertEquals(Optional.empty(), campaign.load("99_nowhere"));
    }

    @Test
    void theFirstKitchenIsSmallButRoomyForFourCooks() {
        Kitchen first = campaign.levels().getFirst().kitchen();

        assertEquals(13, first.width());
        assertEquals(9, first.height());
        assertEquals(4, first.spawns().size());
    }

    @Test
    void oneLevelHasEveryStationKind() {
        assertTrue(campaign.levels().stream().anyMatch(l -> kinds(l.kitchen()).equals(EnumSet.allOf(StationKind.class))));
    }

    @Test
    void oneLevelIsTheLargestGridTheSimAllows() {
        assertTrue(campaign.levels().stream().map(Level::kitchen)
                .anyMatch(k -> k.width() == Kitchen.MAX_SIZE && k.height() == Kitchen.MAX_SIZE));
    }

    /** A split kitchen: spawn 1 alone cannot use every station, so dishes cross a counter. */
    @Test
    void splitKitchensForceHandOffsOverCounters() {
        List<String> split = campaign.levels().stream()
                .filter(l -> {
                    Kitchen k = l.kitchen();
                    Kitchen spawnOneOnly = new Kitchen(k.id(), k.width(), k.height(), k.tiles(), k.stations(),
                            List.of(k.spawns().getFirst()), k.timeLimitTicks(), k.targetScore());
                    return !Reachability.of(spawnOneOnly).unreachableStations().isEmpty();
                })
                .map(Level::id).toList();

        assertTrue(split.size() >= 2, "split kitchens: " + split);
        assertFalse(split.contains("01_first_shift"));
    }

    @Test
    void laterLevelsAskForMore() {
        List<Level> levels = campaign.levels();
        for (int i = 1; i < levels.size(); i++) {
            double before = levels.get(i - 1).targetScore() / (double) levels.get(i - 1).timeLimitS();
            double now = levels.get(i).targetScore() / (double) levels.get(i).timeLimitS();
            assertTrue(now >= before, levels.get(i).id() + " asks for fewer points per second than the level before");
        }
    }

    private static EnumSet<StationKind> kinds(Kitchen k) {
        EnumSet<StationKind> s = EnumSet.noneOf(StationKind.class);
        k.stations().stream().map(StationSpec::kind).forEach(s::add);
        return s;
    }
}
