package undercooked.packaging;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Builds what {@code ./undercooked package} ships, from the server's and the studio's build
 * output, into {@link Layout}: the plain server distribution, a trimmed runtime per application
 * (jlink over the JDK modules {@link RuntimeModules} finds), the two app images (jpackage) and a
 * .deb of each. Each part is built once per packager and reused by the parts that need it, so
 * the smoke tests pay for a runtime once. Linux only: the images hold this platform's JavaFX and
 * native launchers (decision 0009).
 */
public final class Packager {
    public static final String SERVER = "undercooked-server";
    public static final String STUDIO = "Undercooked Studio";
    public static final String STUDIO_PACKAGE = "undercooked-studio";
    public static final String VENDOR = "Undercooked";
    /** Where the .debs install the images ({@code /opt/<package>/bin/...}); the systemd unit points here. */
    public static final String INSTALL_DIR = "/opt";
    static final String ICON = "undercooked/studio/icon/icon-256.png";
    /**
     * The server needs java.desktop's classes (Jackson and pgjdbc name java.beans) but none of its
     * screen or sound: without these native libraries its runtime links no X11 or ALSA library,
     * so the server's .deb does not pull a desktop's libraries onto a server. It runs headless.
     */
    static final List<String> SERVER_EXCLUDED_FILES = List.of("**/libawt_xawt.so", "**/libjawt.so",
            "**/libsplashscreen.so", "**/libjsound.so");
    static final String HEADLESS = "-Djava.awt.headless=true";
    /**
     * The game server's collector and heap ceiling (decision 0047): the serial collector in a 512 MB
     * heap. The live heap is about 150 KB a room, so a two-core node of 500 rooms holds under 100 MB;
     * at 500 rooms the serial collector kept the server's RSS at 342 MB where G1's defaults let it
     * grow to 1.1-1.5 GB, and spent less CPU a room-second (docs/ROOMS.md, Efficiency). The launcher
     * and the distribution's script pass the same. Compact object headers (JDK 25): 3% less CPU a
     * room-second, 4% less heap a room (session 23). Transparent huge pages for the heap, where
     * the kernel offers them: 7% less CPU a room-second and a shorter echo tail (session 24). A
     * bigger node raises -Xmx with UNDERCOOKED_JAVA_OPTS, which comes after these.
     */
    static final List<String> SERVER_JVM = List.of("-XX:+UseSerialGC", "-Xmx512m", "-XX:+UseCompactObjectHeaders",
            "-XX:+UseTransparentHugePages");
    /**
     * The studio's collector: ZGC, whose pauses stay under a frame while the Difficulty panel's
     * bots play (docs/STUDIO.md). The launcher passes the same.
     */
    static final String STUDIO_GC = "-XX:+UseZGC";

    private final Path root;
    private final Layout layout;
    private final String version;
    private final Consumer<String> log;
    private Optional<AppInputs> server = Optional.empty();
    private Optional<AppInputs> studio = Optional.empty();
    private Optional<Path> serverDist = Optional.empty();
    private Optional<Path> serverRuntime = Optional.empty();
    private Optional<Path> studioRuntime = Optional.empty();
    private Optional<Path> serverImage = Optional.empty();
    private Optional<Path> studioImage = Optional.empty();

    /** The output folders, under one root ({@code packaging/out} for the command). */
    public record Layout(Path out) {
        public Layout {
            Objects.requireNonNull(out, "out");
        }

        /** The plain server distribution: {@code bin/undercooked-server}, {@code lib/*.jar}. */
        public Path server() {
            return out.resolve("server");
        }

        public Path runtime(String app) {
            return out.resolve("runtime").resolve(app);
        }

        public Path images() {
            return out.resolve("image");
        }

        public Path debs() {
            return out.resolve("deb");
        }

        Path staging() {
            return out.resolve("staging");
        }
    }

    public Packager(Path root, Path out, String version, Consumer<String> log) {
        this.root = Objects.requireNonNull(root, "root");
        this.layout = new Layout(out);
        this.version = Objects.requireNonNull(version, "version");
        this.log = Objects.requireNonNull(log, "log");
    }

    public Layout layout() {
        return layout;
    }

    /** {@code 0.1.0-SNAPSHOT} becomes {@code 0.1.0}: jpackage and dpkg take numbers and dots only. */
    static String appVersion(String version) {
        Matcher m = Pattern.compile("^([0-9]+(?:\\.[0-9]+){0,3})").matcher(version);
        if (!m.find()) {
            throw new PackagingException("the project version " + version + " does not start with a number");
        }
        return m.group(1);
    }

    private AppInputs serverInputs() {
        if (server.isEmpty()) {
            server = Optional.of(AppInputs.fromBuild(root, "server", version));
        }
        return server.get();
    }

    private AppInputs studioInputs() {
        if (studio.isEmpty()) {
            studio = Optional.of(AppInputs.fromBuild(root, "studio-app", version));
        }
        return studio.get();
    }

