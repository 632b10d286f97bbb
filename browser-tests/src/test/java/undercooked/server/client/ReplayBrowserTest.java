package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

import undercooked.server.EmbeddedServer;

/**
 * Share a round (issue 35): a host plays a short round with two bot cooks; the result screen
 * offers "Watch the replay" once the archive has it; its link opens {@code /replay/{id}}, which
 * plays the archived round by the kitchen's own renderer to its end at 4x, and the scrubber jumps
 * back into the middle. Links to a replay that does not exist, or that is no number, say so in
 * words. The page is photographed at 1280x800 and 360x740 (target/browser/replay*.png).
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class ReplayBrowserTest {

    private static final int ROUND_SECONDS = 10;
    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = BrowserRun.host(ROUND_SECONDS);

    @Test
    void theResultLinksToAReplayPageThatPlaysTheRoundToItsEndAndScrubs() {
        Browser host = run.host();
        EmbeddedServer server = run.server();
        host.createRoom(server, "Ana");
        host.addBot();
        host.driver.findElement(By.id("start")).click();
        host.await("window.__undercooked.screen === 'result'", "the round ends", Duration.ofSeconds(ROUND_SECONDS + 10));

        WebElement watch = host.driver.findElement(By.id("watch-replay"));
        host.await("!document.getElementById('watch-replay').hidden", "the archive has the round");
        String href = watch.getDomProperty("href");
        assertTrue(href.matches("http://127\\.0\\.0\\.1:\\d+/replay/\\d+"), href);
        host.screenshot(SHOTS.resolve("replay-result.png"));

        host.driver.get(href);
        host.await("window.__undercookedReplay && window.__undercookedReplay.status === 'ready'", "the replay opens");
        long endTick = ((Number) host.js("return window.__undercookedReplay.endTick;")).longValue();
        // Indicative (a shared 2-core box): fetch of /frames and /level, the merge pass, first playable state.
        System.out.printf(java.util.Locale.ROOT, "replay page: %d ticks opened in %.0f ms%n", endTick,
                ((Number) host.js("return window.__undercookedReplay.openMs;")).doubleValue());
        assertTrue(endTick >= ROUND_SECONDS * 20L - 5, "the whole round: " + endTick + " ticks");
        assertTrue(host.driver.findElement(By.id("replay-studio")).getText()
                .endsWith("/api/replays/" + href.substring(href.lastIndexOf('/') + 1)), "the studio's command names the round");
        host.js("const s = document.getElementById('replay-speed'); s.value = '4'; s.dispatchEvent(new Event('change'));");
        host.await("window.__undercookedReplay.tick > 40", "the round plays");
        host.screenshot(SHOTS.resolve("replay.png"));
        host.await("window.__undercookedReplay.ended", "the replay plays to its end", Duration.ofSeconds(ROUND_SECONDS));
        assertEquals(endTick, ((Number) host.js("return window.__undercookedReplay.shownTick;")).longValue(),
                "the last frame drawn is the round's last tick");
        assertEquals("Play again", host.driver.findElement(By.id("replay-play")).getText());

        long middle = endTick / 2;
        host.js("const r = document.getElementById('replay-scrub'); r.value = String(arguments[0]);"
                + " r.dispatchEvent(new Event('input'));", middle);
        host.await("Math.abs(window.__undercookedReplay.shownTick - " + middle + ") <= 1", "the scrubber jumps back");
        assertTrue(((Boolean) host.js("return !window.__undercookedReplay.playing;")), "a jump while paused stays paused");
        host.driver.findElement(By.id("replay-play")).click();
        host.await("window.__undercookedReplay.tick > " + (middle + 10), "playing on from the middle");

        host.driver.manage().window().setSize(new Dimension(360, 740));
        host.screenshot(SHOTS.resolve("replay-phone.png"));
        host.driver.manage().window().setSize(new Dimension(1280, 860));
        assertEquals(List.of(), host.consoleErrors());
    }

    @Test
    void aReplayThatDoesNotExistOrIsNoNumberIsSaidInWords() {
        Browser host = run.host();
        EmbeddedServer server = run.server();
        String base = "http://127.0.0.1:" + server.port();
        host.driver.get(base + "/replay/987654");
        host.await("window.__undercookedReplay && window.__undercookedReplay.status === 'failed'", "the lookup fails");
        assertEquals("There is no replay 987654: it never existed, or the server removed it (it keeps only its latest rounds).",
                host.driver.findElement(By.id("replay-msg")).getText());
        host.screenshot(SHOTS.resolve("replay-missing.png"));

        host.driver.get(base + "/replay/abc");
        host.await("window.__undercookedReplay && window.__undercookedReplay.status === 'failed'", "the path is refused");
        assertTrue(host.driver.findElement(By.id("replay-msg")).getText().startsWith("\"abc\" is not a replay number"),
                host.driver.findElement(By.id("replay-msg")).getText());
    }
}
