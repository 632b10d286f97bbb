package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;

import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * Seats follow what players did, and a player is told what happened to them: an unknown room or a
 * code that is no code is said once, on arrival; unknown paths get a page; the host's reload keeps
 * the crown; Leave frees the seat at once; the host is told who has not pressed Ready; a player
 * back after the seat grace, mid-round, is told the seat was given up and when they play; a
 * watcher is offered a seat on the result screen and gets one in the lobby; the watcher limit is
 * named. Real chromiums on a real server with a 3 s seat grace and the shortest round.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class SeatsBrowserTest {

    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;

    @Test
    void seatsFollowWhatPlayersDidAndEachIsToldWhatHappened() {
        server = run.server(ServerConfig.ephemeral().with("round_seconds", "10").with("guest_idle_timeout_s", "3"));
        Browser ana = run.open("ana");
        Browser bo = run.open("bo");
        Browser cy = run.open("cy");

        bo.driver.get(run.url("/r/ZZZZQ"));
        bo.await("document.getElementById('landing-msg').textContent.length > 0", "an unknown room is said on arrival");
        String unknown = "There is no room ZZZZQ: it may have closed. Check the code, or create a room.";
        assertEquals(unknown, bo.driver.findElement(By.id("landing-msg")).getText());
        bo.driver.findElement(By.id("join")).click();
        bo.pause(1200);
        assertEquals(unknown, bo.driver.findElement(By.id("landing-msg")).getText(), "Join says the same, once");
        assertEquals("", bo.driver.findElement(By.id("conn")).getText(), "not again in the top bar");
        assertFalse(bo.driver.findElement(By.id("toast")).isDisplayed(), "nor in a toast");
        bo.driver.get(run.url("/r/12345"));
        bo.await("document.getElementById('landing-msg').textContent.includes('\"12345\" is not a room code')",
                "a code that is no code is said on arrival");
        bo.driver.get(run.url("/"));
        bo.driver.findElement(By.id("join")).click();
        bo.await("document.getElementById('landing-msg').textContent.startsWith('Type the room code you were given')"
                + " && document.activeElement.id === 'code'", "Join with no code asks for one, in the code's box");
        bo.driver.get(run.url("/kitchen/nowhere"));
        assertTrue(bo.driver.findElement(By.tagName("h2")).getText().contains("No page here"), "an unknown path has a page");

        ana.driver.get(run.url("/"));
        ana.driver.findElement(By.id("name")).sendKeys("Ana");
        ana.driver.findElement(By.id("create")).click();
        String code = (String) ana.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "Ana's lobby");
        join(bo, code, "Bo", 1);
        join(cy, code, "Cy", 2);
        cy.driver.findElement(By.id("ready")).click();
        ana.await("document.getElementById('start-why').textContent === 'Waiting for Bo to press Ready.'",
                "the host is told who has not pressed Ready");
        assertFalse(ana.driver.findElement(By.id("start")).isEnabled(), "a ready Cy is not enough while Bo is not");

        ana.driver.navigate().refresh();
        ana.await("window.__undercooked.screen === 'lobby' && window.__undercooked.host && window.__undercooked.seat === 0",
                "the host's reload keeps the crown");
        bo.await("document.querySelector(\"#seats .seat[data-seat='0']\").dataset.host === 'true'", "Bo sees the crown on Ana");

        cy.driver.findElement(By.id("leave")).click();
        ana.await("document.querySelectorAll('#seats .seat').length === 2", "Leave frees the seat at once",
                Duration.ofMillis(1500));

        cy.driver.findElement(By.id("watch")).click();
        cy.await("window.__undercooked.screen === 'lobby' && window.__undercooked.spectator", "Cy watches");
        bo.driver.findElement(By.id("ready")).click();
        ana.await("!document.getElementById('start').disabled", "every seated guest is ready");
        ana.driver.findElement(By.id("start")).click();
        bo.await("window.__undercooked.screen === 'round' && window.__undercooked.me", "Bo cooks", Duration.ofSeconds(6));

        // Bo's tab goes elsewhere mid-round (the page may sit in the back-forward cache: its socket
        // must not stay open) and comes back to the link after the 3 s grace.
        bo.driver.get("about:blank");
        ana.await("window.__undercooked.players.some(p => p.pi === 1 && p.s === 'disconnected')", "Bo's cook is a ghost");
        ana.await("fetch('/api/rooms').then(r => r.json()).then(d => window.__seats = d.rooms[0].seats) && window.__seats === 1",
                "the server frees Bo's seat after the grace");
        bo.driver.get(run.url("/r/" + code));
        bo.await("window.__undercooked.spectator && document.getElementById('toast').textContent.includes('seat was given up')",
                "a player back after the grace is told what happened and when they play");
        assertTrue(bo.driver.findElement(By.id("toast")).getText().contains("next lobby"));
        bo.screenshot(SHOTS.resolve("seats-returning.png"));

        // Nobody cooks in this round (Ana stands, Bo's cook is a ghost): Cy's page is asked for a frame
        // 60 times a second and draws only those that show something new (render.js, draw).
        Map<?, ?> frames = (Map<?, ?>) cy.js("return window.__undercooked.frames;");
        long asked = ((Number) frames.get("asked")).longValue();
        long drawn = ((Number) frames.get("drawn")).longValue();
        assertTrue(asked > 100 && drawn > 0 && drawn * 10 < asked * 6,
                "an idle kitchen is drawn on fewer than 6 frames in 10: " + frames);
        cy.await("window.__undercooked.screen === 'result'", "the round ends", Duration.ofSeconds(15));
        assertTrue(cy.driver.findElement(By.id("join-play")).isDisplayed(), "a watcher is offered a seat");
        assertTrue(cy.driver.findElement(By.id("result-wait")).getText().contains("Join as a player"));
        bo.await("window.__undercooked.screen === 'result'", "Bo sees the result too");
        assertFalse(bo.driver.findElement(By.id("join-play")).isDisplayed(), "a waiting player needs no button: the seat comes");
        cy.screenshot(SHOTS.resolve("seats-watcher-result.png"));
        cy.driver.findElement(By.id("join-play")).click();
        cy.await("window.__undercooked.screen === 'result' && window.__undercooked.welcomes >= 3", "Cy asks for a seat");
        ana.await("!document.getElementById('to-lobby').hidden", "Ana has the buttons");
        ana.driver.findElement(By.id("to-lobby")).click();
        cy.await("window.__undercooked.screen === 'lobby' && !window.__undercooked.spectator"
                + " && document.getElementById('toast').textContent.includes('You have a seat now')", "Cy is seated at the lobby");
        bo.await("window.__undercooked.screen === 'lobby' && !window.__undercooked.spectator", "Bo is seated at the lobby");
        for (Browser b : run.browsers()) {
            assertEquals(List.of(), b.consoleErrors().stream().filter(e -> !e.contains("404")).toList(), "no script errors");
        }
    }

    @Test
    void aWatcherPastTheLimitIsToldTheWatchersAreFull() throws Exception {
        server = run.server(ServerConfig.ephemeral().with("max_spectators", "1"));
        HttpResponse<String> created = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(run.url("/api/rooms")))
                .header("content-type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"Host\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        String code = created.body().replaceAll("(?s).*\"room_code\"\\s*:\\s*\"([A-Z]+)\".*", "$1");
        Browser first = run.open("first");
        Browser second = run.open("second");
        for (Browser b : List.of(first, second)) {
            b.driver.get(run.url("/r/" + code));
            b.driver.findElement(By.id("watch")).click();
        }
        first.await("window.__undercooked.screen === 'lobby' && window.__undercooked.spectator", "the first watcher is in");
        second.await("window.__undercooked.connection === 'stopped'", "the second is refused");
        String said = second.driver.findElement(By.id("landing-msg")).getText();
        assertTrue(said.startsWith("This room has as many watchers as it takes"), said);
        assertFalse(said.contains("4402") || said.contains("full"), "the watchers are full, not the room: " + said);
    }

    private void join(Browser b, String code, String name, int seat) {
        b.driver.get(run.url("/r/" + code));
        b.driver.findElement(By.id("name")).sendKeys(name);
        b.driver.findElement(By.id("join")).click();
        b.await("window.__undercooked.screen === 'lobby' && window.__undercooked.seat === " + seat, name + " sits on seat " + seat);
    }
}
