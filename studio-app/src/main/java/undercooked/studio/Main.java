package undercooked.studio;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.application.Application;
import undercooked.studio.services.ReplayLink;

/**
 * {@code ./undercooked studio [FILE]} and {@code ./undercooked studio screenshot ...}. Not an
 * {@link Application} itself: launched from the class path, a main class that extends
 * Application makes the JDK's launcher insist on JavaFX modules. Headless rendering needs its
 * system properties set before the toolkit starts, which only a plain main can guarantee.
 */
public final class Main {
    static final String USAGE = """
            usage: ./undercooked studio [FILE]
                   ./undercooked studio --version
                   ./undercooked studio --replay FILE|URL [--tick N] [--field PATH]
                   ./undercooked studio screenshot <workspace> [--open FILE] [--tick N] [--reach] [--playtest-overlay] [--insights-overlay] [--dark] [--size WxH] [--server URL] --out OUT.png
                   (--server: the rooms Spectate watches, or for replays a round's URL http://host:port/api/replays/N)
            FILE: a level opens in the editor, a replay script (or its golden) in Replays
            workspaces: editor, replays, spectate, host, insights (--open is for the editor's levels and Replays' rounds)""";

    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, System.out, System.err, System.getenv());
        if (code >= 0) {
            System.exit(code);
        }
    }

    /** Returns the exit code, or -1 when the GUI was launched and has closed normally. */
    static int run(String[] args, PrintStream out, PrintStream err, java.util.Map<String, String> env) {
        return run(args, out, err, env, Screenshot.Demo.NONE);
    }

    /** As above, with {@code demo} setting a workspace up before its screenshot (studio-bench's Host demo). */
    static int run(String[] args, PrintStream out, PrintStream err, java.util.Map<String, String> env,
                   Screenshot.Demo demo) {
        return run(args, out, err, env, demo, a -> Application.launch(StudioApp.class, a));
    }

    /**
     * As above, with {@code launch} opening the window once the arguments are checked: the desktop
     * application, or in a test the same {@link StudioApp#open} on the test's stage.
     */
    static int run(String[] args, PrintStream out, PrintStream err, java.util.Map<String, String> env,
                   Screenshot.Demo demo, java.util.function.Consumer<String[]> launch) {
        List<String> a = List.of(args);
        if (!a.isEmpty() && (a.getFirst().equals("--help") || a.getFirst().equals("-h") || a.getFirst().equals("help"))) {
            out.println(USAGE);
            return 0;
        }
        if (a.size() == 1 && a.getFirst().equals("--version")) {
            out.println(Version.line());
            return 0;
        }
        if (!a.isEmpty() && a.getFirst().equals("screenshot")) {
            return screenshot(a.subList(1, a.size()), out, err, demo);
        }
        if (!a.isEmpty() && a.getFirst().equals("--replay")) {
            try {
                ReplayLink link = ReplayLink.parse(a);
                if (!link.isServer() && !Files.isRegularFile(Path.of(link.replay()))) {
                    err.println("studio: no such replay file: " + link.replay());
                    return 2;
                }
            } catch (IllegalArgumentException e) {
                err.println("studio: " + e.getMessage() + "\n" + USAGE);
                return 2;
            }
        } else if (a.size() > 1) {
            err.println("studio: expected at most one file, got " + a.size() + " arguments\n" + USAGE);
            return 2;
        }
        if (!a.isEmpty() && !a.getFirst().equals("--replay") && !Files.isRegularFile(Path.of(a.getFirst()))) {
            err.println("studio: no such file: " + a.getFirst() + " (give a level .json file, or no argument)");
            return 2;
        }
        if (!hasDisplay(env)) {
            err.println("studio: no display: set DISPLAY (X11) or WAYLAND_DISPLAY, or render headless with "
                    + "`./undercooked studio screenshot editor --open FILE --out OUT.png`");
            return 2;
        }
        try {
            launch.accept(args);
        } catch (RuntimeException e) {
            err.println("studio: the window could not open (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "). Check DISPLAY, or use `./undercooked studio screenshot` for a headless render.");
            return 1;
        }
        return 0;
    }

    private static boolean hasDisplay(java.util.Map<String, String> env) {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        if (os.contains("win") || os.contains("mac")) {
            return true;
        }
        return notBlank(env.get("DISPLAY")) || notBlank(env.get("WAYLAND_DISPLAY"));
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }

    private static int screenshot(List<String> a, PrintStream out, PrintStream err, Screenshot.Demo demo) {
        Optional<ScreenshotRequest> req = ScreenshotRequest.parse(a, err);
        if (req.isEmpty()) {
            err.println(USAGE);
            return 2;
        }
        return Screenshot.run(req.get(), out, err, demo);
    }

    /**
     * A parsed {@code studio screenshot} command line; the window is {@code width} x {@code height}.
     *
     * @param playTestOverlay the editor's Difficulty panel draws its play-test on the grid
     * @param insightsOverlay the editor's Insights tab is shown (studio-bench's demo fills it from an archive of its own)
     */
    record ScreenshotRequest(String workspace, Optional<Path> open, OptionalLong tick, boolean reach, boolean dark,
                             Path out, int width, int height, Optional<String> server, boolean playTestOverlay,
                             boolean insightsOverlay) {
        static final int MIN_WIDTH = 320;
        static final int MIN_HEIGHT = 240;
        static final int MAX_SIDE = 4096;
        /** The workspaces a file opens in: a level in the editor, a round in Replays. */
        static final List<String> OPENS_FILES = List.of("editor", "replays");

        ScreenshotRequest {
            java.util.Objects.requireNonNull(server, "server");
            if (width < MIN_WIDTH || height < MIN_HEIGHT || width > MAX_SIDE || height > MAX_SIDE) {
                throw new IllegalArgumentException("a screenshot is " + MIN_WIDTH + "x" + MIN_HEIGHT + " to "
                        + MAX_SIDE + "x" + MAX_SIDE + ", got " + width + "x" + height);
            }
        }

        ScreenshotRequest(String workspace, Optional<Path> open, OptionalLong tick, boolean reach, boolean dark, Path out,
                          int width, int height, Optional<String> server) {
            this(workspace, open, tick, reach, dark, out, width, height, server, false, false);
        }

        /** The default window size, 1280x800. */
        ScreenshotRequest(String workspace, Optional<Path> open, OptionalLong tick, boolean reach, boolean dark, Path out) {
            this(workspace, open, tick, reach, dark, out, Screenshot.WIDTH, Screenshot.HEIGHT, Optional.empty());
        }

        ScreenshotRequest(String workspace, Optional<Path> open, OptionalLong tick, boolean reach, boolean dark, Path out,
                          int width, int height) {
            this(workspace, open, tick, reach, dark, out, width, height, Optional.empty());
        }

        static Optional<ScreenshotRequest> parse(List<String> a, PrintStream err) {
            if (a.isEmpty() || a.getFirst().startsWith("--")) {
                err.println("studio screenshot: name a workspace");
                return Optional.empty();
            }
            Optional<Path> open = Optional.empty();
            Optional<Path> out = Optional.empty();
            Optional<String> server = Optional.empty();
            OptionalLong tick = OptionalLong.empty();
            boolean reach = false;
            boolean overlay = false;
            boolean insights = false;
            boolean dark = false;
            int[] size = {Screenshot.WIDTH, Screenshot.HEIGHT};
            List<String> rest = new ArrayList<>(a.subList(1, a.size()));
            while (!rest.isEmpty()) {
                String opt = rest.removeFirst();
                switch (opt) {
                    case "--reach" -> reach = true;
                    case "--playtest-overlay" -> overlay = true;
                    case "--insights-overlay" -> insights = true;
                    case "--dark" -> dark = true;
                    case "--size" -> {
                        Optional<int[]> wh = rest.isEmpty() ? Optional.empty() : size(rest.removeFirst());
                        if (wh.isEmpty()) {
                            err.println("studio screenshot: --size needs WIDTHxHEIGHT in pixels, from " + MIN_WIDTH
                                    + "x" + MIN_HEIGHT + " to " + MAX_SIDE + "x" + MAX_SIDE + " (e.g. --size 800x500)");
                            return Optional.empty();
                        }
                        size = wh.get();
                    }
                    case "--server" -> {
                        if (rest.isEmpty()) {
                            err.println("studio screenshot: --server needs a URL (http://host:port)");
                            return Optional.empty();
                        }
                        server = Optional.of(rest.removeFirst());
                    }
                    case "--open", "--out", "--tick" -> {
                        if (rest.isEmpty()) {
                            err.println("studio screenshot: " + opt + " needs a value");
                            return Optional.empty();
                        }
                        String v = rest.removeFirst();
                        if (opt.equals("--open")) {
                            open = Optional.of(Path.of(v));
                        } else if (opt.equals("--out")) {
                            out = Optional.of(Path.of(v));
                        } else {
                            try {
                                tick = OptionalLong.of(Long.parseLong(v));
                            } catch (NumberFormatException e) {
                                err.println("studio screenshot: --tick needs a whole number, got " + v);
                                return Optional.empty();
                            }
                        }
                    }
                    default -> {
                        err.println("studio screenshot: unknown option " + opt);
                        return Optional.empty();
                    }
                }
            }
            if (out.isEmpty()) {
                err.println("studio screenshot: --out OUT.png is required");
                return Optional.empty();
            }
            if (open.isPresent() && !OPENS_FILES.contains(a.getFirst())) {
                // the studio would open the file where it belongs and render that workspace instead
                err.println("studio screenshot: the " + a.getFirst() + " workspace opens no file; --open FILE goes with"
                        + " editor (a level) or replays (a round)");
                return Optional.empty();
            }
            return Optional.of(new ScreenshotRequest(a.getFirst(), open, tick, reach, dark, out.get(), size[0], size[1], server,
                    overlay, insights));
        }

        private static Optional<int[]> size(String text) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9]{1,4})x([0-9]{1,4})").matcher(text);
            if (!m.matches()) {
                return Optional.empty();
            }
            int w = Integer.parseInt(m.group(1));
            int h = Integer.parseInt(m.group(2));
            return w < MIN_WIDTH || h < MIN_HEIGHT || w > MAX_SIDE || h > MAX_SIDE ? Optional.empty()
                    : Optional.of(new int[] {w, h});
        }
    }
}
