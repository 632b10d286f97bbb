package undercooked.studio.kitchen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.StationSnap;

/**
 * The kitchen renderer draws cooks, items and fires as pictures painted once per cell size: they
 * land where the scene puts them, in their colours, and a frame that shows nothing new paints
 * nothing new.
 */
@ExtendWith(ApplicationExtension.class)
class KitchenRendererTest {
    private static final double W = 900;
    private static final double H = 600;

    @Start
    void start(Stage stage) {
        stage.show();
    }

    private final Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();

    private FullFrame frame(double cookX, Face facing) {
        return new FullFrame(40, 12, level.targetScore(), 61, List.of(
                new PlayerSnap("p0", cookX, 2.5, facing, Optional.of("tomato_chopped"), "ok", 0),
                new PlayerSnap("p1", 5.5, 3.5, Face.DOWN, Optional.empty(), "ok", 1)),
                List.of(new StationSnap("counter", 1, 1, Optional.of("onion"), 1, 1, 0, "idle")),
                List.of(new OrderSnap(1, "tomato_soup", 0.6, 20)),
                List.of(new HazardSnap("fire", 7.5, 4.5, 3)), List.of());
    }

    private <T> T fx(java.util.concurrent.Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(10, TimeUnit.SECONDS);
    }

    private Color at(WritableImage img, KitchenRenderer r, double tileX, double tileY, double ox, double oy) {
        return img.getPixelReader().getColor((int) Math.round(ox + tileX * r.cellSize()),
                (int) Math.round(oy + tileY * r.cellSize()));
    }

    private static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) < 0.08 && Math.abs(a.getGreen() - b.getGreen()) < 0.08
                && Math.abs(a.getBlue() - b.getBlue()) < 0.08;
    }

    /** Where tile (0, 0) is on the canvas for the whole-kitchen camera (as the renderer fits it). */
    private double[] origin(KitchenRenderer r) {
        int cols = level.grid().stream().mapToInt(String::length).max().orElse(1);
        int rows = level.grid().size();
        double cell = r.cellSize();
        return new double[] {Math.floor((W - cell * cols) / 2), Math.floor(KitchenRenderer.HUD + (H - KitchenRenderer.HUD
                - cell * rows) / 2)};
    }

    @Test
    void cooksItemsAndFiresLandWhereTheSceneSaysInTheirColours() throws Exception {
        KitchenRenderer r = new KitchenRenderer(level);
        WritableImage img = fx(() -> {
            Canvas c = new Canvas(W, H);
            r.draw(c.getGraphicsContext2D(), W, H, KitchenRenderer.Scene.of(frame(3.5, Face.UP)));
            return c.snapshot(null, null);
        });
        double[] o = origin(r);
        // the body of P1 below its centre (the held item is on the faced side, up; the label in the middle)
        assertTrue(near(at(img, r, 3.5, 2.5 + 0.28, o[0], o[1]), KitchenRenderer.SEATS[0]),
                "P1's seat colour under its centre: " + at(img, r, 3.5, 2.78, o[0], o[1]));
        assertTrue(near(at(img, r, 5.5, 3.5 - 0.28, o[0], o[1]), KitchenRenderer.SEATS[1]),
                "P2 faces down, so its colour is above its centre: " + at(img, r, 5.5, 3.22, o[0], o[1]));
        // the chopped tomato P1 holds, on its faced side
        Color held = at(img, r, 3.5, 2.5 - 0.36 * 0.9, o[0], o[1]);
        assertTrue(near(held, Color.web("#E0453A")), "the held tomato: " + held);
        // the onion on the counter at (1, 1)
        Color onion = at(img, r, 1.5, 1.5, o[0], o[1]);
        assertTrue(near(onion, Color.web("#B07CC6")), "the onion on its counter: " + onion);
        // the fire hazard: its outer flame just above the tile's centre line
        Color flame = at(img, r, 7.5, 4.5 + 0.2, o[0], o[1]);
        assertTrue(flame.getRed() > 0.8 && flame.getBlue() < 0.5, "a flame at the fire: " + flame);
    }

    @Test
    void aFrameThatShowsNothingNewPaintsNothingNewAndANewSizeRepaints() throws Exception {
        KitchenRenderer r = new KitchenRenderer(level);
        Canvas c = fx(() -> new Canvas(W, H));
        int first = fx(() -> {
            r.draw(c.getGraphicsContext2D(), W, H, KitchenRenderer.Scene.of(frame(3.5, Face.UP)));
            return r.spritesPainted();
        });
        assertTrue(first >= 6, "cooks, labels, items, tag, card and fire are painted once: " + first);
        int moved = fx(() -> {
            r.draw(c.getGraphicsContext2D(), W, H, KitchenRenderer.Scene.of(frame(3.9, Face.UP)));
            return r.spritesPainted();
        });
        assertEquals(first, moved, "a cook that only moved reuses its pictures");
        int turned = fx(() -> {
            r.draw(c.getGraphicsContext2D(), W, H, KitchenRenderer.Scene.of(frame(3.9, Face.LEFT)));
            return r.spritesPainted();
        });
        assertEquals(first + 1, turned, "a cook that turned needs one new body");
        int resized = fx(() -> {
            c.setWidth(W / 2);
            c.setHeight(H / 2);
            r.draw(c.getGraphicsContext2D(), W / 2, H / 2, KitchenRenderer.Scene.of(frame(3.9, Face.LEFT)));
            return r.spritesPainted();
        });
        assertTrue(resized > turned, "a new cell size paints afresh");
    }

    @Test
    void theScoreGivesWayToTheClockInANarrowStripAndKeepsItsWordsInAWideOne() throws Exception {
        KitchenHud hud = new KitchenHud(new Sprites());
        fx(() -> {
            double clockW = hud.textWidth("2:50", 15);
            KitchenHud.ScoreFit wide = hud.fitScore(0, 60, clockW, 900);
            assertEquals(new KitchenHud.ScoreFit("Score 0 / 60", 15), wide, "a wide strip keeps the words and the size");
            for (double width : new double[] {220, 160, 130, 110}) {
                KitchenHud.ScoreFit fit = hud.fitScore(120, 260, clockW, width);
                double scoreW = hud.textWidth(fit.text(), fit.size());
                assertTrue(fit.size() == 9 || 10 + scoreW + 10 <= width - 10 - clockW,
                        "at " + width + " px the score " + fit + " (" + scoreW + " px) must end before the clock ("
                                + clockW + " px) starts");
                assertTrue(fit.text().contains("120 / 260"), "the figures are always shown: " + fit);
            }
            assertEquals("120 / 260", hud.fitScore(120, 260, clockW, 130).text(), "a narrow strip drops the word");
            return null;
        });
    }
}
