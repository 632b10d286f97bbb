package undercooked.studio;

import java.nio.file.Path;

/**
 * Where the studio keeps files of its own (bookmarks of server rounds, later the host's data):
 * {@code $XDG_DATA_HOME/undercooked-studio}, else {@code ~/.local/share/undercooked-studio}
 * (or the folder the {@value #DATA_PROPERTY} system property names).
 */
public final class StudioPaths {
    private StudioPaths() {
    }

    /** A system property that moves the data folder (tests, a portable install). */
    public static final String DATA_PROPERTY = "undercooked.studio.data";

    public static Path dataDir() {
        String own = System.getProperty(DATA_PROPERTY, "");
        if (!own.isBlank()) {
            return Path.of(own);
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("undercooked-studio");
    }
}
