package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.interactions.Actions;

import undercooked.server.EmbeddedServer;

/**
 * Everyone can play (issue 35): axe-core finds no serious or critical violation on the landing,
 * lobby, round and result screens; a key remapped in the help's settings moves the cook and is
 * remembered across a reload; the kitchen's smallest tag is at least 11 CSS pixels on a 320 px
 * phone; and a round is heard: an AudioContext stand-in installed before the page's scripts counts
 * the sounds, which start only after the first key press.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class AccessBrowserTest {

    /**
     * Room for the walk with the remapped key and the round screen's axe check inside the round.
     * It was 10 s, and on a box at a third of its speed the round had ended before the key hint
     * was read (a hidden hint reads as no text).
     */
    private static final int ROUND_SECONDS = 18;
    private static final Path SHOTS = Path.of("target", "browser");
    /** Counts what the page's audio asks for; the page cannot tell it from a real AudioContext. */
    private static final String AUDIO_STUB = """
            window.__audio = {made: 0, contexts: 0};
            class StubContext {
              constructor() { window.__audio.contexts++; this.currentTime = 0; this.sampleRate = 8000; this.state = 'running'; this.destination = {}; }
              node() { window.__audio.made++; const p = () => ({value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {}});
                return {connect: (n) => n, start() {}, stop() {}, frequency: p(), gain: p(), Q: p()}; }
              createGain() { return this.node(); } createOscillator() { return this.node(); }
              createBiquadFilter() { return this.node(); } createBufferSource() { return this.node(); }
              createBuffer(c, n) { return {getChannelData: () => new Float32Array(n)}; }
              resume() { return Promise.resolve(); } suspend() { return Promise.resolve(); }
            }
            window.AudioContext = StubContext;
            """;

    @RegisterExtension
    final BrowserRun run = BrowserRun.host(ROUND_SECONDS);

    @BeforeEach
    void audio() {
        run.host().beforeEachPage(AUDIO_STUB);
    }

    @Test
    void everyScreenPassesAxeAndTheRoundIsHeardWithThePlayersOwnKeys() {
        Browser host = run.host();
        EmbeddedServer server = run.server();
        host.driver.get("http://127.0.0.1:" + server.port() + "/");
        host.await("window.__undercooked && window.__undercooked.screen === 'landing'", "the landing page");
        assertEquals(List.of(), AxeCore.seriousViolations(host), "landing");

        host.driver.findElement(By.id("help-open")).click();
        host.driver.findElement(By.cssSelector("#pref-keys [data-action='right']")).click();
        new Actions(host.driver).sendKeys("l").perform();
        host.await("window.__undercooked.keys.right === 'KeyL'", "Right is remapped to L");
        assertEquals("Right is L.", host.driver.findElement(By.id("pref-keys-msg")).getText());
        assertEquals(List.of(), AxeCore.seriousViolations(host), "help and settings");
        host.driver.navigate().refresh();
        host.await("window.__undercooked && window.__undercooked.keys.right === 'KeyL'", "the mapping survives a reload");

        host.createRoom(server, "Ana");
        host.addBot();
        assertEquals(List.of(), AxeCore.seriousViolations(host), "lobby");

        host.driver.findElement(By.id("start")).click();
        host.await("window.__undercooked.tick !== null && window.__undercooked.screen === 'round'", "the kitchen runs",
                Duration.ofSeconds(6));
        double x0 = ((Number) host.js("return window.__undercooked.me.x;")).doubleValue();
        new Actions(host.driver).keyDown("l").perform();
        host.await("window.__undercooked.me.x > " + (x0 + 0.3), "L walks the cook right");
        new Actions(host.driver).keyUp("l").perform();
        assertTrue(host.driver.findElement(By.cssSelector(".keys-hint")).getText().startsWith("Move: W A S L or arrows"),
                host.driver.findElement(By.cssSelector(".keys-hint")).getText());
        assertEquals(List.of(), AxeCore.seriousViolations(host), "round");
        assertEquals("round", host.hook("screen"), "the axe check above read the round screen, not the result");

        host.await("window.__undercooked.screen === 'result'", "the round ends", Duration.ofSeconds(ROUND_SECONDS + 5));
        assertEquals(List.of(), AxeCore.seriousViolations(host), "result");
        Map<?, ?> sounds = (Map<?, ?>) host.hook("sounds");
        Object ticks = sounds.get("last_ten");
        assertTrue(ticks instanceof Number n && n.intValue() >= 3, "the last seconds tick: " + sounds);
        assertTrue(sounds.containsKey("won") || sounds.containsKey("lost"), "the verdict is heard: " + sounds);
        assertEquals(1L, ((Number) host.js("return window.__audio.contexts;")).longValue(), "one audio context, made at the first click");
        assertTrue(((Number) host.js("return window.__audio.made;")).longValue() > 5, "sounds were made");
        assertEquals(List.of(), host.consoleErrors());
    }

    @Test
    void theKitchensSmallestTagIsElevenCssPixelsOnA320PixelPhone() {
        EmbeddedServer server = run.server();
        Browser phone = run.phone("phone", 320, 640);
        try {
            phone.createRoom(server, "Bo");
            phone.driver.findElement(By.id("start")).click();
            phone.await("window.__undercooked.tick !== null && window.__undercooked.drawn.tags.length > 0", "the kitchen is drawn",
                    Duration.ofSeconds(6));
            double smallest = ((Number) phone.js("const d = window.__undercooked.drawn;"
                    + " return Math.min(...d.tags.map(t => t.h / 1.25)) / window.devicePixelRatio;")).doubleValue();
            assertTrue(smallest >= 11 - 1e-6, "tags are " + smallest + " CSS px");
            double names = ((Number) phone.js("return window.__undercooked.drawn.stationLabelPx / window.devicePixelRatio;"))
                    .doubleValue();
            assertTrue(names >= 11 - 1e-6, "station names, SERVE's too, are " + names + " CSS px");
            // The first round's guide is open: the thumbs' controls still keep off the kitchen.
            assertTrue(phone.driver.findElement(By.id("guide")).isDisplayed(), "the guide is open");
            double kitchenBottom = ((Number) phone.js("const c = document.getElementById('kitchen').getBoundingClientRect();"
                    + " return c.top + window.__undercooked.drawn.bounds.y1 / window.devicePixelRatio;")).doubleValue();
            for (String control : List.of(".act-button", ".touch-hint")) {
                Object top = phone.js("const e = document.querySelector('" + control + "');"
                        + " return e.offsetParent === null ? null : e.getBoundingClientRect().top;");
                assertTrue(top == null || ((Number) top).doubleValue() >= kitchenBottom - 0.5,
                        control + " lies over the kitchen: its top " + top + ", the kitchen's bottom " + kitchenBottom);
            }
            assertTrue(phone.driver.findElement(By.cssSelector(".act-button")).isDisplayed(), "Act is there to press");
            phone.screenshot(SHOTS.resolve("access-phone-320.png"));
            phone.driver.findElement(By.id("round-help")).click();
            phone.await("!document.getElementById('help').hidden", "help opens on the phone");
            assertFalse(phone.driver.findElement(By.id("pref-keys")).isDisplayed(), "no keys to remap under a thumb");
            assertFalse(phone.driver.findElement(By.id("help-keys-move")).isDisplayed(), "no keys in the phone's controls");
            assertTrue(phone.driver.findElement(By.cssSelector(".keys .on-touch")).isDisplayed(), "a thumb's words instead");
            assertTrue(phone.driver.findElement(By.id("help-close-top")).isDisplayed(), "Close at the top, without a scroll");
            phone.screenshot(SHOTS.resolve("access-phone-320-help.png"));
            phone.js("const s = document.getElementById('pref-text'); s.value = '150'; s.dispatchEvent(new Event('change'));");
            double root = ((Number) phone.js("return parseFloat(getComputedStyle(document.documentElement).fontSize);")).doubleValue();
            phone.driver.findElement(By.id("help-close")).click();
            phone.await("window.__undercooked.drawn.tags.length > 0 && Math.min(...window.__undercooked.drawn.tags.map(t => t.h / 1.25))"
                    + " / window.devicePixelRatio >= 16", "the larger text setting reaches the kitchen's tags");
            assertTrue(root >= 19, "the page's text grows with the setting: root " + root + " px");
            phone.screenshot(SHOTS.resolve("access-phone-320-large.png"));
        } finally {
            phone.close();
        }
    }
}
