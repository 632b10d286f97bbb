package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import undercooked.server.EmbeddedServer;

/**
 * The host link the studio opens on Play-test, {@code /r/CODE#host=TOKEN}, in real chromium: the
 * browser takes the creator's reserved seat 0 and the crown at once (not a guest seat), the
 * fragment leaves the address, and the browser's own stored session is untouched. A plain join
 * link in a second browser is a guest beside it.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class HostLinkBrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path profiles;

    private EmbeddedServer server;
    private Browser host;
    private Browser guest;
    private final OkHttpClient http = new OkHttpClient();

    @AfterEach
    void stop() {
        Browser.closeAll(server, http, host, guest);
    }

    @Test
    void aHostLinkSeatsTheBrowserAsTheRoomsHostAndAPlainLinkAsAGuest() throws IOException {
        server = Browser.roundServer(10);
        String base = "http://127.0.0.1:" + server.port();
        JsonNode created;
        Request req = new Request.Builder().url(base + "/api/rooms")
                .post(RequestBody.create("{\"name\":\"Studio host\"}", MediaType.get("application/json"))).build();
        try (Response res = http.newCall(req).execute()) {
            created = JSON.readTree(res.body().string());
        }
        String code = created.get("room_code").asText();
        String token = created.get("you").get("token").asText();

        host = new Browser(profiles.resolve("host"));
        host.driver.get(base + "/");
        host.js("localStorage.setItem('undercooked.token', 'own-session-token');");
        host.driver.get(base + "/r/" + code + "#host=" + token);
        host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.host", "the browser is the host");
        assertEquals(0L, host.hook("seat"), "the creator's reserved seat");
        assertEquals(base + "/r/" + code, host.driver.getCurrentUrl(), "the token left the address");
        assertEquals("own-session-token", host.js("return localStorage.getItem('undercooked.token');"),
                "the browser's own session is kept");

        guest = new Browser(profiles.resolve("guest"));
        guest.driver.get(base + "/r/" + code);
        guest.driver.findElement(org.openqa.selenium.By.id("join")).click();
        guest.await("window.__undercooked.screen === 'lobby' && window.__undercooked.seat === 1", "a guest seat");
        assertEquals(Boolean.FALSE, guest.hook("host"));

        host.driver.navigate().refresh();
        // The reload's drop hands the crown to the guest (the crown rule); the tab keeps its seat.
        host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.seat === 0 && window.__undercooked.rejoined",
                "after a reload the tab takes its seat 0 back");
        assertFalse(host.consoleErrors().stream().anyMatch(e -> e.contains(token)), "no token in the console");
    }

    @Test
    void aPlayTestRoomsLobbyNamesItsOwnLevelAndOffersNoCampaignPicker() throws IOException {
        server = Browser.roundServer(10);
        String base = "http://127.0.0.1:" + server.port();
        JsonNode level = JSON.readTree(java.nio.file.Files.readString(Path.of("..", "levels", "src", "main", "resources",
                "levels", "01_first_shift.json")));
        ((com.fasterxml.jackson.databind.node.ObjectNode) level).put("name", "Designer's Draft");
        String body = JSON.writeValueAsString(JSON.createObjectNode().put("name", "Studio host").set("level", level));
        JsonNode created;
        Request req = new Request.Builder().url(base + "/api/rooms")
                .post(RequestBody.create(body, MediaType.get("application/json"))).build();
        try (Response res = http.newCall(req).execute()) {
            created = JSON.readTree(res.body().string());
        }
        String code = created.get("room_code").asText();
        host = new Browser(profiles.resolve("host"));
        host.driver.get(base + "/r/" + code + "#host=" + created.get("you").get("token").asText());
        host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.host", "the designer hosts the room");
        host.await("!document.getElementById('level-own').hidden"
                + " && document.getElementById('level-own').textContent.includes(\"Designer's Draft\")",
                "the lobby names the room's own level");
        assertEquals(Boolean.TRUE, host.js("return document.getElementById('level').hidden;"),
                "no picker of campaign levels the room cannot play");
    }
}
