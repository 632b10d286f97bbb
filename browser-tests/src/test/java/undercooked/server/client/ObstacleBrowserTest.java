package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

import undercooked.server.EmbeddedServer;

/**
 * Level 06's moving obstacle in real chromium: protocol 4 sends it as a patch of its kind and new
 * place every tick (decision 0012), and the page's merge keeps exactly one obstacle that walks,
 * never a trail of copies left where it was.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_B) // one of two chromium lanes, held by the whole class (Browser)
class ObstacleBrowserTest {

    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;
    private Browser page;

    @Test
    void theRushHourObstacleIsOneEntryThatWalks() throws InterruptedException {
        server = run.roundServer(10);
        page = run.open("host");
        page.driver.get("http://127.0.0.1:" + server.port() + "/");
        page.driver.findElement(By.id("name")).sendKeys("Ana");
        page.driver.findElement(By.id("create")).click();
        page.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "the host is in the lobby");
        String token = (String) page.js("return sessionStorage.getItem('undercooked.token')"
                + " ?? localStorage.getItem('undercooked.token');");
        server.services().sessions().unlock(token, 7);
        page.driver.navigate().refresh(); // the lobby after the rejoin lists the levels now unlocked
        page.await("window.__undercooked.screen === 'lobby'"
                + " && document.querySelector('#level option[value=\"06_rush_hour\"]')", "level 06 is offered");
        new Select(page.driver.findElement(By.id("level"))).selectByValue("06_rush_hour");
        page.await("window.__undercooked.level === '06_rush_hour'", "level 06 is loaded");
        page.await("!document.getElementById('start').disabled", "a solo host may start");
        page.driver.findElement(By.id("start")).click();
        page.await("window.__undercooked.screen === 'round' && window.__undercooked.tick > 20", "the kitchen runs",
                Duration.ofSeconds(8));

        Set<String> places = new LinkedHashSet<>();
        for (int i = 0; i < 20; i++) {
            List<?> obstacles = (List<?>) page.js(
                    "return window.__undercooked.hazards.filter((h) => h.t === 'moving_obstacle');");
            assertEquals(1, obstacles.size(), "one obstacle in the view, sample " + i + ": " + obstacles);
            Map<?, ?> o = (Map<?, ?>) obstacles.getFirst();
            assertTrue(o.get("x") instanceof Number && o.get("y") instanceof Number, "a whole entry: " + o);
            places.add(o.get("x") + "," + o.get("y"));
            page.pause(100);
        }
        assertTrue(places.size() >= 5, "it walks: " + places);
        page.screenshot(SHOTS.resolve("obstacle-round.png"));
        assertEquals(List.of(), page.consoleErrors());
    }
}
