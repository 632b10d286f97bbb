package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import okhttp3.Request;
import okhttp3.Response;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import undercooked.levels.ReplayCli;
import undercooked.protocol.Eventually;
import undercooked.protocol.HelloMsg;
import undercooked.protocol.InputMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.Vec2Msg;
import undercooked.protocol.WelcomeMsg;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.server.ServerConfig;

/**
 * {@code POST /api/rooms} with a level (the studio's Play-test), over real HTTP: the room plays
 * that level under a room-scoped id, {@code /api/levels/{scoped id}} serves it byte for byte,
 * the campaign is untouched, and a level with problems is refused with the validator's words.
 */
class PlayTestRoomIntegrationTest {
    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral());
    private static final ObjectMapper JSON = new ObjectMapper();

    @AfterAll
    static void stop() {
        H.close();
    }

    private static Level edited() {
        Level l = Campaign.builtIn().load("01_first_shift").orElseThrow();
        List<String> grid = new ArrayList<>(l.grid());
        return new Level(l.id(), "First shift, edited", l.order(), 75, l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), grid);
    }

    private static String body(Level l) throws Exception {
        return "{\"name\":\"Designer\",\"level\":" + JSON.readTree(LevelWriter.write(l)) + "}";
    }

    private static String raw(String path) throws Exception {
        try (Response r = H.http.newCall(new Request.Builder().url("http://127.0.0.1:" + H.port() + path).build())
                .execute()) {
            assertEquals(200, r.code(), path);
            return new String(r.body().bytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aRoomMadeWithALevelPlaysItUnderARoomScopedIdAndServesItByteForByte() throws Exception {
        String campaignBefore = raw("/api/levels/01_first_shift");
        String listBefore = raw("/api/levels");
        Level sent = edited();
        ServerHarness.Reply r = H.post("/api/rooms", body(sent));
        assertEquals(201, r.status(), r.body().toString());
        String code = r.body().get("room_code").asText();
        String scoped = r.body().get("level").asText();
        assertEquals("01_first_shift__room_" + code.toLowerCase(java.util.Locale.ROOT), scoped);
        assertEquals(LevelWriter.write(sent), raw("/api/levels/" + scoped), "served exactly as sent");
        JsonNode room = null;
        for (JsonNode x : H.get("/api/rooms").body().get("rooms")) {
            if (x.get("code").asText().equals(code)) {
                room = x;
            }
        }
        assertEquals(scoped, room.get("level").asText(), "the room plays the sent level");
        assertEquals(75, room.get("time_limit_s").asInt(), "with the sent level's own time limit");
        assertEquals(campaignBefore, raw("/api/levels/01_first_shift"), "the campaign's level is untouched");
        assertEquals(listBefore, raw("/api/levels"), "the campaign lists no play-test level");
        ServerHarness.Reply plain = H.post("/api/rooms", "{\"name\":\"Other\"}");
        assertEquals(201, plain.status());
        assertFalse(plain.body().has("level"), "a room without a level plays the campaign");
    }

    @Test
    void aLevelWithProblemsIsRefusedWithTheValidatorsProblemsAndNoRoomIsMade() throws Exception {
        Level good = edited();
        List<String> grid = new ArrayList<>(good.grid());
        grid.set(2, grid.get(2).replace('.', '?'));
        Level bad = new Level(good.id(), good.name(), good.order(), good.timeLimitS(), good.targetScore(), good.recipes(),
                good.orders(), good.hazards(), good.legend(), grid);
        int before = H.get("/api/rooms").body().get("rooms").size();
        ServerHarness.Reply r = H.post("/api/rooms", body(bad));
        assertEquals(422, r.status(), r.body().toString());
        assertEquals("invalid_level", r.body().get("code").asText());
        assertTrue(r.body().get("message").asText().startsWith("the level has "), r.body().toString());
        assertEquals(before, H.get("/api/rooms").body().get("rooms").size());
        ServerHarness.Reply notObject = H.post("/api/rooms", "{\"level\":\"01_first_shift\"}");
        assertEquals("bad_field", notObject.body().get("code").asText());
    }

    @Test
    void aScopedIdOfNoLiveRoomIsNotServed() {
        ServerHarness.Reply r = H.get("/api/levels/01_first_shift__room_zzzzz");
        assertEquals(404, r.status());
        assertEquals("unknown_level", r.body().get("code").asText());
    }

    @Test
    void aPlayTestRoundsArchivedScriptCarriesItsScopedLevelAndChecksCleanWithNothingBesideIt(@TempDir Path dir)
            throws Exception {
        Level l = Campaign.builtIn().load("01_first_shift").orElseThrow();
        Level quick = new Level(l.id(), "First shift, 12 s", l.order(), 12, l.targetScore(), l.recipes(), l.orders(),
                l.hazards(), l.legend(), l.grid());
        ServerHarness.Reply r = H.post("/api/rooms", body(quick));
        String code = r.body().get("room_code").asText();
        String scoped = r.body().get("level").asText();
        WsClient host = H.connect(code).keepAlive();
        host.send(new HelloMsg(1, Optional.of(r.body().get("you").get("token").asText()), Optional.of("Designer")));
        host.expect(WelcomeMsg.class);
        host.expect(LobbyMsg.class, m -> m.canStart());
        host.send(new StartMsg());
        host.expect(SnapMsg.class, m -> true, Duration.ofSeconds(6));
        host.send(new InputMsg(1, new Vec2Msg(1, 0), false, Optional.empty()));
        host.expect(RoundMsg.class, m -> true, Duration.ofSeconds(20));
        long id = Eventually.last(Duration.ofSeconds(5), () -> {
            for (JsonNode x : H.get("/api/replays").body().get("replays")) {
                if (x.get("room").asText().equals(code)) {
                    return x.get("id").asLong();
                }
            }
            return -1L;
        }, found -> found > 0);
        assertTrue(id > 0, "the round was archived");
        String script = raw("/api/replays/" + id);
        assertTrue(script.contains("\"level_id\": \"" + scoped + "\""), "the script names the scoped id");
        Files.writeString(dir.resolve("round.json"), script);
        Files.writeString(dir.resolve("round.golden.json"), raw("/api/replays/" + id + "/golden"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
        int exit = new ReplayCli(ps, ps, Path.of("")).run(List.of("check", dir.resolve("round.json").toString()));
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        host.close();
    }
}
