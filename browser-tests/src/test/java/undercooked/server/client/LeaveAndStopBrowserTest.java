package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;
import undercooked.protocol.Eventually;
import undercooked.server.EmbeddedServer;

/**
 * The three browser-only paths out of a round: the round screen's Leave room button, a final
 * socket stop (4403: the same token connected elsewhere) taking the page back to the landing
 * page with the reason, and a window blur sending a neutral input at once so the cook stops.
 * Each test is one solo host in one real chromium on a real server, a few seconds into a round.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class LeaveAndStopBrowserTest {

    /** The shortest cap the server takes; no test waits for the round's end. */
    private static final int ROUND_SECONDS = 10;
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;
    private Browser page;
    private final OkHttpClient http = new OkHttpClient();

    @BeforeEach
    void start() {
        server = run.roundServer(ROUND_SECONDS);
    }

    @AfterEach
    void stop() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }

    @Test
    void leaveRoomDuringTheRoundGoesToTheLandingPageAndFreesTheSeatAtOnce() {
        String code = soloRound();
        page.driver.findElement(By.id("round-leave")).click();
        page.await("window.__undercooked.screen === 'landing' && window.__undercooked.room === null"
                + " && location.pathname === '/' && window.__undercooked.connection === 'idle'",
                "Leave room on the round screen goes back to the landing page, socket closed");

        // Leave is a clean close with the reason "left" (docs/PROTOCOL.md, Close codes): the seat is
        // freed now, not held for the 45 s grace a drop gets; the room stays listed until its GC.
        awaitServer(() -> get("/api/stats").path("sockets").asInt() == 0, "the server closed the page's socket");
        awaitServer(() -> roomListed(code).path("seats").asInt() == 0, "the left seat is free at once");
        JsonNode room = roomListed(code);
        assertEquals("playing", room.path("state").asText(), "the round plays on without anyone: " + room);
    }

    @Test
    void theSameTokenConnectingElsewhereStopsThePageOnTheLandingPageWithTheReason() throws Exception {
        String code = soloRound();
        String token = (String) page.js("return localStorage.getItem('undercooked.token');");
        String hello = "{\"type\":\"hello\",\"p\":1,\"token\":" + JSON.writeValueAsString(token) + ",\"name\":null}";
        WebSocket other = http.newWebSocket(new Request.Builder().url("ws://127.0.0.1:" + server.port() + "/ws/" + code).build(),
                new WebSocketListener() {
                    @Override
                    public void onOpen(WebSocket ws, Response response) {
                        ws.send(hello);
                    }
                });
        try {
            page.await("window.__undercooked.screen === 'landing' && window.__undercooked.connection === 'stopped'",
                    "the evicted page goes back to the landing page");
            assertEquals("You opened this room in another tab or window; this one stopped.",
                    page.driver.findElement(By.id("landing-msg")).getText(), "the reason names the other connection");
            assertEquals(code, page.driver.findElement(By.id("code")).getDomProperty("value"), "the code is still filled in");
            assertTrue(page.driver.findElement(By.id("landing")).isDisplayed(), "the landing screen shows");
            page.js("return new Promise(r => setTimeout(r, 1500));"); // a retry would come after 0.5 s
            assertEquals("stopped", page.hook("connection"), "no reconnect after a final stop");
            assertEquals(1, get("/api/stats").path("sockets").asInt(), "only the other connection is open");
        } finally {
            other.close(1000, null);
        }
    }

    @Test
    void aBlurSendsANeutralInputAtOnceSoTheCookStopsEvenWithNoAnimationFrames() {
        soloRound();
        double startX = ((Number) page.js("return window.__undercooked.me.x;")).doubleValue();
        new Actions(page.driver).keyDown(Keys.ARROW_RIGHT).perform();
        page.await("window.__undercooked.me.x > " + (startX + 0.5), "the cook walks right");
        // A background tab gets no animation frames, so the frame loop sends nothing more: stop
        // it here. The server holds the last intent, so the cook walks on alone...
        page.js("window.requestAnimationFrame = () => 0;");
        double frozenX = ((Number) page.js("return window.__undercooked.me.x;")).doubleValue();
        page.await("window.__undercooked.me.x > " + (frozenX + 0.5), "the cook walks on with the frame loop stopped");
        // ... until the blur's neutral input, which goes out inside the blur handler itself.
        long sent = ((Number) page.js("""
                const before = window.__undercooked.inputsSent;
                window.dispatchEvent(new Event('blur'));
                return window.__undercooked.inputsSent - before;""")).longValue();
        assertEquals(1, sent, "the blur sent one input at once");
        page.js("return new Promise(r => setTimeout(r, 300));"); // the input's tick and a snapshot
        double x1 = ((Number) page.js("return window.__undercooked.me.x;")).doubleValue();
        page.js("return new Promise(r => setTimeout(r, 600));");
        double x2 = ((Number) page.js("return window.__undercooked.me.x;")).doubleValue();
        assertTrue(x1 < 10.5, "the cook stopped before the wall, not at it: x " + x1);
        assertEquals(x1, x2, 0.001, "the server stopped the cook; the client then: " + page.stateDump());
        new Actions(page.driver).keyUp(Keys.ARROW_RIGHT).perform();
        assertEquals(List.of(), page.consoleErrors(), "no script errors or failed loads");
    }

    /** One browser creates a room and starts the default level alone; the room's code once the kitchen runs. */
    private String soloRound() {
        page = run.open("solo");
        page.driver.get("http://127.0.0.1:" + server.port() + "/");
        page.driver.findElement(By.id("name")).sendKeys("Solo");
        page.driver.findElement(By.id("create")).click();
        String code = (String) page.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room",
                "the host is in the room's lobby");
        page.await("!document.getElementById('start').disabled", "a solo host may start");
        page.driver.findElement(By.id("start")).click();
        page.await("window.__undercooked.screen === 'round' && window.__undercooked.me", "the kitchen runs",
                Duration.ofSeconds(6));
        return code;
    }

    private JsonNode roomListed(String code) {
        for (JsonNode r : get("/api/rooms").path("rooms")) {
            if (code.equals(r.path("code").asText())) {
                return r;
            }
        }
        throw new AssertionError("room " + code + " is not listed: " + get("/api/rooms"));
    }

    private JsonNode get(String path) {
        Request req = new Request.Builder().url("http://127.0.0.1:" + server.port() + path).build();
        try (Response res = http.newCall(req).execute()) {
            return JSON.readTree(res.body().string());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void awaitServer(java.util.function.BooleanSupplier condition, String what) {
        Eventually.within(Browser.WAIT, what, condition);
    }
}
