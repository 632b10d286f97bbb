package undercooked.studio;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The shell's state: which workspace shows, the status message, recent files, the theme and
 * the remembered window geometry, all persisted through {@link Settings}.
 */
public final class ShellViewModel {
    static final int MAX_RECENT = 10;
    /** The smallest window the studio allows; remembered sizes below it are raised to it. */
    public static final int MIN_WIDTH = 800;
    public static final int MIN_HEIGHT = 500;
    private static final String RECENT = "recent.";

    /** Window position and size as last seen. */
    public record Geometry(double x, double y, double width, double height, boolean maximized) {
        public Geometry {
            if (width <= 0 || height <= 0) {
                throw new IllegalArgumentException("a window needs a positive size, got " + width + "x" + height);
            }
        }
    }

    private final Settings settings;
    private final StringProperty workspace = new SimpleStringProperty();
    private final StringProperty message = new SimpleStringProperty("Ready");
    private final BooleanProperty dark = new SimpleBooleanProperty();
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private final StringProperty serverInUse = new SimpleStringProperty("");

    public ShellViewModel(Settings settings, String firstWorkspace) {
        this.settings = Objects.requireNonNull(settings, "settings");
        workspace.set(settings.get("workspace").orElse(firstWorkspace));
        dark.set(settings.getBoolean("theme.dark", false));
        for (int i = 0; i < MAX_RECENT; i++) {
            settings.get(RECENT + i).ifPresent(p -> recent.add(Path.of(p)));
        }
        workspace.addListener((o, a, b) -> settings.put("workspace", b));
        dark.addListener((o, a, b) -> settings.put("theme.dark", Boolean.toString(b)));
    }

    /** Puts a file first in the recent list (once), keeping the newest {@value #MAX_RECENT}. */
    public void addRecent(Path file) {
        Path p = file.toAbsolutePath().normalize();
        List<Path> next = new ArrayList<>(recent);
        next.remove(p);
        next.addFirst(p);
        while (next.size() > MAX_RECENT) {
            next.removeLast();
        }
        recent.setAll(next);
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < next.size()) {
                settings.put(RECENT + i, next.get(i).toString());
            } else {
                settings.remove(RECENT + i);
            }
        }
    }

    public void clearRecent() {
        recent.clear();
        for (int i = 0; i < MAX_RECENT; i++) {
            settings.remove(RECENT + i);
        }
    }

    /** The last window geometry, or a default that fits a laptop screen. */
    public Geometry geometry() {
        return new Geometry(settings.getDouble("window.x", Double.NaN), settings.getDouble("window.y", Double.NaN),
                Math.max(MIN_WIDTH, settings.getDouble("window.width", 1280)),
                Math.max(MIN_HEIGHT, settings.getDouble("window.height", 800)),
                settings.getBoolean("window.maximized", false));
    }

    public void rememberGeometry(Geometry g) {
        settings.put("window.x", Double.toString(g.x()));
        settings.put("window.y", Double.toString(g.y()));
        settings.put("window.width", Double.toString(g.width()));
        settings.put("window.height", Double.toString(g.height()));
        settings.put("window.maximized", Boolean.toString(g.maximized()));
        settings.flush();
    }

    /** The window title: the workspace's document title, then the app name. */
    public static String windowTitle(String documentTitle) {
        return documentTitle.isBlank() ? "Undercooked Studio" : documentTitle + " \u2014 Undercooked Studio";
    }

    public StringProperty workspaceProperty() {
        return workspace;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    public ObservableList<Path> recent() {
        return recent;
    }

    public Settings settings() {
        return settings;
    }

    /**
     * The server last in use outside Host (Spectate's, once it answered), "" for none: what a
     * dialog asking for a server offers first after the studio's own running one.
     */
    public StringProperty serverInUseProperty() {
        return serverInUse;
    }
}
