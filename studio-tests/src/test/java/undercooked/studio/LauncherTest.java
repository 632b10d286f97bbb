package undercooked.studio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code ./undercooked} says and how it starts the studio: its help agrees with the README,
 * and the JavaFX options it computes start the studio without JavaFX's "Unsupported JavaFX
 * configuration" warning (the launcher's own shell function is run here, not a copy of it).
 */
class LauncherTest {
    private static final Path LAUNCHER = Path.of("..", "undercooked");
    private static final String WARNING = "Unsupported JavaFX configuration";

    @Test
    void theHelpAndTheReadmeAgreeOnHowManyTicksBenchSimRuns() throws IOException {
        Pattern ticks = Pattern.compile("bench sim.*?([0-9][0-9,]*\\+?) ticks");
        String help = Files.readAllLines(LAUNCHER).stream().filter(l -> l.strip().startsWith("bench sim")).findFirst()
                .orElseThrow();
        String readme = Files.readAllLines(Path.of("..", "README.md")).stream()
                .filter(l -> l.startsWith("| `./undercooked bench sim`")).findFirst().orElseThrow();
        Matcher h = ticks.matcher(help);
        Matcher r = ticks.matcher(readme);
        assertTrue(h.find() && r.find(), help + " / " + readme);
        assertEquals(r.group(1), h.group(1), "help: " + help);
    }

    @Test
    void theStudioStartsOnTheModulePathWithoutJavaFxsWarning(@TempDir Path dir) throws Exception {
        String classPath = String.join(File.pathSeparator, runtimeClassPath());
        List<String> fx = launcherJavaFxOptions(classPath);
        assertTrue(fx.contains("--module-path") && fx.stream().anyMatch(a -> a.startsWith("javafx.graphics=")), fx.toString());
        String rest = fx.getLast();
        List<String> options = fx.subList(0, fx.size() - 1);

        Run modular = screenshot(options, rest, dir.resolve("modular.png"));
        assertEquals(0, modular.exit(), modular.err());
        assertTrue(Files.size(dir.resolve("modular.png")) > 10_000, "a real render");
        assertFalse(modular.err().contains(WARNING), modular.err());

        Run plain = screenshot(List.of(), classPath, dir.resolve("plain.png"));
        assertTrue(plain.err().contains(WARNING), "the check can fail: from the class path JavaFX warns\n" + plain.err());
    }

    private record Run(int exit, String err) {
    }

