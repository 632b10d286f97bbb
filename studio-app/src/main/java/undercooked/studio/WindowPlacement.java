package undercooked.studio;

import javafx.geometry.Rectangle2D;
import javafx.scene.control.Dialog;
import javafx.stage.Screen;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Puts a dialog in the middle of the window that owns it, inside the screen that window is on.
 * Without a window manager JavaFX placed two taller error dialogs at x = -1239, off every screen;
 * every dialog the studio opens goes through here instead of trusting the platform.
 */
public final class WindowPlacement {
    private WindowPlacement() {
    }

    /** Centres {@code window} on its owner each time it is shown (at its size once laid out). */
    public static void centreOnOwner(Window window) {
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> place(window, ownerOf(window)));
    }

    /** Centres a {@link Dialog} (an alert, a text input) on {@code owner} each time it is shown. */
    public static void centreOnOwner(Dialog<?> dialog, Window owner) {
        dialog.setOnShown(e -> {
            Window w = dialog.getDialogPane().getScene().getWindow();
            if (w != null) {
                place(w, owner);
            }
        });
    }

    private static Window ownerOf(Window w) {
        return w instanceof javafx.stage.Stage s ? s.getOwner() : null;
    }

    private static void place(Window w, Window owner) {
        Rectangle2D area = owner == null ? Screen.getPrimary().getVisualBounds()
                : new Rectangle2D(owner.getX(), owner.getY(), Math.max(1, owner.getWidth()), Math.max(1, owner.getHeight()));
        Rectangle2D screen = Screen.getScreensForRectangle(area).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
        double[] xy = centred(area, w.getWidth(), w.getHeight(), screen);
        w.setX(xy[0]);
        w.setY(xy[1]);
    }

    /** The top-left corner that centres a {@code width} x {@code height} window on {@code owner}, kept inside {@code screen}. */
    static double[] centred(Rectangle2D owner, double width, double height, Rectangle2D screen) {
        double x = owner.getMinX() + (owner.getWidth() - width) / 2;
        double y = owner.getMinY() + (owner.getHeight() - height) / 2;
        x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - width));
        y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - height));
        return new double[] {x, y};
    }
}