    /**
     * The plain distribution for containers: the jars, {@code lib/classpath} (their order) and the
     * scripts of {@code packaging/src/main/dist/bin} (the start script and the health check).
     */
    public Path serverDistribution() {
        if (serverDist.isEmpty()) {
            long t0 = System.nanoTime();
            Path dist = layout.server();
            clean(dist);
            Path lib = dist.resolve("lib");
            List<String> names = new ArrayList<>();
            for (Path jar : serverInputs().classPath()) {
                copy(jar, lib.resolve(jar.getFileName()));
                names.add(jar.getFileName().toString());
            }
            write(lib.resolve("classpath"), String.join("\n", names) + "\n");
            Path bin = root.resolve("packaging/src/main/dist/bin");
            try (Stream<Path> scripts = Files.list(bin)) {
                for (Path s : scripts.sorted().toList()) {
                    Path to = dist.resolve("bin").resolve(s.getFileName());
                    copy(s, to);
                    Files.setPosixFilePermissions(to, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
            } catch (IOException e) {
                throw new PackagingException("cannot copy the scripts of " + bin + ": " + e.getMessage());
            }
            done("server distribution", dist, t0);
            serverDist = Optional.of(dist);
        }
        return serverDist.get();
    }

    public Path serverRuntime() {
        if (serverRuntime.isEmpty()) {
            serverRuntime = Optional.of(runtime("server", serverInputs(), SERVER_EXCLUDED_FILES));
        }
        return serverRuntime.get();
    }

    public Path studioRuntime() {
        if (studioRuntime.isEmpty()) {
            studioRuntime = Optional.of(runtime("studio", studioInputs(), List.of()));
        }
        return studioRuntime.get();
    }

    private Path runtime(String app, AppInputs inputs, List<String> excludedFiles) {
        long t0 = System.nanoTime();
        SortedSet<String> modules = RuntimeModules.of(inputs);
        Path out = layout.runtime(app);
        clean(out);
        delete(out); // jlink creates the folder itself and refuses an existing one
        List<String> args = new ArrayList<>(List.of("--add-modules", String.join(",", modules), "--strip-debug",
                "--no-header-files", "--no-man-pages", "--compress=zip-6", "--output", out.toString()));
        if (!excludedFiles.isEmpty()) {
            args.add("--exclude-files=" + String.join(",", excludedFiles));
        }
        JdkTool.run("jlink", args);
        log.accept("  " + app + " runtime modules: " + String.join(",", modules));
        done(app + " runtime", out, t0);
        return out;
    }

    /** The server as a native launcher with its runtime: {@code image/undercooked-server/bin/undercooked-server}. */
    public Path serverImage() {
        if (serverImage.isEmpty()) {
            long t0 = System.nanoTime();
            AppInputs in = serverInputs();
            Path staging = layout.staging().resolve("server");
            Path app = stageJars(staging.resolve("app"), in.classPath());
            Path systemd = staging.resolve("systemd");
            copy(root.resolve("packaging").resolve(SERVER + ".service"), systemd.resolve(SERVER + ".service"));
            Path image = jpackageImage(SERVER, in, app, serverRuntime(), List.of(systemd),
                    java.util.stream.Stream.concat(
                            java.util.stream.Stream.of("--enable-native-access=ALL-UNNAMED", HEADLESS),
                            SERVER_JVM.stream()).toList(), Optional.empty());
            done("server app image", image, t0);
            serverImage = Optional.of(image);
        }
        return serverImage.get();
    }

    /**
     * The studio: {@code image/Undercooked Studio/bin/Undercooked Studio}. JavaFX's jars go to
     * {@code lib/javafx} and run on the module path, Monocle to {@code lib/monocle}, patched into
     * javafx.graphics: the same start as {@code ./undercooked studio}.
     */
    public Path studioImage() {
        if (studioImage.isEmpty()) {
            long t0 = System.nanoTime();
            AppInputs in = studioInputs();
            if (in.javafx().isEmpty()) {
                throw new PackagingException("the studio's class path has no JavaFX platform jars (javafx-*-linux.jar)");
            }
            Path staging = layout.staging().resolve("studio");
            Path app = stageJars(staging.resolve("app"), in.classPath());
            Path fx = stageJars(staging.resolve("javafx"), in.javafx());
            List<Path> content = new ArrayList<>(List.of(fx));
            List<String> options = new ArrayList<>(List.of("--module-path", "$APPDIR/../javafx", "--add-modules",
                    "javafx.controls,javafx.swing", "--enable-native-access=javafx.graphics,ALL-UNNAMED", STUDIO_GC));
            if (in.monocle().isPresent()) {
                Path monocle = stageJars(staging.resolve("monocle"), List.of(in.monocle().get()));
                content.add(monocle);
                options.addAll(List.of("--patch-module", "javafx.graphics=$APPDIR/../monocle/"
                        + in.monocle().get().getFileName()));
            }
            Path icon = staging.resolve(STUDIO_PACKAGE + ".png");
            extract(in.mainJar(), ICON, icon);
            Path image = jpackageImage(STUDIO, in, app, studioRuntime(), content, options, Optional.of(icon));
            done("studio app image", image, t0);
            studioImage = Optional.of(image);
        }
        return studioImage.get();
    }

    private Path jpackageImage(String name, AppInputs in, Path app, Path runtime, List<Path> content,
                               List<String> javaOptions, Optional<Path> icon) {
        Path dest = layout.images();
        delete(dest.resolve(name)); // jpackage refuses to overwrite an image
        List<String> args = new ArrayList<>(List.of("--type", "app-image", "--name", name, "--dest", dest.toString(),
                "--input", app.toString(), "--main-jar", in.mainJar().getFileName().toString(),
                "--main-class", mainClass(name), "--runtime-image", runtime.toString(),
                "--app-version", appVersion(version), "--vendor", VENDOR));
        for (Path c : content) {
            args.addAll(List.of("--app-content", c.toString()));
        }
        icon.ifPresent(i -> args.addAll(List.of("--icon", i.toString())));
        // One option per --java-options: jpackage splits a joined string on spaces, which would cut
        // an install path that has one ("Undercooked Studio").
        for (String o : javaOptions) {
            args.addAll(List.of("--java-options", o));
        }
        JdkTool.run("jpackage", args);
        return dest.resolve(name);
    }

    private static String mainClass(String name) {
        return name.equals(SERVER) ? "undercooked.server.ServerMain" : "undercooked.studio.Main";
    }

    /** Which of the tools a .deb needs are missing from the PATH (jpackage calls dpkg-deb under fakeroot). */
    public static List<String> debToolsMissing() {
        List<String> missing = new ArrayList<>();
        for (String tool : List.of("fakeroot", "dpkg-deb")) {
            boolean found = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                    .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, tool)));
            if (!found) {
                missing.add(tool);
            }
        }
        return missing;
    }

    /** A .deb of each app image, installing under {@link #INSTALL_DIR}; returns the files. */
    public List<Path> debs() {
        List<String> missing = debToolsMissing();
        if (!missing.isEmpty()) {
            throw new PackagingException("a .deb needs " + String.join(" and ", missing)
                    + ": install them (sudo apt-get install fakeroot dpkg-dev), or build without --deb");
        }
        Path dest = layout.debs();
        clean(dest);
        deb(serverImage(), SERVER, SERVER, "The Undercooked game server: rooms, WebSocket, HTTP API, browser client",
                List.of());
        Path studioIcon = layout.staging().resolve("studio").resolve(STUDIO_PACKAGE + ".png");
        deb(studioImage(), STUDIO, STUDIO_PACKAGE, "Undercooked Studio: level editor, replays, live spectating, hosting",
                List.of("--linux-shortcut", "--linux-menu-group", "Game", "--linux-app-category", "games",
                        "--icon", studioIcon.toString()));
        try (Stream<Path> files = Files.list(dest)) {
            return files.filter(f -> f.toString().endsWith(".deb")).sorted().toList();
        } catch (IOException e) {
            throw new PackagingException("cannot list " + dest + ": " + e.getMessage());
        }
    }

    private void deb(Path image, String name, String pkg, String description, List<String> extra) {
        long t0 = System.nanoTime();
        List<String> args = new ArrayList<>(List.of("--type", "deb", "--app-image", image.toString(), "--name", name,
                "--linux-package-name", pkg, "--dest", layout.debs().toString(), "--app-version", appVersion(version),
                "--vendor", VENDOR, "--description", description, "--install-dir", INSTALL_DIR));
        args.addAll(extra);
        JdkTool.run("jpackage", args);
        log.accept(String.format("  %-22s %6.1f s", pkg + ".deb", (System.nanoTime() - t0) / 1e9));
    }

    private Path stageJars(Path dir, List<Path> jars) {
        clean(dir);
        jars.forEach(j -> copy(j, dir.resolve(j.getFileName())));
        return dir;
    }

    private void done(String what, Path dir, long t0) {
        log.accept(String.format("  %-22s %6.1f s  %5.1f MB  %s", what, (System.nanoTime() - t0) / 1e9,
                size(dir) / 1e6, dir));
    }

    /** Bytes in the files under {@code dir}. */
    public static long size(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        } catch (IOException e) {
            return 0;
        }
    }

    private static void extract(Path jar, String entry, Path to) {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry e = zip.getEntry(entry);
            if (e == null) {
                throw new PackagingException(jar.getFileName() + " has no " + entry);
            }
            Files.createDirectories(to.getParent());
            try (InputStream in = zip.getInputStream(e)) {
                Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new PackagingException("cannot read " + entry + " from " + jar + ": " + e.getMessage());
        }
    }

    private static void copy(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new PackagingException("cannot copy " + from + " to " + to + ": " + e.getMessage());
        }
    }

    private static void write(Path to, String text) {
        try {
            Files.createDirectories(to.getParent());
            Files.writeString(to, text);
        } catch (IOException e) {
            throw new PackagingException("cannot write " + to + ": " + e.getMessage());
        }
    }

    /** Empties {@code dir}, creating it when missing. */
    private static void clean(Path dir) {
        delete(dir);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new PackagingException("cannot create " + dir + ": " + e.getMessage());
        }
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new PackagingException("cannot delete " + dir + ": " + e.getMessage());
        }
    }
}
