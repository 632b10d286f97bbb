package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import undercooked.server.EmbeddedServer;

/**
 * The landing page's Watch choice in real chromium: a second browser watches a room whose lobby
 * has three free seats, takes none, follows the host's round, and watches again after a reload.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class WatchBrowserTest {

    private static final Path SHOTS = Path.of("target", "browser");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path profiles;

    private EmbeddedServer server;
    private Browser host;
    private Browser coach;
    private final OkHttpClient http = new OkHttpClient();

    @AfterEach
    void stop() {
        Browser.closeAll(server, http, host, coach);
    }

    @Test
    void watchOnTheLandingPageFollowsTheRoomWithoutTakingASeatAndAReloadWatchesAgain() {
        server = Browser.roundServer(10);
        String base = "http://127.0.0.1:" + server.port() + "/";
        host = new Browser(profiles.resolve("host"));
        host.driver.get(base);
        host.driver.findElement(By.id("name")).sendKeys("Ana");
        host.driver.findElement(By.id("create")).click();
        String code = (String) host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room",
                "the host is in the lobby");

        coach = new Browser(profiles.resolve("coach"));
        coach.driver.get(base);
        coach.driver.findElement(By.id("name")).sendKeys("Coach");
        coach.driver.findElement(By.id("code")).sendKeys(code);
        coach.screenshot(SHOTS.resolve("watch-landing.png"));
        coach.driver.findElement(By.id("watch")).click();
        coach.await("window.__undercooked.screen === 'lobby' && window.__undercooked.spectator", "the coach watches the lobby");
        assertEquals(4L, coach.hook("seat"), "one past the last seat: no seat");
        assertEquals(Boolean.TRUE, coach.hook("watching"));
        JsonNode listed = room(code);
        assertEquals(1, listed.path("seats").asInt(), "three seats were free and the watcher took none: " + listed);
        assertEquals(1, listed.path("spectators").asInt());
        host.await("document.getElementById('spectators').textContent.includes('Coach')",
                "the host's lobby names the watcher");
        assertTrue((Boolean) coach.js("return document.getElementById('ready').hidden;"), "no Ready button to watch");
        coach.screenshot(SHOTS.resolve("watch-lobby.png"));

        host.await("!document.getElementById('start').disabled", "a solo host may start");
        host.driver.findElement(By.id("start")).click();
        coach.await("window.__undercooked.screen === 'round' && window.__undercooked.tick > 40",
                "the coach sees the round run", Duration.ofSeconds(8));
        assertEquals(null, coach.hook("me"), "a watcher has no cook");
        assertEquals(1L, coach.js("return window.__undercooked.players.length;"));
        assertEquals("Watching", coach.js("return document.getElementById('hud-role').textContent;"));
        coach.screenshot(SHOTS.resolve("watch-round.png"));

        coach.driver.navigate().refresh();
        coach.await("window.__undercooked.screen === 'round' && window.__undercooked.spectator && window.__undercooked.tick",
                "after a reload the coach watches again");
        assertEquals(1, room(code).path("seats").asInt(), "the reload took no seat either");
        assertEquals(1, room(code).path("spectators").asInt(), "and the old socket's place went with it");
        assertEquals(java.util.List.of(), coach.consoleErrors());
    }

    private JsonNode room(String code) {
        Request req = new Request.Builder().url("http://127.0.0.1:" + server.port() + "/api/rooms").build();
        try (Response res = http.newCall(req).execute()) {
            for (JsonNode r : JSON.readTree(res.body().string()).path("rooms")) {
                if (code.equals(r.path("code").asText())) {
                    return r;
                }
            }
            throw new AssertionError("room " + code + " is not listed");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
