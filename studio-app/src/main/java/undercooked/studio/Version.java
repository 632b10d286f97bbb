package undercooked.studio;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The studio's version as the build knows it: Maven writes the project version into
 * {@code version.properties} (resource filtering in studio-app/pom.xml), so About never
 * drifts from the pom.
 */
public final class Version {
    private Version() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}; "unknown" when run without the build's resources. */
    public static String current() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "").strip();
            return v.isEmpty() || v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** What {@code --version} prints: the studio's version and the Java it runs on. */
    static String line() {
        return "Undercooked Studio " + current() + " (Java " + System.getProperty("java.version", "?") + ")";
    }

    /** What Help > About says. */
    static String about() {
        return "Undercooked Studio " + current() + "\n\nLevel editor for Undercooked kitchens. Docs: docs/STUDIO.md and"
                + " docs/LEVELS.md.\n\nJava " + System.getProperty("java.version", "?") + ", JavaFX "
                + System.getProperty("javafx.runtime.version", "?");
    }
}
