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
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

import undercooked.server.EmbeddedServer;

/**
 * The browser client end to end: two real chromiums on a real server play a short round on
 * the first campaign level. Ana creates the room, Bo follows the deep link; Bo readies, Ana
 * starts; both see the countdown and the kitchen; Ana walks up with the arrow key (Bo's
 * browser sees her move) and takes a tomato with Space; Ana reloads mid-round and is back on
 * her seat with the tomato, puts it on a chop board and holds the button to chop; a third
 * browser joins as a spectator (no emote buttons); the clock runs out and both players see the
 * result; Ana, host again since her reload came inside the seat grace, leaves the room from there,
 * the crown passes to Bo, who takes the rest back to the lobby,
 * where the spectator is seated. Screenshots land in target/browser/.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class TwoBrowsersRoundBrowserTest {

    /**
     * Long enough for the scripted steps (about 12 s on a quiet box, over 22 s while the studio's tests
     * share the two cores), short enough to keep the suite quick.
     */
    private static final int ROUND_SECONDS = 30;
    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;

    @BeforeEach
    void start() {
        server = run.roundServer(ROUND_SECONDS);
    }

    @Test
    void twoBrowsersPlayARoundWithAMoveAPickAReloadAndASpectator() {
        Browser ana = run.open("ana");
        Browser bo = run.open("bo");
        // The spectator's chromium starts now, not mid-round: its start (seconds while the studio's
        // tests load both cores) is no part of what the round's clock has to leave room for.
        Browser cy = run.open("cy");

        ana.driver.get(run.url("/"));
        ana.driver.findElement(By.id("name")).sendKeys("Ana");
        ana.driver.findElement(By.id("create")).click();
        String code = (String) ana.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "Ana is in her room's lobby");
        assertTrue(ana.driver.getCurrentUrl().endsWith("/r/" + code), "the address is the room's deep link");

        bo.driver.get(run.url("/r/" + code));
        assertEquals(code, bo.driver.findElement(By.id("code")).getDomProperty("value"), "the deep link fills in the code");
        bo.driver.findElement(By.id("name")).sendKeys("Bo");
        bo.driver.findElement(By.id("join")).click();
        bo.await("window.__undercooked.screen === 'lobby' && window.__undercooked.seat === 1", "Bo sits on seat 1");

        ana.await("document.querySelectorAll('#seats .seat').length === 2", "Ana's lobby lists two cooks");
        assertEquals("no_ready_players", ana.driver.findElement(By.id("start")).getDomAttribute("data-blocker"),
                "the start button says why it is disabled");
        assertFalse(ana.driver.findElement(By.id("start")).isEnabled());
        assertEquals("Waiting for Bo to press Ready.", ana.driver.findElement(By.id("start-why")).getText(),
                "the host reads a sentence naming who holds the start up, not the server's code");
        assertFalse(ana.driver.findElement(By.id("ready")).isDisplayed(), "the host's own ready never counts: no button");
        assertTrue(bo.driver.findElement(By.id("ready")).isDisplayed(), "a guest readies");
        bo.driver.findElement(By.id("ready")).click();
        ana.await("!document.getElementById('start').disabled", "Bo's ready enables Ana's start button");
        assertEquals("true", ana.driver.findElement(By.cssSelector("#seats .seat[data-seat='1']")).getDomAttribute("data-ready"));
        ana.screenshot(SHOTS.resolve("lobby.png"));

        ana.driver.findElement(By.id("start")).click();
        bo.await("window.__undercooked.countdown !== null && document.getElementById('countdown').textContent.length > 0",
                "Bo sees the countdown");
        ana.await("window.__undercooked.tick !== null && window.__undercooked.screen === 'round'", "Ana's kitchen runs",
                Duration.ofSeconds(6));
        bo.await("window.__undercooked.tick !== null", "Bo's kitchen runs");
        assertEquals("01_first_shift", bo.hook("level"));
        assertTrue(((Number) ana.js(DISTINCT_COLOURS)).intValue() >= 8, "the canvas shows a drawn kitchen, not a blank box");

        // Ana (seat 0) starts at (2.5, 3.5) below the tomato shelf at column 2, row 1.
        double startY = ((Number) cookOf(bo, 0).get("y")).doubleValue();
        new Actions(ana.driver).keyDown(Keys.ARROW_UP).pause(Duration.ofMillis(700)).keyUp(Keys.ARROW_UP).perform();
        bo.await("window.__undercooked.players.some(p => p.pi === 0 && p.y < " + (startY - 0.8) + ")",
                "Bo's browser sees Ana walk up");
        new Actions(ana.driver).keyDown(Keys.SPACE).pause(Duration.ofMillis(120)).keyUp(Keys.SPACE).perform();
        ana.await("window.__undercooked.me && window.__undercooked.me.h === 'tomato_raw'", "Ana holds a tomato");
        bo.await("window.__undercooked.players.some(p => p.pi === 0 && p.h === 'tomato_raw')", "Bo sees Ana's tomato");

        long seqBefore = ((Number) ana.hook("seq")).longValue();
        assertTrue(seqBefore >= 5, "inputs went out with a growing seq (keep-alive included): " + seqBefore);

        ana.driver.navigate().refresh();
        ana.await("window.__undercooked.rejoined === true && window.__undercooked.seat === 0 && window.__undercooked.me",
                "the reload rejoined seat 0 with the remembered token");
        assertEquals("tomato_raw", ((Map<?, ?>) ana.hook("me")).get("h"), "the tomato survived the reload");
        ana.await("window.__undercooked.host", "the host's reload inside the grace keeps the crown");
        bo.await("(window.__undercooked.eventCounts.ghost_on || 0) >= 1", "Bo was told Ana dropped");

        // To the chop board at (7, 1): walk right until under it (back, if she walked past),
        // turn up, put the tomato down, then hold the button to chop (the hold makes progress).
        ana.walkXInto(7.2, 7.8, "Ana walked right to the chop board");
        new Actions(ana.driver).keyDown(Keys.ARROW_UP).pause(Duration.ofMillis(100)).keyUp(Keys.ARROW_UP).perform();
        ana.await("window.__undercooked.me.f === 0", "Ana faces the board");
        new Actions(ana.driver).keyDown(Keys.SPACE).pause(Duration.ofMillis(120)).keyUp(Keys.SPACE).perform();
        ana.await(station("chop_board", "s.g === 'tomato_raw'"), "the tomato is on the board");
        new Actions(ana.driver).keyDown(Keys.SPACE).perform();
        bo.await(station("chop_board", "s.p >= 0.3"), "holding the button chops, and Bo sees the progress");
        ana.screenshot(SHOTS.resolve("round.png"));
        new Actions(ana.driver).keyUp(Keys.SPACE).perform();

        cy.driver.get(run.url("/r/" + code));
        cy.driver.findElement(By.id("name")).sendKeys("Cy");
        cy.driver.findElement(By.id("join")).click();
        cy.await("window.__undercooked.spectator === true && window.__undercooked.screen === 'round' && window.__undercooked.tick !== null",
                "Cy watches the round");
        assertEquals(0L, ((Number) cy.hook("inputsSent")).longValue(), "a spectator sends no input");
        assertEquals(2L, ((Number) cy.js("return window.__undercooked.players.length;")).longValue());
        assertFalse(anyShown(cy, "#round .emotes button"), "a spectator gets no emote buttons (the server would refuse them)");

        // The clock of a ROUND_SECONDS round plus the 1 s settle, from wherever the script is now.
        Duration toTheEnd = Duration.ofSeconds(ROUND_SECONDS + 5);
        bo.await("window.__undercooked.screen === 'result'", "Bo sees the result", toTheEnd);
        ana.await("window.__undercooked.screen === 'result'", "Ana sees the result");
        Map<?, ?> round = (Map<?, ?>) bo.hook("round");
        assertEquals("lost", round.get("result"), "nobody served anything");
        assertEquals(2, bo.driver.findElements(By.cssSelector("#result-players tr")).size(), "one line per seat");
        assertEquals("result-title", bo.js("return document.activeElement.id;"),
                "a guest's focus is on the heading, not Leave room, which a press of Act at the whistle would hit");
        assertEquals("☆☆☆", bo.driver.findElement(By.id("result-stars")).getText());

        // Ana's reload came inside the seat grace, so her token took the crown back: she has the
        // buttons; after a loss the server replays the level, and the button says so. Bo may only leave.
        assertEquals("Retry", ana.driver.findElement(By.id("next")).getText());
        assertFalse(anyShown(bo, "#next, #to-lobby"), "only the host chooses what comes next");
        assertEquals("Ana, the host, chooses: Retry (this level again) or Back to lobby."
                + " This screen follows by itself: to the next countdown or to the lobby.",
                bo.driver.findElement(By.id("result-wait")).getText(), "a guest is told who decides, the choices, and what follows");
        assertEquals("p0", mineRow(ana), "Ana's own row is marked");
        assertEquals("p1", mineRow(bo), "and Bo's in his browser");
        assertTrue(ana.driver.findElement(By.cssSelector("#result-players tr[data-mine='true']")).getText().contains("Ana (you)"));
        ana.driver.findElement(By.id("result-leave")).click();
        ana.await("window.__undercooked.screen === 'landing' && window.__undercooked.room === null"
                + " && location.pathname === '/' && window.__undercooked.connection === 'idle'",
                "Leave room on the result screen goes back to the landing page, socket closed");
        bo.await("!document.getElementById('to-lobby').hidden", "the crown passes to Bo when Ana leaves");
        bo.driver.findElement(By.id("to-lobby")).click();
        cy.await("window.__undercooked.screen === 'lobby' && window.__undercooked.spectator === false",
                "the spectator was seated for the next round");
        assertTrue(anyShown(cy, "#lobby .emotes button"), "seated, the former spectator has the emote buttons");

        for (Browser b : run.browsers()) {
            assertEquals(List.of(), b.consoleErrors(), "no script errors or failed loads");
        }
    }

    /** The player id of the result row marked as the viewer's own. */
    private static String mineRow(Browser b) {
        List<WebElement> rows = b.driver.findElements(By.cssSelector("#result-players tr[data-mine='true']"));
        assertEquals(1, rows.size(), "exactly one row is the viewer's");
        return rows.getFirst().getDomAttribute("data-player");
    }

    private static boolean anyShown(Browser b, String css) {
        return b.driver.findElements(By.cssSelector(css)).stream().anyMatch(e -> e.isDisplayed());
    }

    /** A condition on any station of a kind in the client's merged view. */
    private static String station(String kind, String condition) {
        return "window.__undercooked.stations.some(s => s.k === '" + kind + "' && " + condition + ")";
    }

    private static Map<?, ?> cookOf(Browser b, int seat) {
        return (Map<?, ?>) b.js("return window.__undercooked.players.find(p => p.pi === arguments[0]);", seat);
    }

    /** Distinct colours on a 24x24 sample of the kitchen canvas: a blank canvas has one. */
    private static final String DISTINCT_COLOURS = """
            const c = document.getElementById('kitchen');
            const g = c.getContext('2d');
            const seen = new Set();
            for (let i = 0; i < 24; i++) for (let j = 0; j < 24; j++) {
              const d = g.getImageData(Math.floor(c.width * (i + 0.5) / 24), Math.floor(c.height * (j + 0.5) / 24), 1, 1).data;
              seen.add(d[0] + ',' + d[1] + ',' + d[2]);
            }
            return seen.size;
            """;
}
