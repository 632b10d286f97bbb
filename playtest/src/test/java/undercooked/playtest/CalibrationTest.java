package undercooked.playtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class CalibrationTest {
    private static final List<Integer> PEOPLE = List.of(4, 10, 15, 8); // 37 rounds, mean 1.73

    @Test
    void theMixWhoseStarsAreSpreadLikeThePeoplesIsClosest() {
        Calibration c = new Calibration(PEOPLE, List.of(
                new Calibration.Mix(PersonaMix.EXPERT, 2.9, Calibration.distance(PEOPLE, List.of(0, 0, 4, 36))),
                new Calibration.Mix(PersonaMix.CASUAL, 1.6, Calibration.distance(PEOPLE, List.of(5, 11, 16, 8))),
                new Calibration.Mix(PersonaMix.MIXED, 2.2, Calibration.distance(PEOPLE, List.of(1, 6, 16, 17)))));

        assertEquals(PersonaMix.CASUAL, c.closest().orElseThrow().mix());
        assertEquals(37, c.rounds());
        assertEquals(1.73, c.meanStars(), 0.005);
        assertEquals("closest to people: casual bots (1.6 stars; expert 2.9, mixed 2.2)", c.closestLine());
    }

    @Test
    void theDistanceIsZeroForTheSameSpreadAndOneForNothingInCommon() {
        assertEquals(0, Calibration.distance(List.of(1, 2, 3, 4), List.of(10, 20, 30, 40)), 1e-12);
        assertEquals(1, Calibration.distance(List.of(5, 0, 0, 0), List.of(0, 0, 0, 7)), 1e-12);
        assertEquals(0.5, Calibration.distance(List.of(1, 0, 0, 1), List.of(0, 0, 0, 1)), 1e-12);
    }

    @Test
    void theLineSaysBotsBesideThePeopleAndSaysSoWhenThereAreNone() {
        Report bots = PlayTestEngine.run(Kitchens.level(Kitchens.ONE_STOVE).kitchen(),
                new PlayTestSettings(2, 4, PersonaMix.EXPERT, 1));
        String stars = String.format(java.util.Locale.ROOT, "%.1f", bots.meanStars());

        assertEquals("bots " + stars + " stars, people 1.7 over 37 rounds", Calibration.line(bots, PEOPLE));
        assertEquals("bots " + stars + " stars, no rounds by people in the archive", Calibration.line(bots, List.of(0, 0, 0, 0)));
        assertTrue(new Calibration(List.of(0, 0, 0, 0), List.of()).closest().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> new Calibration(List.of(1, 2), List.of()));
    }
}
