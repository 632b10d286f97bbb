package undercooked.studio.services;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.net.URI;
import java.util.Optional;

/** The studio's {@link LocalServer.Browser}: the desktop's own browser, or why there is none. */
public final class DesktopBrowser {

    private DesktopBrowser() {
    }

    /** Opens a URL with the desktop's browser; headless or without one, says so. */
    public static Optional<String> open(String url) {
        if (GraphicsEnvironment.isHeadless() || !Desktop.isDesktopSupported()
                || !Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
            return Optional.of("This studio runs without a desktop browser to open (headless).");
        }
        try {
            Desktop.getDesktop().browse(URI.create(url));
            return Optional.empty();
        } catch (Exception e) {
            return Optional.of("The browser could not be opened (" + e.getClass().getSimpleName() + ").");
        }
    }
}
