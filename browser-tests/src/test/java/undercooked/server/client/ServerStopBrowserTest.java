package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;

import undercooked.server.EmbeddedServer;

/**
 * A server stopped while a round plays (an operator's SIGTERM: drain, then stop): the round plays
 * to its end, its verdict reaches the player and stays on screen, and the player is told the room
 * closed because its server is stopping, not that the code may be wrong (a player's trial found
 * the result skipped and "There is no room ...: check the code").
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class ServerStopBrowserTest {
    private static final Path SHOTS = Path.of("target", "browser");
    private static final int ROUND_SECONDS = 10;

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    @Test
    void aServerStoppedMidRoundLetsItEndShowsTheVerdictAndSaysWhyTheRoomClosed() throws Exception {
        EmbeddedServer server = run.roundServer(ROUND_SECONDS);
        Browser page = run.open("cook");
        page.driver.get(run.url("/"));
        page.driver.findElement(By.id("name")).sendKeys("Ana");
        page.driver.findElement(By.id("create")).click();
        String code = (String) page.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "the lobby");
        page.driver.findElement(By.id("start")).click();
        page.await("window.__undercooked.screen === 'round' && window.__undercooked.tick !== null", "the round plays");

        boolean[] ended = new boolean[1];
        Thread stop = Thread.ofPlatform().start(() -> {
            ended[0] = server.drain(60); // the SIGTERM path: ServerMain's shutdown hook
            server.stop();
        });
        page.await("window.__undercooked.screen === 'result' && document.getElementById('result-wait').textContent"
                + ".includes('its server is stopping')", "the verdict, then why the room closed",
                Duration.ofSeconds(ROUND_SECONDS + 15));
        stop.join(10_000);
        assertTrue(ended[0], "the round ended within the drain, the verdict sent before the room closed");
        assertEquals("Room " + code + " has closed: its server is stopping (a restart or an update). Create a room again"
                + " in a moment.", page.driver.findElement(By.id("result-wait")).getText());
        assertFalse(page.driver.findElement(By.id("result-breakdown")).getText().isEmpty(), "the verdict is readable");
        for (String gone : List.of("next", "to-lobby")) {
            assertFalse(page.driver.findElement(By.id(gone)).isDisplayed(), gone + " would ask a closed room");
        }
        page.screenshot(SHOTS.resolve("server-stop-result.png"));
        // With the touch controls on, Watch the replay is a tap target as tall as the buttons beside it
        // (shown here by hand: whether it is offered depends on when the archive wrote the round).
        Object heights = page.js("document.body.dataset.touch = 'true'; const w = document.getElementById('watch-replay');"
                + " const was = w.hidden; w.hidden = false; const h = [w.getBoundingClientRect().height,"
                + " document.getElementById('result-leave').getBoundingClientRect().height]; w.hidden = was; return h;");
        List<?> h = (List<?>) heights;
        assertTrue(((Number) h.get(0)).doubleValue() >= 44 && Math.abs(((Number) h.get(0)).doubleValue()
                - ((Number) h.get(1)).doubleValue()) < 1, "Watch the replay and Leave room, px: " + h);
        page.js("document.body.dataset.touch = 'false'; return null;");

        assertEquals(List.of(), scriptErrors(page), "no script errors");

        page.driver.findElement(By.id("result-leave")).click();
        page.await("window.__undercooked.screen === 'landing'", "Leave room goes to the landing page");
        assertEquals(List.of(), scriptErrors(page), "no script errors");
    }

    /**
     * The console's errors but what a stopping server answers a request the result screen or the
     * landing page sent as it went: a refused connection, or 503 (this server is stopping). A 500
     * here was the archive asked after its database closed.
     */
    private static List<String> scriptErrors(Browser page) {
        return page.consoleErrors().stream().filter(e -> !e.contains("net::ERR_CONNECTION_REFUSED")
                && !e.contains("status of 503")).toList();
    }
}
