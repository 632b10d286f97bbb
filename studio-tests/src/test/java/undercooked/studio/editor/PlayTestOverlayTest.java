package undercooked.studio.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import undercooked.levels.Campaign;
import undercooked.playtest.PersonaMix;
import undercooked.playtest.PlayTestEngine;
import undercooked.playtest.PlayTestSettings;
import undercooked.playtest.Report;
import undercooked.sim.Cell;
import undercooked.sim.Kitchen;

/** What the grid draws of a play-test: the bottleneck, each station's busy share, the cooks' traffic. */
class PlayTestOverlayTest {
    private static final Kitchen FIRST = Campaign.builtIn().load("01_first_shift").orElseThrow().kitchen();
    private static final Report REPORT = PlayTestEngine.run(FIRST, new PlayTestSettings(4, 4, PersonaMix.EXPERT, 1));

    @Test
    void theBottleneckIsTheReportsAndEveryWorkStationShowsItsBusyShare() {
        PlayTestOverlay o = PlayTestOverlay.of(REPORT);
        Cell b = REPORT.bottleneck().orElseThrow().cell();

        assertEquals(b, o.bottleneck().orElseThrow());
        assertTrue(o.isBottleneck(b.x(), b.y()));
        for (Report.StationSummary s : REPORT.stations()) {
            if (Report.isWork(s.kind())) {
                assertEquals(Math.round(s.busyShare() * 100), o.busyPercent(s.cell().x(), s.cell().y()).orElseThrow(), s.name());
            } else {
                assertTrue(o.busyPercent(s.cell().x(), s.cell().y()).isEmpty(), s.name() + " is no work station");
            }
        }
    }

    @Test
    void trafficIsScaledToTheBusiestCellAndIsNoneOnWalls() {
        PlayTestOverlay o = PlayTestOverlay.of(REPORT);
        int max = 0;
        for (int y = 0; y < FIRST.height(); y++) {
            for (int x = 0; x < FIRST.width(); x++) {
                max = Math.max(max, o.traffic(x, y));
                if (FIRST.blocks(x, y)) {
                    assertEquals(0, o.traffic(x, y), "x " + x + ", y " + y);
                }
            }
        }
        assertEquals(255, max);
        assertEquals(0, o.traffic(-1, 0));
        assertFalse(o.isBottleneck(-1, -1));
    }
}
