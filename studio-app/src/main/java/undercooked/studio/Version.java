package undercooked.studio;

import undercooked.protocol.BuildVersion;

/**
 * The studio's version lines: the platform's one version ({@link BuildVersion}, from the build),
 * so About never drifts from the pom or from the server's.
 */
public final class Version {
    private Version() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}; "unknown" when run without the build's resources. */
    public static String current() {
        return BuildVersion.current();
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
