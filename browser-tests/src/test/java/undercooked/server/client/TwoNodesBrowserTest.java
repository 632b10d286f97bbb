package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.cluster.RedisProcess;

/**
 * The page among two nodes in real chromium: it is served by node A, the room it creates is
 * placed on node B, and both the creator and a guest who opens the room's link on node A play on
 * node B, where the API's ws_url points; a reload goes back to node B.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class TwoNodesBrowserTest {

    private static final Path SHOTS = Path.of("target", "browser");

    @TempDir
    Path profiles;

    private RedisProcess redis;
    private EmbeddedServer a;
    private EmbeddedServer b;
    private Browser host;
    private Browser guest;
    private final OkHttpClient http = new OkHttpClient();

    @AfterEach
    void stop() throws Exception {
        for (Browser x : new Browser[] {host, guest}) {
            if (x != null) {
                x.close();
            }
        }
        for (EmbeddedServer s : new EmbeddedServer[] {a, b}) {
            if (s != null) {
                s.stop();
            }
        }
        if (redis != null) {
            redis.close();
        }
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }

    private int seatsOnB(String code) {
        return b.services().supervisor().find(code).map(r -> r.info().seats()).orElse(-1);
    }

    @Test
    void aRoomPlacedOnTheOtherNodeIsPlayedThereFromThePageOfTheFirst() throws Exception {
        Browser.assumeInstalled();
        redis = RedisProcess.start();
        a = EmbeddedServer.start(ServerConfig.ephemeral().with("redis", redis.url()).with("node_id", "browser-a"));
        b = EmbeddedServer.start(ServerConfig.ephemeral().with("redis", redis.url()).with("node_id", "browser-b"));
        String pageA = "http://127.0.0.1:" + a.port() + "/";
        // One room on A already: the next one goes to B, the least loaded.
        try (Response r = http.newCall(new Request.Builder().url(pageA + "api/rooms")
                .post(RequestBody.create("{}", MediaType.get("application/json"))).build()).execute()) {
            assertEquals(201, r.code());
        }

        host = new Browser(profiles.resolve("host"));
        host.driver.get(pageA);
        host.driver.findElement(By.id("name")).sendKeys("Ana");
        host.driver.findElement(By.id("create")).click();
        String code = (String) host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room",
                "the host is in the lobby");
        assertTrue(b.services().supervisor().find(code).isPresent(), "the room was placed on node B");
        assertTrue(a.services().supervisor().find(code).isEmpty());

        guest = new Browser(profiles.resolve("guest"));
        guest.driver.get(pageA + "r/" + code);
        guest.driver.findElement(By.id("name")).sendKeys("Bo");
        guest.driver.findElement(By.id("join")).click();
        guest.await("window.__undercooked.screen === 'lobby' && window.__undercooked.seat === 1",
                "the guest sits in seat 1 of the room on node B");
        assertEquals(2, seatsOnB(code));
        host.await("document.getElementById('seats').textContent.includes('Bo')", "the host's lobby names the guest");
        guest.screenshot(SHOTS.resolve("two-nodes-guest-lobby.png"));

        guest.driver.navigate().refresh();
        guest.await("window.__undercooked.screen === 'lobby' && window.__undercooked.rejoined",
                "a reload rejoins the room on node B", Duration.ofSeconds(10));
        assertEquals(2, seatsOnB(code));
        assertEquals(List.of(), host.consoleErrors(), "no script errors or failed loads");
        assertEquals(List.of(), guest.consoleErrors(), "no script errors or failed loads");
    }
}