    private static Run screenshot(List<String> fxOptions, String classPath, Path out) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=" + (fxOptions.isEmpty() ? "" : "javafx.graphics,") + "ALL-UNNAMED",
                // C1 only, as this module's test JVMs (decision 0055): one render, no C2 at work beside it.
                "-XX:TieredStopAtLevel=1"));
        cmd.addAll(fxOptions);
        cmd.addAll(List.of("-cp", classPath, Main.class.getName(), "screenshot", "editor", "--size", "800x500",
                "--out", out.toString()));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the render finishes");
        return new Run(p.exitValue(), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void theFirstBuildWritesNoColourCodesIntoAPipe() throws Exception {
        Matcher fn = Pattern.compile("(?ms)^plain\\(\\) \\{.*?^}").matcher(Files.readString(LAUNCHER));
        assertTrue(fn.find(), "the launcher has its plain function, which the build runs through");
        // what Maven 3.8 prints before it reads -Dstyle.color=never, then a failing exit
        String bash = "set -euo pipefail\n" + fn.group() + "\nplain bash -c \"printf '\\033[0m\\033[0m[ERROR] x\\n'; exit 3\"\n";
        Process p = new ProcessBuilder("bash", "-c", bash).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        assertEquals("[ERROR] x\n", out);
        assertEquals(3, p.exitValue(), "the build's failure still stops the launcher");
    }

    @Test
    void aRedRunsLogIsSummedUpAsItsFailingTestsCompileErrorsDeadForksAndModules(@TempDir Path dir) throws Exception {
        Matcher fn = Pattern.compile("(?ms)^failures\\(\\) \\{.*?^}").matcher(Files.readString(LAUNCHER));
        assertTrue(fn.find(), "the launcher has its failures function, which a red test run ends with");
        // lines in the shapes surefire 3.5 and Maven 3.8 print them, with another module's between
        Path log = dir.resolve("test.log");
        Files.writeString(log, """
                [ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 1.2 s <<< FAILURE! -- in a.FooTest
                [ERROR] Failures:\s
                [ERROR]   FooTest.bar:12 expected: <1> but was: <2>
                [ERROR] Errors:\s
                [ERROR]   BazTest.qux:40 » IllegalState boom
                [ERROR] Tests run: 9, Failures: 1, Errors: 1, Skipped: 0
                [INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0
                [ERROR]   not a test: an indented line outside a list
                [ERROR] /w/c-tests/src/test/java/c/ThatTest.java:[38,69] cannot find symbol
                [ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.5.4:test (default-test) on project a-tests: There are test failures.
                [ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.5.4:test (default-test) on project b-tests:\s
                [ERROR] ExecutionException The forked VM terminated without properly saying goodbye. VM crash or System.exit called?
                [ERROR] Process Exit Code: 137
                [ERROR] Crashed tests:
                [ERROR] b.QuxUiTest
                [ERROR]   mvn <args> -rf :a-tests
                """);
        Process p = new ProcessBuilder("bash", "-c", fn.group() + "\nfailures \"$1\"\n", "launcher", log.toString()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(List.of(
                "  test: FooTest.bar:12 expected: <1> but was: <2>",
                "  test: BazTest.qux:40 » IllegalState boom",
                "  compile: ThatTest.java:[38,69] cannot find symbol",
                "  module: a-tests: There are test failures.",
                "  module: b-tests",
                "  fork: ExecutionException The forked VM terminated without properly saying goodbye. VM crash or System.exit called?",
                "  fork: Process Exit Code: 137",
                "  crashed: b.QuxUiTest"), out.lines().toList());
    }

    /** Runs the launcher's javafx_modules function on a class path: its java options, then the class path left. */
    private static List<String> launcherJavaFxOptions(String classPath) throws Exception {
        String script = Files.readString(LAUNCHER);
        Matcher fn = Pattern.compile("(?ms)^javafx_modules\\(\\) \\{.*?^}").matcher(script);
        assertTrue(fn.find(), "the launcher has its javafx_modules function");
        String bash = fn.group() + "\nfx=(); cp=\"$1\"; javafx_modules \"$1\"; printf '%s\\n' \"${fx[@]}\" \"$cp\"\n";
        Process p = new ProcessBuilder("bash", "-c", bash, "launcher", classPath).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        return out.lines().toList();
    }

    /** The jars and class folders the studio runs from, found through classes each of them holds. */
    private static Set<String> runtimeClassPath() throws URISyntaxException, ClassNotFoundException {
        Set<String> out = new LinkedHashSet<>();
        for (String name : List.of("undercooked.studio.Main", "undercooked.levels.Level", "undercooked.sim.Kitchen",
                "com.fasterxml.jackson.databind.ObjectMapper", "com.fasterxml.jackson.core.JsonFactory",
                "com.fasterxml.jackson.annotation.JsonProperty", "atlantafx.base.theme.PrimerLight",
                "javafx.beans.Observable", "javafx.application.Application", "javafx.scene.control.Control",
                "javafx.embed.swing.SwingFXUtils", "com.sun.glass.ui.monocle.HeadlessPlatform",
                "undercooked.protocol.FullFrame", "undercooked.server.wire.SnapshotEncoder", "okhttp3.OkHttpClient",
                "undercooked.playtest.PlayTestSettings", "undercooked.bots.Bot", "com.zaxxer.hikari.HikariDataSource",
                "okio.Buffer", "kotlin.Unit")) {
            Class<?> c = Class.forName(name, false, LauncherTest.class.getClassLoader());
            out.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return out;
    }
}
