package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import undercooked.server.EmbeddedServer;

/**
 * The host fills the kitchen with bot cooks from the lobby in a real chromium: two bots (an
 * expert and a casual one) are seated, a third is added and removed again, the round is started
 * with no other person in the room, the bots cook on the server's tick, and the result names them
 * as bots. The lobby is photographed at desktop and phone size (target/browser/bots-lobby*.png).
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class BotsBrowserTest {

    /** Short: the test waits for the round's end. */
    private static final int ROUND_SECONDS = 10;
    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = BrowserRun.host(ROUND_SECONDS);

    @Test
    void theHostAddsTwoBotsAndPlaysARoundWithThemToTheResult() {
        Browser host = run.host();
        EmbeddedServer server = run.server();
        host.driver.get("http://127.0.0.1:" + server.port() + "/");
        host.driver.findElement(By.id("name")).sendKeys("Ana");
        host.driver.findElement(By.id("create")).click();
        host.await("window.__undercooked.screen === 'lobby' && window.__undercooked.room", "Ana is in her lobby");
        assertTrue(host.driver.findElement(By.id("add-bot")).isDisplayed(), "the host has Add bot");

        host.driver.findElement(By.id("add-bot")).click();
        host.await("document.querySelectorAll('#seats .seat.bot').length === 1", "one bot is seated");
        new Select(host.driver.findElement(By.id("bot-persona"))).selectByValue("casual");
        host.driver.findElement(By.id("add-bot")).click();
        host.driver.findElement(By.id("add-bot")).click();
        host.await("document.querySelectorAll('#seats .seat.bot').length === 3", "three bots are seated");
        host.driver.findElement(By.cssSelector("#seats .seat[data-seat='3'] [data-remove-bot]")).click();
        host.await("document.querySelectorAll('#seats .seat.bot').length === 2", "the host took the third bot off");

        List<WebElement> bots = host.driver.findElements(By.cssSelector("#seats .seat.bot"));
        assertEquals(List.of("expert", "casual"), bots.stream().map(b -> b.getDomAttribute("data-bot")).toList());
        assertTrue(bots.get(0).getText().contains("bot, expert"), bots.get(0).getText());
        assertTrue(bots.get(1).getText().contains("Bot 3"), "a bot is named by its seat: " + bots.get(1).getText());
        assertTrue(host.driver.findElement(By.id("start")).isEnabled(), "a host with bots may start: no guest to wait for");
        host.screenshot(SHOTS.resolve("bots-lobby.png"));
        host.driver.manage().window().setSize(new Dimension(390, 844));
        host.screenshot(SHOTS.resolve("bots-lobby-phone.png"));
        host.driver.manage().window().setSize(new Dimension(1280, 860));

        host.driver.findElement(By.id("start")).click();
        host.await("window.__undercooked.tick !== null && window.__undercooked.screen === 'round'", "the kitchen runs",
                Duration.ofSeconds(6));
        assertEquals(3L, ((Number) host.js("return window.__undercooked.players.length;")).longValue(),
                "the two bots cook beside Ana");
        host.await("window.__undercooked.players.some(p => p.pi !== 0 && p.h)", "a bot picks something up",
                Duration.ofSeconds(ROUND_SECONDS));
        host.await("window.__undercooked.screen === 'result'", "Ana sees the result", Duration.ofSeconds(ROUND_SECONDS + 5));

        List<WebElement> rows = host.driver.findElements(By.cssSelector("#result-players tr"));
        assertEquals(3, rows.size(), "one line per seat");
        assertFalse(rows.get(0).getText().contains("(bot"), rows.get(0).getText());
        assertTrue(rows.get(1).getText().contains("(bot, expert)"), rows.get(1).getText());
        assertTrue(rows.get(2).getText().contains("(bot, casual)"), rows.get(2).getText());
        Map<?, ?> round = (Map<?, ?>) host.hook("round");
        assertEquals("expert", ((Map<?, ?>) ((List<?>) round.get("players")).get(1)).get("bot"));
        host.screenshot(SHOTS.resolve("bots-result.png"));
        assertEquals(List.of(), host.consoleErrors());
    }
}
