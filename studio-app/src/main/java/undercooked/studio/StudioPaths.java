package undercooked.studio;

import java.nio.file.Path;

/**
 * Where the studio keeps files of its own (bookmarks of server rounds, later the host's data):
 * {@code $XDG_DATA_HOME/undercooked-studio}, else {@code ~/.local/share/undercooked-studio}.
 */
public final class StudioPaths {
    private StudioPaths() {
    }

    public static Path dataDir() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("undercooked-studio");
    }
}
