package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/** The client's files as the server hands them out: the page at / and at a room's deep link, and its modules. */
class ClientPageIntegrationTest {

    private static EmbeddedServer server;
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() {
        server = EmbeddedServer.start(ServerConfig.ephemeral());
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aRoomsDeepLinkServesTheSamePageAsTheRoot() throws Exception {
        HttpResponse<String> root = get("/");
        HttpResponse<String> deep = get("/r/KXTRM");
        assertEquals(200, deep.statusCode());
        assertTrue(deep.headers().firstValue("content-type").orElse("").startsWith("text/html"));
        assertEquals(root.body(), deep.body());
        assertTrue(deep.body().contains("src=\"/js/main.js\""), "absolute paths, so they resolve under /r/ too");
    }

    @Test
    void theModulesAreServedAsJavaScript() throws Exception {
        for (String file : new String[] {"main", "net", "state", "input", "render", "level", "screens", "hud", "effects", "look", "touch", "settings",
            "teach", "guide", "notices", "store", "paint", "landing", "debug", "page"}) {
            HttpResponse<String> res = get("/js/" + file + ".js");
            assertEquals(200, res.statusCode(), file);
            assertTrue(res.headers().firstValue("content-type").orElse("").contains("javascript"), file);
        }
    }

    @Test
    void aPathUnderTheDeepLinkIsNotThePage() throws Exception {
        assertEquals(404, get("/r/KXTRM/js/main.js").statusCode());
    }

    @Test
    void anUnknownPathGetsAPageSayingSoWithAWayBackNotABareEndpointNotFound() throws Exception {
        for (String path : new String[] {"/nowhere", "/r/KXTRM/js/main.js", "/rooms/KXTRM"}) {
            HttpResponse<String> res = get(path);
            assertEquals(404, res.statusCode(), path);
            assertTrue(res.headers().firstValue("content-type").orElse("").startsWith("text/html"), path);
            assertTrue(res.body().contains("No page here") && res.body().contains("href=\"/\""), path + ": " + res.body());
        }
        HttpResponse<String> api = get("/api/nowhere");
        assertEquals(404, api.statusCode());
        assertTrue(api.headers().firstValue("content-type").orElse("").contains("json"), "the API keeps its JSON 404");
    }

    @Test
    void thePageSaysWhatItNeedsWithoutJavaScriptAndHasAFavicon() throws Exception {
        String page = get("/").body();
        assertTrue(page.contains("<noscript>") && page.contains("needs JavaScript"), "a message without JavaScript");
        assertTrue(page.contains("This browser is not supported"), "a message for a browser lacking what the game needs");
        assertTrue(page.contains("rel=\"icon\" href=\"data:image/svg+xml"), "a favicon, inline");
    }
}
