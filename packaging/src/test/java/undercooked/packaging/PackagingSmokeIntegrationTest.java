package undercooked.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import undercooked.protocol.RoundMsg;

/**
 * What {@code ./undercooked package} builds, started the way an operator or a designer starts
 * it: the server distribution from its output folder on the trimmed runtime, playing a real bot
 * round that lands in the archive; the studio's app image rendering headless on its own runtime;
 * the server's app image on its own. Each part is built once for the whole class, the studio's
 * (and its launcher run) while the server's round plays.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PackagingSmokeIntegrationTest {
    private static final Path ROOT = Path.of(System.getProperty("undercooked.root", "..")).toAbsolutePath().normalize();
    private static final Pattern STARTED = Pattern.compile("undercooked server on http://127\\.0\\.0\\.1:([0-9]+)/");
    private static final String FX_WARNING = "Unsupported JavaFX configuration";

    private Packager packager;
    private FutureTask<StudioRun> studio;

    /** The studio's image and what its launcher answered: {@code --version} and a headless render. */
    private record StudioRun(Path image, Optional<Proc.Result> version, Optional<Proc.Result> shot, Path png) {
    }

    /**
     * The server's parts first (jlink and jpackage, one at a time), then the studio's on a second
     * packager with its own output folder, on a thread of its own while the server's round plays:
     * its image, then its launcher's version and a render. The round waits on its clock, and no two
     * JDK tools ever run at once in this JVM.
     */
    @BeforeAll
    void packager() {
        packager = new Packager(ROOT, ROOT.resolve("packaging/target/smoke-out"), PackageMain.version(),
                line -> System.out.println("[package]" + line));
        packager.serverDistribution();
        packager.serverRuntime();
        packager.serverImage();
        Path out = ROOT.resolve("packaging/target/smoke-out-studio");
        Packager studioPackager = new Packager(ROOT, out, PackageMain.version(),
                line -> System.out.println("[package]" + line));
        studio = new FutureTask<>(() -> runStudio(studioPackager.studioImage(), out.resolve("run")));
        Thread.ofPlatform().name("studio-image").daemon().start(studio);
    }

    private static StudioRun runStudio(Path image, Path dir) throws Exception {
        Path launcher = image.resolve("bin").resolve(Packager.STUDIO);
        Path png = dir.resolve("editor.png");
        if (!Files.isExecutable(launcher)) {
            return new StudioRun(image, Optional.empty(), Optional.empty(), png); // the test says so
        }
        Files.createDirectories(dir);
        Files.deleteIfExists(png);
        Proc.Result version = Proc.run(List.of(launcher.toString(), "--version"), Map.of(), dir, Duration.ofSeconds(20));
        Path level = ROOT.resolve("levels/src/main/resources/levels/01_first_shift.json");
        Proc.Result shot = Proc.run(List.of(launcher.toString(), "screenshot", "editor", "--open", level.toString(),
                // Longer than the render's own wait for a ready editor (Screenshot.READY_WAIT_S), so it says why.
                "--size", "800x500", "--out", png.toString()), Map.of(), dir, Duration.ofSeconds(120));
        return new StudioRun(image, Optional.of(version), Optional.of(shot), png);
    }

    @AfterAll
    void studioFinished() throws InterruptedException {
        if (studio == null) {
            return; // the server's parts failed first: every test reported it
        }
        try {
            studio.get(); // the class ends with its packager's work, whatever a test did
        } catch (ExecutionException e) {
            // reported by the studio's test
        }
    }

    private StudioRun awaitStudio() throws Exception {
        try {
            return studio.get(240, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @Test
    void theServerDistributionPlaysARoundAndArchivesItThenStopsOnSigterm(@TempDir Path dir) throws Exception {
        Path dist = packager.serverDistribution();
        Path runtime = packager.serverRuntime();
        assertFalse(Files.exists(runtime.resolve("bin/javac")), "a runtime, not a JDK");
        assertTrue(Files.exists(runtime.resolve("lib/libawt_headless.so")), "java.desktop is there, headless");
        assertFalse(Files.exists(runtime.resolve("lib/libawt_xawt.so")), "but not its X11 part");
        Path data = dir.resolve("data");
        Path start = dist.resolve("bin/" + Packager.SERVER);
        try (Proc server = Proc.start(List.of(start.toString(), "--port", "0", "--round-seconds", "10"),
                Map.of("JAVA_HOME", runtime.toString(), "UNDERCOOKED_DATA", data.toString()), dir)) {
            // A hang guard, not a start-time budget: on a CI box running two test JVMs beside it the
            // jlinked server once took over 30 s to start (its migrations done at 8 s).
            Matcher m = STARTED.matcher(server.awaitLine("undercooked server on", Duration.ofSeconds(90)));
            assertTrue(m.find(), server.output());
            int port = Integer.parseInt(m.group(1));
            try (SmokeBot bot = new SmokeBot(port)) {
                SmokeBot.Reply health = bot.get("/healthz");
                assertEquals(200, health.status(), health.body());
                assertEquals("ok", health.json().get("status").asText());
                Proc.Result check = Proc.run(List.of(dist.resolve("bin/healthcheck").toString(), "/healthz"),
                        Map.of("UNDERCOOKED_PORT", Integer.toString(port)), dir, Duration.ofSeconds(10));
                assertEquals(0, check.exit(), "the container's health check passes: " + check.output());
                Proc.Result missing = Proc.run(List.of(dist.resolve("bin/healthcheck").toString(), "/nope"),
                        Map.of("UNDERCOOKED_PORT", Integer.toString(port)), dir, Duration.ofSeconds(10));
                assertEquals(1, missing.exit(), "and can fail: " + missing.output());
                assertTrue(missing.output().contains("answered 'HTTP/1.1 404"), missing.output());
                SmokeBot.Reply page = bot.get("/");
                assertTrue(page.status() == 200 && page.body().contains("<html"), "the browser client from the jar");

                RoundMsg round = bot.playOneRound("Smoke", Duration.ofSeconds(30));
                assertTrue(round.result().isPresent(), round.toString());

                JsonNode replays = awaitReplay(bot);
                JsonNode entry = replays.get(0);
                assertEquals(round.result().get().wire(), entry.get("result").asText(), entry.toString());
                assertEquals("Smoke", entry.get("players").get(0).get("name").asText());
                assertEquals(200, bot.get("/api/replays/" + entry.get("id").asLong() + "/golden").status());
            }
            server.process.destroy(); // SIGTERM, what systemd and a container engine send
            int exit = server.waitFor(Duration.ofSeconds(20));
            assertEquals(143, exit, "a clean stop on SIGTERM:\n" + server.output());
            String out = server.output();
            assertFalse(out.contains("Exception in thread") || out.contains("restricted method"), out);
        }
        assertTrue(Files.isRegularFile(data.resolve("undercooked.db")), "the SQLite file is in the data folder");
    }

    private static JsonNode awaitReplay(SmokeBot bot) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        JsonNode list;
        do {
            list = bot.get("/api/replays").json().get("replays");
            if (list.size() > 0) {
                return list;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("no replay listed within 5 s: " + list);
    }

    @Test
    void theStartScriptRefusesAJavaOlderThan25ByName(@TempDir Path dir) throws Exception {
        Path dist = packager.serverDistribution();
        Path old = dir.resolve("jdk17/bin/java");
        Files.createDirectories(old.getParent());
        Files.writeString(old, "#!/bin/sh\necho 'openjdk version \"17.0.12\" 2024-07-16' >&2\n");
        assertTrue(old.toFile().setExecutable(true));
        Proc.Result r = Proc.run(List.of(dist.resolve("bin/" + Packager.SERVER).toString()),
                Map.of("JAVA_HOME", dir.resolve("jdk17").toString()), dir, Duration.ofSeconds(10));
        assertEquals(2, r.exit(), r.output());
        assertTrue(r.output().contains("is Java 17; the server needs 25 or newer: set JAVA_HOME to one"), r.output());
    }

    @Test
    void thePackagedStudioRendersHeadlessOnItsOwnRuntime() throws Exception {
        StudioRun run = awaitStudio();
        Path image = run.image();
        Path launcher = image.resolve("bin").resolve(Packager.STUDIO);
        assertTrue(Files.isExecutable(launcher), launcher + " exists");
        assertFalse(Files.exists(image.resolve("lib/runtime/bin/javac")), "a runtime, not a JDK");
        assertTrue(Files.isRegularFile(image.resolve("lib/" + Packager.STUDIO + ".png")), "the icon is in the image");

        Proc.Result version = run.version().orElseThrow();
        assertEquals(0, version.exit(), version.output());
        assertTrue(version.output().startsWith("Undercooked Studio " + PackageMain.version() + " (Java 25"),
                version.output());

        Proc.Result shot = run.shot().orElseThrow();
        Path png = run.png();
        assertEquals(0, shot.exit(), shot.output());
        assertFalse(shot.output().contains(FX_WARNING), "JavaFX runs on the module path:\n" + shot.output());
        assertFalse(shot.output().contains("WARNING"), shot.output());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(800, img.getWidth());
        assertEquals(500, img.getHeight());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                colours.add(img.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 20, "a rendered editor, not a blank window: " + colours.size() + " colours");
    }

    @Test
    void theServerAppImageStartsOnItsOwnRuntime(@TempDir Path dir) throws Exception {
        Path image = packager.serverImage();
        assertTrue(Files.isRegularFile(image.resolve("lib/systemd/" + Packager.SERVER + ".service")));
        Proc.Result help = Proc.run(List.of(image.resolve("bin/" + Packager.SERVER).toString(), "--help"), Map.of(), dir,
                Duration.ofSeconds(20));
        assertEquals(0, help.exit(), help.output());
        assertTrue(help.output().contains("UNDERCOOKED_DATA"), help.output());
    }
}
