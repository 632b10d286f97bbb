package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.io.TempDir;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.server.EmbeddedServer;
import undercooked.server.archive.ReplayArchive;
import undercooked.server.archive.RoundRecord;
import undercooked.sim.InputScript;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.RoundResult;
import undercooked.sim.Sim;
import undercooked.sim.SimConstants;
import undercooked.sim.TickHash;
import undercooked.sim.Vec2;

/**
 * The replay page on a long round: a 3,000-tick four-cook round (150 s, longer than a browser
 * test can afford to play live) is played through the kernel here, as a room records it, and
 * handed to the server's archive; {@code /replay/{id}} must open it whole. The time from the
 * first fetch to the first playable frame is printed for docs/CLIENT.md (issue 35's target is
 * under 1 s; indicative, a shared box, never asserted as a time).
 */
@Tag("serial") // chromium on a shared machine: one browser test at a time (docs/ARCHITECTURE.md, Test tiers)
@ResourceLock(Browser.CHROMIUM_A) // one of two chromium lanes, held by the whole class (Browser)
class LongReplayBrowserTest {

    private static final int TICKS = 3_000;
    private static final List<String> COOKS = List.of("p0", "p1", "p2", "p3");

    @TempDir
    Path profiles;

    private EmbeddedServer server;
    private Browser page;

    @BeforeEach
    void start() {
        server = Browser.roundServer(10);
        page = new Browser(profiles.resolve("viewer"));
    }

    @AfterEach
    void stop() {
        Browser.closeAll(server, page);
    }

    @Test
    void theReplayPageOpensA3000TickFourCookRoundWhole() {
        ReplayArchive archive = server.services().archive().orElseThrow();
        archive.archive(longRound());
        assertTrue(archive.drain(10_000), "the archive wrote the round");

        page.driver.get("http://127.0.0.1:" + server.port() + "/");
        Number id = (Number) page.js("return fetch('/api/replays').then((r) => r.json())"
                + ".then((d) => d.replays.find((e) => e.room === 'LONGR').id);");
        page.driver.get("http://127.0.0.1:" + server.port() + "/replay/" + id.longValue());
        page.await("window.__undercookedReplay && window.__undercookedReplay.status === 'ready'", "the replay opens",
                Duration.ofSeconds(20));
        long endTick = ((Number) page.js("return window.__undercookedReplay.endTick;")).longValue();
        double openMs = ((Number) page.js("return window.__undercookedReplay.openMs;")).doubleValue();
        System.out.printf(Locale.ROOT, "replay page: a %d-tick four-cook round opened in %.0f ms%n", endTick, openMs);
        assertEquals(TICKS, endTick, "the whole round");
        page.js("const s = document.getElementById('replay-scrub'); s.value = '2900'; s.dispatchEvent(new Event('input'));");
        page.await("window.__undercookedReplay.shownTick >= 2880", "a scrub near the end shows that tick");
        assertEquals(List.of(), page.consoleErrors());
    }

    /** Four cooks walking in turns and pressing now and then on level 01, recorded as a room records a round. */
    private static RoundRecord longRound() {
        Level level = Campaign.builtIn().load("01_first_shift").orElseThrow();
        KitchenState s = Sim.newRound(level.kitchen(), COOKS, 11);
        List<InputScript.Frame> frames = new ArrayList<>();
        List<TickHash> hashes = new ArrayList<>(List.of(new TickHash(0, s.stateHash())));
        long seq = 0;
        for (int t = 0; t < TICKS; t++) {
            List<PlayerInput> inputs = new ArrayList<>();
            for (int i = 0; i < COOKS.size(); i++) {
                int phase = (t / 15 + i) % 4;
                Vec2 move = new Vec2(phase == 0 ? 1 : phase == 2 ? -1 : 0, phase == 1 ? 1 : phase == 3 ? -1 : 0);
                PlayerInput in = new PlayerInput(COOKS.get(i), move, (t + i) % 7 == 0, Optional.empty(), s.tick(), ++seq);
                inputs.add(in);
                frames.add(new InputScript.Frame(s.tick(), in.playerId(), in.move(), in.action(), in.face(),
                        OptionalLong.of(in.receivedAtTick()), OptionalLong.of(in.seq())));
            }
            s = Sim.step(s, SimConstants.STEP_DT, inputs).state();
            if (s.tick() % RoundRecord.HASH_EVERY == 0 || t == TICKS - 1) {
                hashes.add(new TickHash(s.tick(), s.stateHash()));
            }
        }
        List<RoundRecord.Cook> cast = new ArrayList<>();
        for (int i = 0; i < COOKS.size(); i++) {
            cast.add(new RoundRecord.Cook(COOKS.get(i), i, "Cook " + (i + 1)));
        }
        return new RoundRecord("LONGR", 1, level, 11, cast, frames, List.of(), hashes, "aborted", RoundResult.of(s),
                Map.of(), 1_000, 1_000 + TICKS * 50L);
    }
}
