package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;
import undercooked.sim.Golden;
import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.ReplayResult;
import undercooked.sim.ReplayRun;
import undercooked.sim.TickHash;

/**
 * Replay takeover over real HTTP and OkHttp sockets: {@code POST /api/rooms/takeover} with a
 * committed script and a tick gives a room whose round starts live at that tick, with the
 * script's own cooks in the seats; the archived round hashes like the original for its first
 * ticks and checks clean through the real {@code replay check}. Bad takeovers are named refusals
 * and leave the server and its rooms running.
 */
class TakeoverIntegrationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Two cooks, ana and bo, 232 ticks on 01_first_shift (levels' committed replays). */
    private static final Path ORIGINAL = Path.of("..", "levels", "src", "test", "resources", "replays",
            "pass_and_contest.json");
    private static final long AT = 150;

    private final ServerHarness h = new ServerHarness(ServerConfig.ephemeral());

    @TempDir
    Path downloads;

    @AfterEach
    void stop() {
        h.close();
    }

    /** The campaign's first level cut to 12 s, so the live part of the round is 4.5 s. */
    private static Level shortLevel() {
        Level l = Campaign.builtIn().load("01_first_shift").orElseThrow();
        return new Level(l.id(), l.name(), l.order(), 12, l.targetScore(), l.recipes(), l.orders(), l.hazards(),
                l.legend(), l.grid());
    }

    private static String body(Level level, String script, long tick) throws IOException {
        return "{\"name\":\"Ana\",\"level\":" + JSON.readTree(LevelWriter.write(level)) + ",\"takeover\":{\"script\":"
                + JSON.readTree(script) + ",\"tick\":" + tick + "}}";
    }

    @Test
    void aTakeoverRoomPlaysOnLiveFromTheTickAndItsReplayHashesLikeTheOriginalAndChecksClean() throws Exception {
        Level level = shortLevel();
        String text = Files.readString(ORIGINAL);
        InputScript original = ReplayFiles.parseScript(text, "original", "original").value().orElseThrow();
        ServerHarness.Reply r = h.post("/api/rooms/takeover", body(level, text, AT));
        assertEquals(201, r.status(), r.body().toString());
        assertEquals("01_first_shift", r.body().get("level").asText(), "the level's own id: it is in every hash");
        assertEquals(AT, r.body().get("takeover").get("tick").asLong());
        assertEquals(List.of("ana", "bo"), JSON.convertValue(r.body().get("takeover").get("seats"), List.class));
        String code = r.body().get("room_code").asText();
        String token = r.body().get("you").get("token").asText();
        JsonNode listed = null;
        for (JsonNode x : h.get("/api/rooms").body().get("rooms")) {
            if (x.get("code").asText().equals(code)) {
                listed = x;
            }
        }
        assertEquals(2, listed.get("max_seats").asInt(), "one seat per cook of the original");

        WsClient host = h.connect(code).keepAlive();
        host.send(new HelloMsg(1, Optional.of(token), Optional.of("Ana")));
        assertEquals(0, host.expect(WelcomeMsg.class).you().seat());
        WsClient guest = h.connect(code).keepAlive();
        guest.send(new HelloMsg(1, Optional.of("tok-takeover-bo"), Optional.of("Bo")));
        assertEquals(1, guest.expect(WelcomeMsg.class).you().seat());
        guest.send(new ReadyMsg());
        host.expect(LobbyMsg.class, l -> l.canStart() && l.seats().size() == 2);
        host.send(new StartMsg());
        SnapMsg first = host.expect(SnapMsg.class, s -> true, Duration.ofSeconds(6));
        FullFrame frame = host.view().current().orElseThrow();
        assertTrue(frame.tick() >= AT && frame.tick() < AT + 10, "the round starts at the tick: " + frame.tick());
        assertTrue(frame.players().stream().anyMatch(p -> p.id().equals("ana") && p.seat() == 0), frame.players().toString());
        assertTrue(frame.players().stream().anyMatch(p -> p.id().equals("bo") && p.seat() == 1), frame.players().toString());
        assertTrue(first != null);

        // Live play: the host walks, so the live part differs from the original's.
        host.send(new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
        guest.send(new InputMsg(1, new Vec2Msg(0, 1), true, Optional.empty()));
        host.expect(RoundMsg.class, m -> true, Duration.ofSeconds(15));
        JsonNode stats = h.get("/api/stats").body();
        assertTrue(stats.get("echo_ms_p99").isNumber(), "inputs were echoed by snapshots: " + stats);
        assertTrue(stats.get("echo_ms_p99").asDouble() >= stats.get("echo_ms_p50").asDouble());

        JsonNode entry = h.awaitReplay();
        long id = entry.get("id").asLong();
        String script = h.download("/api/replays/" + id);
        String golden = h.download("/api/replays/" + id + "/golden");
        String played = h.download("/api/replays/" + id + "/level");
        assertEquals(LevelWriter.write(level), played, "archived with the level as sent");
        InputScript archived = ReplayFiles.parseScript(script, "s", "s").value().orElseThrow();
        Golden g = ReplayFiles.parseGolden(golden, "golden").value().orElseThrow();
        assertEquals(List.of("ana", "bo"), archived.seats());
        assertTrue(g.finalTick() > AT + 40, "played on live past the tick: " + g.finalTick());

        // The first AT ticks hash like the original's: every recorded hash up to AT, and the state at AT.
        Kitchen kitchen = level.kitchen();
        ReplayResult before = ReplayRun.run(kitchen, original, AT);
        for (TickHash t : g.hashes()) {
            if (t.tick() <= AT) {
                long expected = before.hashes().stream().filter(x -> x.tick() == t.tick()).findFirst().orElseThrow().hash();
                assertEquals(expected, t.hash(), "tick " + t.tick());
            }
        }
        assertEquals(AT / 20 + 1, g.hashes().stream().filter(t -> t.tick() <= AT).count());
        assertEquals(before.finalHash(), ReplayRun.run(kitchen, archived, AT).finalHash(), "the state at the tick");
        ReplayResult after = ReplayRun.run(kitchen, original, AT + 40);
        long live = ReplayRun.run(kitchen, archived, AT + 40).finalHash();
        assertTrue(after.finalHash() != live, "live inputs took over after the tick");

        Path dir = Files.createDirectories(downloads.resolve("round"));
        Files.writeString(dir.resolve("round.json"), script);
        Files.writeString(dir.resolve("round.golden.json"), golden);
        Files.writeString(dir.resolve(archived.levelId() + ".json"), played);
        ReplayCliRun check = ReplayCliRun.of("check", dir.resolve("round.json").toString());
        assertEquals(0, check.exit(), check.out());
        List.of(host, guest).forEach(WsClient::close);
    }

    @Test
    void aChangedLevelATickPastTheEndAndABrokenScriptAreNamedAndTheServerKeepsItsRooms() throws Exception {
        ServerHarness.Created other = h.createRoom("Other");
        Level campaign = Campaign.builtIn().load("01_first_shift").orElseThrow();
        String text = Files.readString(ORIGINAL);
        InputScript original = ReplayFiles.parseScript(text, "o", "o").value().orElseThrow();
        // An archived round names the sha256 of the level it was played on; the short level is not it.
        InputScript stamped = new InputScript(original.name(), original.seed(), original.levelId(), original.tickHz(),
                original.recordEvery(), original.frames(), original.items(), List.of(), List.of(),
                Optional.of(LevelWriter.sha256(campaign)));
        ServerHarness.Reply changed = h.post("/api/rooms/takeover", body(shortLevel(), ReplayFiles.writeScript(stamped), 10));
        assertEquals(422, changed.status(), changed.body().toString());
        assertEquals("level_changed", changed.body().get("code").asText());
        assertTrue(changed.body().get("message").asText().contains("sha256"), changed.body().toString());

        Level other05 = Campaign.builtIn().load("05_full_service").orElseThrow();
        ServerHarness.Reply wrongLevel = h.post("/api/rooms/takeover", body(other05, text, 10));
        assertEquals("level_changed", wrongLevel.body().get("code").asText(), wrongLevel.body().toString());

        ServerHarness.Reply late = h.post("/api/rooms/takeover", body(shortLevel(), text, 100_000));
        assertEquals(422, late.status());
        assertEquals("invalid_takeover", late.body().get("code").asText());
        assertTrue(late.body().get("message").asText().contains("takeover.tick"), late.body().toString());

        ServerHarness.Reply broken = h.post("/api/rooms/takeover", body(campaign, "{\"seed\":1}", 10));
        assertEquals(422, broken.status(), broken.body().toString());
        assertEquals("invalid_takeover", broken.body().get("code").asText());

        ServerHarness.Reply noLevel = h.post("/api/rooms/takeover", "{\"takeover\":{\"script\":{},\"tick\":1}}");
        assertEquals(400, noLevel.status());
        assertEquals("bad_field", noLevel.body().get("code").asText());

        assertEquals(200, h.get("/healthz").status());
        boolean listed = false;
        for (JsonNode x : h.get("/api/rooms").body().get("rooms")) {
            listed |= x.get("code").asText().equals(other.code());
        }
        assertTrue(listed, "the other room still runs");
        assertEquals(1, h.get("/api/rooms").body().get("rooms").size(), "no room was made by a refused takeover");
    }
}
