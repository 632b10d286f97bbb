package undercooked.server.client;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * One headless Debian chromium driven through Debian's chromedriver, with its own profile
 * folder (so its own localStorage: its own player token). Nothing is downloaded: both binaries
 * are given by path, so Selenium Manager has nothing to look up.
 */
final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /**
     * The two chromium lanes. Since decision 0044 a lane is one of the browser-tests module's two
     * test JVMs (surefire's forkCount): each runs one browser class at a time, so at most two
     * classes' chromiums run at once, a class's server, rooms and sessions start only when its
     * class does, and both lanes stay busy to the end. In one JVM with JUnit's parallel classes
     * (decision 0033) the resource locks below kept two lanes, but JUnit ran the browser classes
     * one after another for the last three and a half minutes of the server's tests; they stay on
     * every class ({@code @ResourceLock(Browser.CHROMIUM_A)} or {@code _B}, checked by
     * BrowserArchitectureTest) so the classes still take turns if run that way. The two classes
     * whose timing the CPU decides (the phone's touches, the prediction's first frame) are tagged
     * "alone" and stay in the server, whose own test phase runs when nothing else of the build
     * does (decision 0062); there they hold one lane each and run beside each other only
     * (decision 0059: the pair took 42-46 s against 67 s one after the other, the prediction's
     * figures as alone). Three
     * lanes were tried in session 9 and were slower (decision 0034). Until
     * session 9 one chromium at a time was a gate taken inside the test, after the class had
     * started its server and made its room, which an empty room's 30 s grace then closed
     * (decision 0033): take a shared resource at the class, never in its body.
     */
    static final String CHROMIUM_A = "chromium-a";
    static final String CHROMIUM_B = "chromium-b";
    /** Every wait in these tests is bounded by this unless the step says why it needs longer. */
    static final Duration WAIT = Duration.ofSeconds(8);

    /** Taps {@link #walkXInto} may take; each walks the cook two or three ticks (0.175 tile a tick). */
    private static final int STEER_TAPS = 30;
    private static final int TAP_MS = 90;

    final ChromeDriver driver;

    /** Skips the calling test, with the reason, on a machine without the two packages. */
    static void assumeInstalled() {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "browser tests need Debian's chromium and chromium-driver (/usr/bin/chromium, /usr/bin/chromedriver);"
                        + " install them with apt-get install -y chromium chromium-driver");
    }

    /** A browser test's teardown: the browsers that were opened (null for those not), then the server. */
    static void closeAll(EmbeddedServer server, Browser... browsers) {
        for (Browser b : browsers) {
            if (b != null) {
                b.close();
            }
        }
        if (server != null) {
            server.stop();
        }
    }

    /** As above, with the test's TCP proxy between page and server closed after the browsers (null when none). */
    static void closeAll(EmbeddedServer server, TcpProxy proxy, Browser... browsers) {
        try {
            for (Browser b : browsers) {
                if (b != null) {
                    b.close();
                }
            }
            if (proxy != null) {
                proxy.close();
            }
        } finally {
            closeAll(server);
        }
    }

    /** As above, and the test's HTTP client. */
    static void closeAll(EmbeddedServer server, okhttp3.OkHttpClient http, Browser... browsers) {
        closeAll(server, browsers);
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }

    /** A throwaway server whose rounds last {@code roundSeconds}, for a browser test; skips without chromium. */
    static EmbeddedServer roundServer(int roundSeconds) {
        assumeInstalled();
        return EmbeddedServer.start(ServerConfig.ephemeral().with("round_seconds", String.valueOf(roundSeconds)));
    }

    Browser(Path profile) {
        this(profile, null);
    }

    /**
     * A phone: ChromeDriver's mobile emulation (a {@code width} x {@code height} CSS-pixel screen
     * at pixel ratio 2, touch events on, a phone's user agent), so the page sees
     * {@code navigator.maxTouchPoints > 0} as on a real phone. Touches go in through the DevTools
     * protocol ({@link #touch}).
     */
    static Browser phone(Path profile, int width, int height) {
        return new Browser(profile, Map.of(
                "deviceMetrics", Map.of("width", width, "height", height, "pixelRatio", 2.0, "touch", true),
                "userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)"
                        + " Chrome/130.0 Mobile Safari/537.36"));
    }

    private Browser(Path profile, Map<String, Object> mobileEmulation) {
        driver = open(profile, mobileEmulation);
    }

    private static ChromeDriver open(Path profile, Map<String, Object> mobileEmulation) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // The flags docs/TOOLCHAIN.md requires: without the networking ones chromium floods the
        // closed network with refused connections.
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=1280,860");
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER.toString()))
                .usingAnyFreePort()
                .build();
        if (mobileEmulation != null) {
            options.setExperimentalOption("mobileEmulation", mobileEmulation);
        }
        ChromeDriver driver = new ChromeDriver(service, options);
        if (mobileEmulation == null) {
            driver.manage().window().setSize(new Dimension(1280, 860));
        }
        return driver;
    }

    /**
     * One touch event through the DevTools protocol ({@code Input.dispatchTouchEvent}), as the
     * screen would send it: {@code type} is touchStart, touchMove, touchEnd or touchCancel, and
     * {@code points} every finger still on the glass after it, each {x, y, id} in CSS pixels.
     */
    void touch(String type, List<Map<String, Object>> points) {
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", type, "touchPoints", points));
    }

    static Map<String, Object> finger(int id, double x, double y) {
        return Map.of("id", id, "x", x, "y", y);
    }

    /** A tap (a finger down and up, not moved) on the middle of an element, as a thumb presses a button. */
    void tap(String elementId) {
        List<?> c = (List<?>) js("const b = document.getElementById(arguments[0]).getBoundingClientRect();"
                + " return [b.x + b.width / 2, b.y + b.height / 2];", elementId);
        touch("touchStart", List.of(finger(99, ((Number) c.get(0)).doubleValue(), ((Number) c.get(1)).doubleValue())));
        touch("touchEnd", List.of());
    }

    /** Turns the emulated phone: a new screen size, as a rotation gives. */
    void screen(int width, int height) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 2.0, "mobile", true));
    }

    /** Opens the server's landing page, creates a room as {@code name} and waits for its lobby. */
    void createRoom(EmbeddedServer server, String name) {
        createRoom(server.port(), name);
    }

    /** As above through whatever listens on {@code port} (a delaying proxy in front of the server). */
    void createRoom(int port, String name) {
        driver.get("http://127.0.0.1:" + port + "/");
        driver.findElement(org.openqa.selenium.By.id("name")).sendKeys(name);
        driver.findElement(org.openqa.selenium.By.id("create")).click();
        await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", name + " is in the lobby");
    }

    /** The host seats one more bot cook of the persona selected, and waits until it is seated. */
    void addBot() {
        long before = ((Number) js("return document.querySelectorAll('#seats .seat.bot').length;")).longValue();
        driver.findElement(org.openqa.selenium.By.id("add-bot")).click();
        await("document.querySelectorAll('#seats .seat.bot').length === " + (before + 1), "a bot is seated");
    }

    /** Runs {@code script} in every page this browser opens from now on, before the page's own scripts. */
    void beforeEachPage(String script) {
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", script));
    }

    /**
     * Holds key {@code code} (a KeyboardEvent code, e.g. ArrowRight) until {@code expression} is
     * true on the page, and lets it go in the animation frame the page first sees it true. A test
     * that pressed the key, polled the condition and then let go walked the cook on for as long as
     * a round trip to chromium took: on a busy machine that was seconds, and the cook passed the
     * chop board (TwoBrowsersRoundBrowserTest, decision 0044).
     */
    void holdKeyUntil(String code, String expression, String what) {
        js("""
                const opts = {code: arguments[0], key: arguments[0], bubbles: true};
                window.__held = false;
                document.body.dispatchEvent(new KeyboardEvent('keydown', opts));
                const check = () => {
                  if (%s) {
                    document.body.dispatchEvent(new KeyboardEvent('keyup', opts));
                    window.__held = true;
                  } else {
                    requestAnimationFrame(check);
                  }
                };
                requestAnimationFrame(check);""".formatted(expression), code);
        await("window.__held === true", what + " (" + code + " held until " + expression + ")");
    }

    /**
     * Walks the viewer's cook along x until the server has it standing still with x in
     * [{@code lo}, {@code hi}], as a player does who walked past the place: a hold to within a
     * tile of it, then taps, each waited out until the cook stands still, back or forth. A hold
     * let go when the server's position reached the place ({@link #holdKeyUntil} alone) walked on
     * for the round trip the release took, which on a machine at a third of its speed was two
     * tiles: the cook passed the chop board and put the tomato on the counter beyond it.
     */
    void walkXInto(double lo, double hi, String what) {
        double x = settledX();
        if (x < lo - 1) {
            holdKeyUntil("ArrowRight", "window.__undercooked.me.x >= " + (lo - 1), what);
        } else if (x > hi + 1) {
            holdKeyUntil("ArrowLeft", "window.__undercooked.me.x <= " + (hi + 1), what);
        }
        StringBuilder path = new StringBuilder();
        for (int tap = 0; tap < STEER_TAPS; tap++) {
            x = settledX();
            path.append(' ').append(x);
            if (x >= lo && x <= hi) {
                return;
            }
            js("""
                    const opts = {code: arguments[0], key: arguments[0], bubbles: true};
                    document.body.dispatchEvent(new KeyboardEvent('keydown', opts));
                    return new Promise(r => setTimeout(() => {
                      document.body.dispatchEvent(new KeyboardEvent('keyup', opts)); r(true); }, arguments[1]));""",
                    x < lo ? "ArrowRight" : "ArrowLeft", TAP_MS);
        }
        throw new AssertionError(what + ": after " + STEER_TAPS + " taps the cook stood at x" + path
                + ", never in [" + lo + ", " + hi + "]; the client then: " + stateDump());
    }

    /**
     * The viewer's cook's x, once the server's snapshots have shown it at the same place for
     * 400 ms (8 snapshots): what a tap or a hold left, not a place it is passing through.
     */
    private double settledX() {
        Object x = js("""
                const at = () => window.__undercooked.me.x;
                return new Promise((done, fail) => {
                  let last = at(), since = performance.now();
                  const start = since;
                  const check = () => {
                    const now = performance.now(), x = at();
                    if (x !== last) { last = x; since = now; }
                    if (now - since >= 400) done(x);
                    else if (now - start > 8000) fail(new Error('the cook never stood still: x ' + x));
                    else setTimeout(check, 25);
                  };
                  check();
                });""");
        return ((Number) x).doubleValue();
    }

    /**
     * From now on the page keeps the fingers that are down ({@code window.__fingers}: identifier
     * to where), for {@link #liftFingersWhen}.
     */
    void trackFingers() {
        js("""
                window.__fingers = new Map();
                const keep = (e) => { for (const t of e.changedTouches) window.__fingers.set(t.identifier, [t.clientX, t.clientY]); };
                const drop = (e) => { for (const t of e.changedTouches) window.__fingers.delete(t.identifier); };
                window.addEventListener('touchstart', keep, true);
                window.addEventListener('touchmove', keep, true);
                window.addEventListener('touchend', drop, true);
                window.addEventListener('touchcancel', drop, true);""");
    }

    /**
     * Lifts every finger down (see {@link #trackFingers}) in the page, on the element with id
     * {@code padId}, the animation frame {@code expression} holds: a touchend the page's own
     * listeners handle, as {@link #holdKeyUntil} lets a key go. A lift sent from the test after a
     * poll lands late on a loaded machine (a cook walked on two tiles past the place). Chrome's own
     * touch points are still down afterwards: end them with {@code touch("touchEnd", List.of())},
     * which the page then sees for fingers it has forgotten.
     */
    void liftFingersWhen(String padId, String expression, String what) {
        js("""
                const pad = document.getElementById(arguments[0]);
                window.__lifted = false;
                const check = () => {
                  if (%s) {
                    const up = [...window.__fingers].map(([id, [x, y]]) =>
                        new Touch({identifier: id, target: pad, clientX: x, clientY: y}));
                    pad.dispatchEvent(new TouchEvent('touchend', {changedTouches: up, touches: [], targetTouches: [],
                        bubbles: true, cancelable: true}));
                    window.__lifted = true;
                  } else {
                    requestAnimationFrame(check);
                  }
                };
                requestAnimationFrame(check);""".formatted(expression), padId);
        await("window.__lifted === true", what + " (every finger lifted when " + expression + ")");
    }

    /** Lets the page's clock run {@code millis} (a bounded pause inside the page, not a test sleep). */
    void pause(long millis) {
        js("return new Promise(r => setTimeout(r, arguments[0]));", millis);
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Polls a JavaScript expression (no `return`) until it is truthy; the value it had. */
    Object await(String expression, String what) {
        return await(expression, what, WAIT);
    }

    Object await(String expression, String what, Duration bound) {
        return new WebDriverWait(driver, bound, Duration.ofMillis(50))
                .withMessage(() -> "waited " + bound.toSeconds() + " s until " + what + " (" + expression + ");"
                        + " the client then: " + stateDump())
                .until(d -> {
                    Object v = js("return " + expression + ";");
                    return v == null || Boolean.FALSE.equals(v) ? null : v;
                });
    }

    /**
     * What the client knew when a wait ran out (screen, tick, own cook, stations with progress,
     * connection, last error), so a failed run says where the round was without a rerun.
     */
    String stateDump() {
        try {
            return String.valueOf(js("""
                    const u = window.__undercooked;
                    if (!u) return 'no debug hook (page not loaded?)';
                    return JSON.stringify({screen: u.screen, tick: u.tick, connection: u.connection, seat: u.seat,
                      me: u.me, worked: u.stations.filter(s => s.g || s.p), round: u.round,
                      lastError: u.lastError, events: u.eventCounts});"""));
        } catch (RuntimeException e) {
            return "unreadable (" + e.getClass().getSimpleName() + ")";
        }
    }

    /** A field of the client's debug hook, window.__undercooked. */
    Object hook(String field) {
        return js("return window.__undercooked." + field + ";");
    }

    void screenshot(Path file) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Console messages at SEVERE level: script errors, failed loads. */
    List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage).toList();
    }

    @Override
    public void close() {
        driver.quit();
    }
}
