package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

import undercooked.server.EmbeddedServer;

/**
 * What the screen teaches a first-time cook, in a chromium with no {@code ctx.roundRect} (as
 * Safari before 16 or Chrome before 99): the lobby's title, focus, Copy link and host row; the
 * first-round guide and the help screen; order cards with their recipe's steps; every station
 * labelled; a denied press said as what to do; a carried item's tag kept inside the kitchen; a
 * one-line HUD at 360 px; the result's breakdown of the team score; the guide remembered as
 * closed in the next round. One solo host, a 16 s round. Screenshots at 1280 x 800
 * and 360 x 740 land in target/browser/.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class TeachBrowserTest {

    /**
     * Room for the scripted walk, the help screen and a look at phone size inside one round. It was
     * 24 s, and on a box at a third of its speed the round ended before the test closed the guide.
     */
    private static final int ROUND_SECONDS = 36;
    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;
    private Browser page;

    @Test
    void aFirstTimeCookIsShownWhatToDoFromLobbyToResult() {
        server = run.roundServer(ROUND_SECONDS);
        page = run.open("new-cook");
        page.beforeEachPage("delete CanvasRenderingContext2D.prototype.roundRect;");
        desktop();
        page.driver.get("http://127.0.0.1:" + server.port() + "/");
        assertEquals("create", page.js("return document.activeElement.id;"), "focus starts on the main button");
        page.driver.findElement(By.id("name")).sendKeys("Ana");
        page.driver.findElement(By.id("create")).click();
        String code = (String) page.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "the lobby");

        page.await("document.title === 'Undercooked · Room " + code + " · lobby'", "the title names the room and its state");
        page.await("document.activeElement.id === 'start'", "focus moves to the lobby's main button");
        String hostRow = page.driver.findElement(By.cssSelector("#seats .seat[data-seat='0'] .state")).getText();
        assertEquals("orange, host", hostRow, "the host has no Ready button, so its row does not say not ready");
        page.driver.findElement(By.id("copy-link")).click();
        page.await("document.getElementById('copy-done').textContent.length > 0", "Copy link answers");
        page.screenshot(SHOTS.resolve("teach-lobby.png"));

        page.driver.findElement(By.id("start")).click();
        page.await("!document.getElementById('guide').hidden", "the first round shows the guide");
        // Before the first order it names no dish (it had taught the level's first soup, then
        // switched to the first order's); with the order, that dish's six steps.
        page.await("window.__undercooked.tick !== null && document.getElementById('guide-dish')?.textContent"
                + " === document.querySelector('#orders .order .what')?.textContent.replace('Soup', 'soup')",
                "the guide walks through the dish the first order wants", Duration.ofSeconds(6));
        assertEquals(6L, page.js("return document.querySelectorAll('#guide-steps li').length;"), "one soup, crate to window");
        page.await("window.__undercooked.me && document.querySelectorAll('#orders .order .step').length >= 4",
                "an order card shows its steps", Duration.ofSeconds(6));
        String steps = (String) page.js("return [...document.querySelectorAll('#orders .order')[0].querySelectorAll('.step')]"
                + ".map(s => s.textContent).join(' ');");
        assertTrue(steps.matches("3× (Tomato|Onion) chop pot plate"), steps);
        page.await("document.querySelector('#orders .order .bar > span').style.width.endsWith('%')", "each card has its time bar");
        @SuppressWarnings("unchecked")
        List<String> labels = (List<String>) page.js("return window.__undercooked.drawn.stationLabels;");
        assertTrue(labels.containsAll(List.of("CHOP", "POT", "PREP", "SERVE")), "every station kind is named: " + labels);

        // Up to the tomato crate and take one, then to a pot with it raw: the kernel says wrong_item.
        hold(Keys.ARROW_UP, "window.__undercooked.me.y < 2.5");
        tap(Keys.SPACE);
        page.await("window.__undercooked.me.h === 'tomato_raw'", "the cook takes a tomato");
        hold(Keys.ARROW_RIGHT, "window.__undercooked.me.x > 10.3");
        tap(Keys.ARROW_UP);
        tap(Keys.SPACE);
        page.await("window.__undercooked.drawn.labels.some(l => l.text === 'chop it first')",
                "the denial says what to do, near the cook", Duration.ofSeconds(3));
        page.screenshot(SHOTS.resolve("teach-round.png"));
        hold(Keys.ARROW_RIGHT, "window.__undercooked.me.x > 11.5");
        Boolean inside = (Boolean) page.js("""
                const d = window.__undercooked.drawn;
                return d.tags.every(t => t.x >= d.bounds.x0 - 0.5 && t.x + t.w <= d.bounds.x1 + 0.5);""");
        assertTrue(inside, "at the kitchen's edge the carried item's tag stays inside: " + page.hook("drawn"));

        page.driver.findElement(By.id("round-help")).click();
        page.await("!document.getElementById('help').hidden && document.activeElement.id === 'help-close'", "help opens");
        assertEquals(6L, page.js("return document.querySelectorAll('#help-steps li').length;"));
        assertTrue(page.driver.findElement(By.id("help")).getText().contains("Hold Act"), "the controls are listed");
        page.screenshot(SHOTS.resolve("teach-help.png"));
        new Actions(page.driver).sendKeys(Keys.ESCAPE).perform();
        page.await("document.getElementById('help').hidden", "Escape closes help");
        phone(() -> {
            Object tops = page.js("""
                    document.getElementById('hud-rtt').textContent = '116 ms';
                    return [...document.querySelectorAll('.hud .hud-item:not([hidden])')].map(i => i.offsetTop);""");
            assertEquals(1L, ((List<?>) tops).stream().distinct().count(), "the HUD keeps one line at 360 px: " + tops);
            page.screenshot(SHOTS.resolve("teach-phone-round.png"));
        });
        // A reload mid-round comes back to a round under way, with no countdown: the guide, not
        // yet closed, comes back with it.
        page.driver.navigate().refresh();
        page.await("window.__undercooked.screen === 'round' && window.__undercooked.tick !== null"
                + " && !document.getElementById('guide').hidden", "the guide is up again after a reload mid-round");
        page.driver.findElement(By.id("guide-close")).click();
        page.await("document.getElementById('guide').hidden && localStorage.getItem('undercooked.guide') === 'seen'",
                "Got it closes the guide for good");

        page.await("window.__undercooked.screen === 'result'", "the round ends", Duration.ofSeconds(ROUND_SECONDS + 5));
        page.await("document.activeElement.id === 'next'", "focus moves to the result's main button");
        assertTrue(((String) page.hook("title")).endsWith("round over"), (String) page.hook("title"));
        String breakdown = page.driver.findElement(By.id("result-breakdown")).getText();
        assertTrue(breakdown.contains("Served 0 dishes") && breakdown.contains("Missed") && breakdown.contains("Binned")
                && breakdown.contains("Team score (target 60)"), breakdown);
        assertEquals(List.of("Cook", "Dishes served", "Points earned"), page.js(
                "return [...document.querySelectorAll('#result .players th')].map(t => t.textContent);"),
                "each cook's own part; the team's misses are said once, above");
        page.screenshot(SHOTS.resolve("teach-result.png"));
        phone(() -> page.screenshot(SHOTS.resolve("teach-phone-result.png")));

        page.driver.findElement(By.id("next")).click();
        page.await("window.__undercooked.screen === 'round' && window.__undercooked.countdown !== null", "Retry counts down");
        assertTrue((Boolean) page.js("return document.getElementById('guide').hidden;"), "the closed guide stays closed");
        assertEquals(List.of(), page.consoleErrors(), "no script errors, without ctx.roundRect too");
    }

    /** Holds a key until the page says {@code until}, then lets go. */
    private void hold(Keys key, String until) {
        new Actions(page.driver).keyDown(key).perform();
        try {
            page.await(until, "holding " + key.name() + " until " + until);
        } finally {
            new Actions(page.driver).keyUp(key).perform();
        }
    }

    private void tap(Keys key) {
        new Actions(page.driver).keyDown(key).pause(Duration.ofMillis(120)).keyUp(key).perform();
        page.pause(150);
    }

    /** The page at 1280 x 800 CSS pixels, the desktop size of docs/CLIENT.md's pictures. */
    private void desktop() {
        page.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 1280, "height", 800, "deviceScaleFactor", 1.0, "mobile", false));
    }

    /** The page at a phone's 360 x 740 for {@code look}, then back to the desktop size. */
    private void phone(Runnable look) {
        page.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 360, "height", 740, "deviceScaleFactor", 2.0, "mobile", true));
        try {
            page.pause(300);
            look.run();
        } finally {
            desktop();
            // Back at the desktop size and at the page's top before the next click: a loaded run
            // once clicked "Got it" while the page kept the phone's scroll, under the sticky title.
            page.await("window.innerWidth === 1280", "the page is back at the desktop size");
            page.js("window.scrollTo(0, 0); return null;");
            page.pause(200);
        }
    }
}
