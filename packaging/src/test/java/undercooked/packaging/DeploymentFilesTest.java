package undercooked.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import undercooked.server.ServerConfig;
import undercooked.server.Setting;

/**
 * The Containerfile and the systemd unit cannot drift from what the packager builds and what the
 * server reads: no container engine or systemd runs here (docs/DEPLOY.md), so the paths, users
 * and variables they name are checked against the real layout and settings instead.
 */
class DeploymentFilesTest {
    private static final Path PACKAGING = Path.of(System.getProperty("undercooked.root", "..")).resolve("packaging");
    private static final Pattern VAR = Pattern.compile("(UNDERCOOKED_[A-Z_]+)=(\\S*)");

    private static List<String> instructions() throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String raw : Files.readAllLines(PACKAGING.resolve("Containerfile"))) {
            if (raw.startsWith("#") || raw.isBlank() && line.isEmpty()) {
                continue;
            }
            String l = raw.strip();
            if (l.endsWith("\\")) {
                line.append(l, 0, l.length() - 1).append(' ');
            } else {
                out.add(line.append(l).toString().replaceAll("\\s+", " "));
                line.setLength(0);
            }
        }
        return out;
    }

    private static String first(List<String> instructions, String keyword) {
        return instructions.stream().filter(i -> i.startsWith(keyword + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("the Containerfile has no " + keyword)).substring(keyword.length() + 1);
    }

    private static Map<String, String> variables(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = VAR.matcher(text);
        while (m.find()) {
            out.put(m.group(1), m.group(2));
        }
        return out;
    }

    @Test
    void theImageCopiesWhatThePackagerBuildsToWhereTheStartScriptLooks() throws IOException {
        List<String> in = instructions();
        Packager.Layout out = new Packager.Layout(Path.of("/ctx"));
        List<String> copies = in.stream().filter(i -> i.startsWith("COPY ")).toList();
        assertEquals(List.of("COPY " + rel(out, out.server()) + "/ /opt/undercooked/",
                "COPY " + rel(out, out.runtime("server")) + "/ /opt/undercooked/runtime/"), copies);
        String script = Files.readString(PACKAGING.resolve("src/main/dist/bin/undercooked-server"));
        assertTrue(script.contains("\"$APP_HOME/runtime/bin/java\""), "the start script takes the runtime beside it");
        assertEquals("[\"/opt/undercooked/bin/" + Packager.SERVER + "\"]", first(in, "ENTRYPOINT"));
        assertTrue(first(in, "HEALTHCHECK").endsWith("CMD [\"/opt/undercooked/bin/healthcheck\", \"/healthz\"]"),
                first(in, "HEALTHCHECK"));
        assertTrue(Files.isExecutable(PACKAGING.resolve("src/main/dist/bin/healthcheck")));
    }

    @Test
    void theImageRunsAsAnUnprivilegedUserWithTheDataFolderAVolume() throws IOException {
        List<String> in = instructions();
        String user = first(in, "USER");
        assertFalse(user.equals("root") || user.equals("0") || user.startsWith("0:"), "USER " + user);
        assertTrue(first(in, "RUN").contains("useradd --system --user-group --uid 10001") && first(in, "RUN")
                .contains("chown " + user + ":" + user + " /data"), first(in, "RUN"));
        Map<String, String> env = variables(first(in, "ENV"));
        assertEquals("[\"" + env.get("UNDERCOOKED_DATA") + "\"]", first(in, "VOLUME"));
        assertEquals("0.0.0.0", env.get("UNDERCOOKED_HOST"), "reachable from outside the container");
        assertEquals(env.get("UNDERCOOKED_PORT"), first(in, "EXPOSE"));
        assertKnownSettings(env);
    }

    @Test
    void theSystemdUnitStartsTheDebsLauncherWithRealSettings() throws IOException {
        String unit = Files.readString(PACKAGING.resolve(Packager.SERVER + ".service"));
        assertTrue(unit.contains("\nExecStart=" + Packager.INSTALL_DIR + "/" + Packager.SERVER + "/bin/" + Packager.SERVER
                + "\n"), "ExecStart is where the .deb installs the server's launcher");
        Map<String, String> env = variables(unit);
        assertEquals("/var/lib/undercooked", env.get("UNDERCOOKED_DATA"));
        assertTrue(unit.contains("\nStateDirectory=undercooked\n") && unit.contains("\nDynamicUser=yes\n"),
                "the data folder is the service's own state directory, owned by its own user");
        assertKnownSettings(env);
    }

    private static void assertKnownSettings(Map<String, String> env) {
        List<String> known = Arrays.stream(Setting.values()).map(Setting::envName).toList();
        assertFalse(env.isEmpty());
        env.keySet().forEach(name -> assertTrue(known.contains(name), name + " is not a server setting; known: " + known));
        ServerConfig.parse(List.of(), env); // and their values are accepted
    }

    private static String rel(Packager.Layout layout, Path p) {
        return layout.out().relativize(p).toString();
    }

    @Test
    void everyWayOfStartingTheServerPassesTheSameCollectorAndHeap() throws IOException {
        Path root = PACKAGING.getParent();
        String launcher = Files.readString(root.resolve("undercooked"));
        String script = Files.readString(PACKAGING.resolve("src/main/dist/bin/undercooked-server"));
        String options = String.join(" ", Packager.SERVER_JVM);
        assertTrue(launcher.contains("SERVER_JVM_OPTS=\"" + options + "\""), "./undercooked serve and bench server");
        assertTrue(script.contains("-Djava.awt.headless=true " + options + " ${UNDERCOOKED_JAVA_OPTS:-}"),
                "the distribution's script, before the user's own options");
    }

    @Test
    void theLauncherRunsTheStudioOnTheAppImagesCollector() throws IOException {
        String launcher = Files.readString(PACKAGING.getParent().resolve("undercooked"));
        // the app image passes Packager.STUDIO_GC itself; the launcher must say the same
        assertTrue(launcher.contains("STUDIO_JVM_OPTS=\"" + Packager.STUDIO_GC + "\""), "./undercooked studio and bench studio");
    }
}
