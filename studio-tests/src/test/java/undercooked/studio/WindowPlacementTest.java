package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** A dialog sits in the middle of its owner, and never off the screen (it opened at x = -1239). */
class WindowPlacementTest {
    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1920, 1080);

    @Test
    void aDialogIsCentredOnItsOwner() {
        assertArrayEquals(new double[] {540, 200}, WindowPlacement.centred(new Rectangle2D(100, 100, 1280, 800), 400, 600, SCREEN));
    }

    @Test
    void aDialogTallerThanItsOwnerStaysOnTheScreen() {
        assertArrayEquals(new double[] {0, 0}, WindowPlacement.centred(new Rectangle2D(-1500, -50, 800, 500), 500, 900, SCREEN));
    }
}
