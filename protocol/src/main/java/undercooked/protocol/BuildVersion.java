package undercooked.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The platform's version as the build knows it: Maven writes the project version into
 * {@code build.properties} (resource filtering in protocol/pom.xml), so the studio's About and
 * {@code --version}, and the server's start line, {@code serve --version} and its build meter,
 * never drift from the pom or from each other.
 */
public final class BuildVersion {
    private static final String VERSION = read();

    private BuildVersion() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}; "unknown" when run without the build's resources. */
    public static String current() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = BuildVersion.class.getResourceAsStream("build.properties")) {
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
}
