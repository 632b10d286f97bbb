package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.openqa.selenium.By;

import undercooked.server.EmbeddedServer;

/**
 * A round played start to finish with touch alone, on an emulated phone (ChromeDriver's mobile
 * emulation, 360 x 740, touch events through the DevTools protocol) against a real server:
 * a tap creates the room and starts it; the countdown already shows the cook and the round's
 * target and clock; the stick (where the left thumb lands) walks the cook up, a tap on Act
 * takes a tomato, the stick walks it to a chop board, a tap puts it down and holding Act chops
 * it to the end; then both thumbs at once walk and hold Act, and lifting both sends the neutral
 * input inside the touch event; a press at an empty counter is denied, buzzes, and its label
 * keeps clear of the tags beside it. Turned to 740 x 360 the stick still walks the cook and the page fits;
 * at the clock's end the result marks the player's own row, and Leave room goes back. The page
 * never scrolls, and every button is at least 44 px. Screenshots land in target/browser/.
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one lane: the prediction test holds the other, the two the only classes at once (server/pom.xml)
@Tag("alone") // bounds a timing the CPU decides: runs in the server's quiet test phase, beside the prediction test only (decisions 0059, 0062)
class PhoneBrowserTest {

    /**
     * Long enough for the scripted steps, short enough for the suite: they end 11-15 s into the
     * round (quiet box and the clean-clone run's alone execution alike, from the screenshots' times),
     * and everything after them waits for the clock (30 s before session 15).
     */
    private static final int ROUND_SECONDS = 24;
    private static final Path SHOTS = Path.of("target", "browser");

    @RegisterExtension
    final BrowserRun run = new BrowserRun();

    private EmbeddedServer server;
    private Browser phone;

    @BeforeEach
    void start() {
        server = run.roundServer(ROUND_SECONDS);
    }

    @Test
    void aRoundIsPlayedStartToFinishWithTouchAloneInPortraitAndLandscape() {
        phone = run.phone("phone", 360, 740);
        phone.driver.get("http://127.0.0.1:" + server.port() + "/");
        phone.await("window.__undercooked && document.body.dataset.touch === 'true'", "a touch screen turns the touch controls on");
        recordTheWire();
        phone.trackFingers();

        // The code field upper-cases what is typed, and a room link typed or pasted into it
        // becomes its code.
        phone.driver.findElement(By.id("code")).sendKeys("kxt");
        assertEquals("KXT", phone.driver.findElement(By.id("code")).getDomProperty("value"), "typed letters are upper-cased");
        phone.js("document.getElementById('code').value = '';");
        phone.driver.findElement(By.id("code")).sendKeys("http://192.168.1.20:8080/r/kxtrm");
        phone.driver.findElement(By.id("name")).sendKeys("Pip"); // leaving the code field
        assertEquals("KXTRM", phone.driver.findElement(By.id("code")).getDomProperty("value"), "a typed link, once left");
        assertEquals("QWERT", phone.js("""
                const el = document.getElementById('code');
                el.focus();
                el.value = 'https://cook.example/r/qwert';
                el.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
                const v = el.value;
                el.value = '';
                return v;"""), "a pasted link becomes its code at once");
        fitsTheScreen("landing");
        phone.screenshot(SHOTS.resolve("phone-landing.png"));

        phone.tap("create");
        phone.await("window.__undercooked.screen === 'lobby' && !document.getElementById('start').disabled",
                "a tap created the room; a solo host may start");
        assertFalse(phone.driver.findElement(By.id("ready")).isDisplayed(), "the host needs no Ready button");
        fitsTheScreen("lobby");
        buttonsAreBigEnough("#lobby");
        phone.screenshot(SHOTS.resolve("phone-lobby.png"));

        phone.tap("start");
        phone.await("window.__undercooked.countdown !== null && window.__undercooked.drawn.cooks.length === 1",
                "the countdown draws the cook");
        assertEquals("60", phone.driver.findElement(By.id("hud-target")).getText(), "the level's target from the first countdown frame");
        assertEquals("0:" + ROUND_SECONDS, phone.driver.findElement(By.id("hud-time")).getText(),
                "the round's length, capped by the server, before any snapshot");
        Map<?, ?> atSpawn = (Map<?, ?>) phone.js("return window.__undercooked.drawn.cooks[0];");
        assertEquals(List.of(2.5, 3.5), List.of(num(atSpawn.get("x")), num(atSpawn.get("y"))), "on spawn 1, (2.5, 3.5)");
        phone.await("window.__undercooked.me", "the kitchen runs", Duration.ofSeconds(6));
        fitsTheScreen("round");
        buttonsAreBigEnough("#round");

        // The stick appears where the thumb lands; a drag up walks the cook up, to the tomato shelf.
        double[] stick = zone(0.25, 0.8);
        phone.touch("touchStart", List.of(Browser.finger(1, stick[0], stick[1])));
        phone.touch("touchMove", List.of(Browser.finger(1, stick[0], stick[1] - 70)));
        phone.await("window.__undercooked.me.y < 2.7", "the drag up walked the cook up");
        liftAllAndExpectTheNeutralInput();
        tapAct();
        phone.await("window.__undercooked.me.h === 'tomato_raw'", "a tap on Act took a tomato");

        // Right to the chop board at (7, 1), a flick up to face it, a tap to put the tomato down.
        // The thumb lifts in the page the frame the cook is under the board (see below), then lands again.
        phone.touch("touchStart", List.of(Browser.finger(1, stick[0], stick[1])));
        phone.touch("touchMove", List.of(Browser.finger(1, stick[0] + 70, stick[1])));
        phone.liftFingersWhen("touchpad", "window.__undercooked.me.x >= 7.2", "the drag right walked the cook right");
        phone.touch("touchEnd", List.of());
        phone.touch("touchStart", List.of(Browser.finger(1, stick[0], stick[1])));
        phone.touch("touchMove", List.of(Browser.finger(1, stick[0], stick[1] - 70)));
        phone.await("window.__undercooked.me.f === 0", "a drag up turned the cook to the board");
        liftAllAndExpectTheNeutralInput();
        tapAct();
        phone.await(STATION_HOLDS_TOMATO, "the tomato is on the board");

        // Holding Act chops to completion.
        double[] act = zone(0.8, 0.85);
        phone.touch("touchStart", List.of(Browser.finger(2, act[0], act[1])));
        phone.await("window.__undercooked.stations.some(s => s.k === 'chop_board' && s.p >= 0.3)", "holding Act chops");
        phone.screenshot(SHOTS.resolve("phone-round.png"));
        phone.await("window.__undercooked.stations.some(s => s.k === 'chop_board' && s.g === 'tomato_chopped')",
                "held to the end, the tomato is chopped");

        // Two thumbs at once: Act still held, the stick walks left; one input frame carries both.
        // Both lift in the page the frame the cook is under the counter at (6, 1): lifted from the
        // test after a poll, a loaded machine let the cook walk on to the onion shelf at (4, 1).
        phone.js("window.__wire.length = 0;");
        phone.touch("touchStart", List.of(Browser.finger(2, act[0], act[1]), Browser.finger(1, stick[0], stick[1])));
        phone.touch("touchMove", List.of(Browser.finger(2, act[0], act[1]), Browser.finger(1, stick[0] - 70, stick[1])));
        phone.liftFingersWhen("touchpad", "window.__undercooked.me.x < 6.6",
                "the cook walks left with Act held, under the counter at (6, 1)");
        assertTrue((Boolean) phone.js("return window.__wire.some(m => m.act && m.move.x < -0.9);"),
                "an input frame moves and acts at once: " + phone.js("return JSON.stringify(window.__wire.slice(-5));"));
        Map<?, ?> lift = (Map<?, ?>) phone.js("return window.__wire.filter(m => m.inTouch).pop() || null;");
        assertTrue(lift != null && Boolean.FALSE.equals(lift.get("act"))
                && num(((Map<?, ?>) lift.get("move")).get("x")) == 0.0, "the lift sent the neutral input inside its touchend: " + lift);
        phone.touch("touchEnd", List.of()); // Chrome's own touch points up too

        // Turned up to the empty counter left of the board, empty-handed: a press there is denied.
        // The phone buzzes, and the label floats clear of the chopped tomato's tag beside it.
        phone.touch("touchStart", List.of(Browser.finger(1, stick[0], stick[1])));
        phone.touch("touchMove", List.of(Browser.finger(1, stick[0], stick[1] - 70)));
        phone.await("window.__undercooked.me.f === 0", "a drag up turned the cook to the counter");
        liftAllAndExpectTheNeutralInput();
        phone.js("window.__buzz = []; navigator.vibrate = (p) => { window.__buzz.push(p); return true; };");
        tapAct();
        phone.await("(window.__undercooked.eventCounts.denied || 0) >= 1 && window.__undercooked.drawn.labels.length >= 1",
                "a press at an empty counter with empty hands is denied and labelled");
        assertTrue(((Number) phone.js("return window.__buzz.length;")).intValue() >= 1, "the denial buzzed");
        assertEquals(0L, phone.js(OVERLAPS), "no label covers a name, an item's tag or another label: " + phone.hook("drawn"));

        // Turned to landscape: the page still fits, and the stick still walks the cook (down).
        phone.screen(740, 360);
        phone.await("innerWidth === 740 && innerHeight === 360", "the phone turned");
        fitsTheScreen("round, landscape");
        double[] side = zone(0.2, 0.6);
        double y0 = num(phone.js("return window.__undercooked.me.y;"));
        phone.touch("touchStart", List.of(Browser.finger(3, side[0], side[1])));
        phone.touch("touchMove", List.of(Browser.finger(3, side[0], side[1] + 70)));
        phone.await("window.__undercooked.me.y > " + (y0 + 0.8), "in landscape the drag down walks the cook down");
        phone.screenshot(SHOTS.resolve("phone-round-landscape.png"));
        liftAllAndExpectTheNeutralInput();
        phone.screen(360, 740);

        phone.await("window.__undercooked.screen === 'result'", "the clock ran out", Duration.ofSeconds(ROUND_SECONDS + 5));
        assertEquals("P1 Pip (you)", phone.driver.findElement(By.cssSelector("#result-players tr[data-mine='true'] td")).getText(),
                "the player's own row is marked");
        fitsTheScreen("result");
        phone.screenshot(SHOTS.resolve("phone-result.png"));
        phone.tap("result-leave");
        phone.await("window.__undercooked.screen === 'landing' && window.__undercooked.connection === 'idle'",
                "a tap on Leave room goes back to the landing page");
        assertEquals(List.of(), phone.consoleErrors(), "no script errors or failed loads");
    }

    /**
     * Every input frame the page sends, with whether it went out inside a touch event's own
     * handling (a capturing listener on the window marks the start of each touch event, a
     * bubbling one its end), so "the same animation frame" can be checked as "before the touch
     * event even finished".
     */
    private void recordTheWire() {
        phone.js("""
                window.__wire = [];
                window.__inTouch = false;
                for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) {
                  window.addEventListener(type, () => { window.__inTouch = true; }, true);
                  window.addEventListener(type, () => { window.__inTouch = false; }, false);
                }
                const send = WebSocket.prototype.send;
                WebSocket.prototype.send = function (data) {
                  const m = JSON.parse(data);
                  if (m.type === 'input') window.__wire.push({ ...m, inTouch: window.__inTouch });
                  return send.call(this, data);
                };""");
    }

    /** A short tap on the right half of the kitchen: Act pressed and let go, each sent inside its touch event. */
    private void tapAct() {
        double[] act = zone(0.8, 0.85);
        phone.js("window.__wire.length = 0;");
        phone.touch("touchStart", List.of(Browser.finger(5, act[0], act[1])));
        phone.touch("touchEnd", List.of());
        List<?> acts = (List<?>) phone.js("return window.__wire.filter(m => m.inTouch).map(m => m.act);");
        assertEquals(List.of(true, false), acts, "the press and the release each went out inside their touch event");
    }

    /** Lifts every finger; the neutral input goes out inside that touch event, and the cook stops. */
    private void liftAllAndExpectTheNeutralInput() {
        phone.js("window.__wire.length = 0;");
        phone.touch("touchEnd", List.of());
        // The input sent inside the touchend; on a loaded machine a keep-alive of the same neutral
        // intent may follow it before this reads, so it is found by its flag, not taken as the last.
        Map<?, ?> last = (Map<?, ?>) phone.js("return window.__wire.filter(m => m.inTouch).pop() || null;");
        assertTrue(last != null && Boolean.TRUE.equals(last.get("inTouch")), "an input went out inside the touchend: " + last);
        Map<?, ?> move = (Map<?, ?>) last.get("move");
        assertEquals(List.of(0.0, 0.0, false), List.of(num(move.get("x")), num(move.get("y")), last.get("act")),
                "lifting every finger sends the neutral input");
        phone.js("return new Promise(r => setTimeout(r, 250));"); // the input's tick and a snapshot
        double x1 = num(phone.js("return window.__undercooked.me.x;"));
        double y1 = num(phone.js("return window.__undercooked.me.y;"));
        phone.js("return new Promise(r => setTimeout(r, 300));");
        assertEquals(x1, num(phone.js("return window.__undercooked.me.x;")), 0.001, "the cook stopped");
        assertEquals(y1, num(phone.js("return window.__undercooked.me.y;")), 0.001, "the cook stopped");
    }

    /** A point on the touch layer over the kitchen, as shares of its width and height, in CSS pixels. */
    private double[] zone(double fx, double fy) {
        List<?> c = (List<?>) phone.js("const b = document.getElementById('touchpad').getBoundingClientRect();"
                + " return [b.x + b.width * arguments[0], b.y + b.height * arguments[1]];", fx, fy);
        return new double[] {num(c.get(0)), num(c.get(1))};
    }

    /** No scrolling either way: the page is no larger than the screen. */
    private void fitsTheScreen(String where) {
        List<?> size = (List<?>) phone.js("const e = document.scrollingElement;"
                + " return [e.scrollWidth, e.scrollHeight, innerWidth, innerHeight];");
        assertTrue(num(size.get(0)) <= num(size.get(2)) && num(size.get(1)) <= num(size.get(3)),
                where + ": the page (w, h) fits the screen (w, h): " + size);
    }

    private void buttonsAreBigEnough(String screen) {
        Object small = phone.js("return [...document.querySelectorAll(arguments[0] + ' button')]"
                + ".filter(b => b.offsetParent !== null).map(b => b.getBoundingClientRect())"
                + ".filter(r => r.width < 44 || r.height < 44).length;", screen);
        assertEquals(0L, small, screen + ": every shown button is at least 44 x 44 px");
    }

    private static double num(Object o) {
        return ((Number) o).doubleValue();
    }

    private static final String STATION_HOLDS_TOMATO =
            "window.__undercooked.stations.some(s => s.k === 'chop_board' && s.g === 'tomato_raw')";

    /** How many floating labels overlap a fixed tag or another label in the last drawn frame. */
    private static final String OVERLAPS = """
            const d = window.__undercooked.drawn;
            const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
            let n = 0;
            d.labels.forEach((l, k) => {
              n += d.tags.filter(t => hit(l, t)).length;
              n += d.labels.slice(k + 1).filter(o => hit(l, o)).length;
            });
            return n;""";
}
