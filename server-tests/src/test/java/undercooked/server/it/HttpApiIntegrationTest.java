package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import undercooked.protocol.ApiError;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.LevelCatalog;
import undercooked.protocol.SessionAnswer;
import undercooked.protocol.Stats;
import undercooked.protocol.RoomListing;
import undercooked.server.ServerConfig;
import undercooked.server.rooms.RoomSupervisor;

class HttpApiIntegrationTest {

    private static final ServerHarness H = new ServerHarness(ServerConfig.ephemeral());

    @AfterAll
    static void stop() {
        H.close();
    }

    @Test
    void creatingARoomAnswers201WithAFiveLetterCodeAndTheHostSeat() {
        ServerHarness.Reply r = H.post("/api/rooms", "{\"name\":\"Ana\"}");
        assertEquals(201, r.status());
        String code = r.body().get("room_code").asText();
        assertEquals(5, code.length());
        assertTrue(code.chars().allMatch(c -> RoomSupervisor.CODE_ALPHABET.indexOf(c) >= 0));
        assertEquals(0, r.body().get("you").get("seat").asInt());
        assertTrue(r.body().get("you").get("host").asBoolean());
        assertFalse(r.body().get("you").get("token").asText().isEmpty());
    }

    @Test
    void theRoomListShowsLiveRoomsWithoutTokensOrNames() {
        ServerHarness.Created room = H.createRoom("Secretive");
        ServerHarness.Reply r = H.get("/api/rooms");
        assertEquals(200, r.status());
        assertFalse(r.body().toString().contains(room.token()));
        assertFalse(r.body().toString().contains("Secretive"));
        JsonNode listed = null;
        for (JsonNode n : r.body().get("rooms")) {
            if (n.get("code").asText().equals(room.code())) {
                listed = n;
            }
        }
        assertEquals("lobby", listed.get("state").asText());
        assertEquals(1, listed.get("seats").asInt());
        assertEquals(0, listed.get("round_no").asInt());
    }

    @Test
    void theLiveAnswersAreTheProtocolsRecordsKeyForKey() {
        // The typed contract (protocol's HttpCodec) read from what this server answers and
        // written back gives the same JSON: server, studio and tests speak one shape.
        ServerHarness.Reply created = H.post("/api/rooms", "{\"name\":\"Ana\"}");
        assertEquals(created.body(), HttpCodec.write(HttpCodec.readCreatedRoom(created.body().toString())));
        ServerHarness.Reply rooms = H.get("/api/rooms");
        RoomListing listing = HttpCodec.readRoomListing(rooms.body().toString());
        assertTrue(listing.rooms().stream().anyMatch(r -> r.code().equals(created.body().get("room_code").asText())));
        assertEquals(rooms.body(), HttpCodec.write(listing));
        ServerHarness.Reply refused = H.get("/api/levels/no_such_level");
        assertEquals(404, refused.status());
        ApiError e = HttpCodec.readApiError(refused.body().toString()).orElseThrow();
        assertEquals("unknown_level", e.code());
        assertEquals(refused.body(), HttpCodec.write(e));
        // Compared as text: a parsed 10 is an int node and a written long 10 a long node, unequal as trees.
        String session = H.post("/api/session", "{\"name\":\"Ana\"}").body().toString();
        assertEquals(session, HttpCodec.text(HttpCodec.write(HttpCodec.readSessionAnswer(session))));
        String stats = H.get("/api/stats").body().toString();
        assertEquals(stats, HttpCodec.text(HttpCodec.write(HttpCodec.readStats(stats))));
        String replays = H.get("/api/replays").body().toString();
        assertEquals(replays, HttpCodec.text(HttpCodec.write(HttpCodec.readReplayListing(replays))));
        String levels = H.get("/api/levels").body().toString();
        assertEquals(levels, HttpCodec.text(HttpCodec.write(HttpCodec.readLevelCatalog(levels))));
    }

    @Test
    void aSessionIsMintedThenReadBackByItsToken() {
        ServerHarness.Reply minted = H.post("/api/session", "{\"name\":\"Bo\"}");
        assertEquals(200, minted.status());
        String token = minted.body().get("token").asText();
        SessionAnswer read = HttpCodec.readSessionAnswer(H.post("/api/session", "{\"token\":\"" + token + "\"}")
                .body().toString());
        assertEquals(new SessionAnswer(token, "Bo", 1, Optional.of("01_first_shift")), read);
    }

    @Test
    void levelsAreListedInCampaignOrderAndServedById() {
        LevelCatalog list = HttpCodec.readLevelCatalog(H.get("/api/levels").body().toString());
        assertEquals(7, list.levels().size());
        assertEquals(1, list.levels().get(0).order());
        assertEquals("01_first_shift", list.levels().get(0).id());
        ServerHarness.Reply one = H.get("/api/levels/01_first_shift");
        assertEquals(200, one.status());
        assertEquals("01_first_shift", one.body().get("id").asText());
        ServerHarness.Reply missing = H.get("/api/levels/nope");
        assertEquals(404, missing.status());
        assertEquals("unknown_level", missing.body().get("code").asText());
    }

    @Test
    void everyRefusalIsJsonWithAStableCode() {
        assertEquals("bad_json", H.post("/api/rooms", "{nope").body().get("code").asText());
        assertEquals("bad_field", H.post("/api/rooms", "{\"pos\":1}").body().get("code").asText());
        assertEquals("bad_field", H.post("/api/session", "{\"token\":\"\"}").body().get("code").asText());
        assertEquals("not_found", H.get("/api/nothing").body().get("code").asText());
        ServerHarness.Reply kill = H.post("/api/test/kill_socket/ABCDE/tok", "{}");
        assertEquals(404, kill.status(), "the kill seam does not exist outside test mode");
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            /api/rooms,   49153
            /api/session, 4097
            /api/rooms,   65537
            /api/session, 65537
            /api/rooms,   102400
            /api/session, 102400
            /api/nothing, 102400
            """)
    void aBodyOverTheLimitIsRefused413TooBigAsJson(String path, int bytes) {
        ServerHarness.Reply r = H.post(path, paddedJson(bytes));
        assertEquals(413, r.status(), r.body().toString());
        assertEquals("too_big", r.body().get("code").asText());
        assertEquals(201, H.post("/api/rooms", "{\"name\":\"After\"}").status(), "the server still answers");
    }

    @Test
    void aBodyAtTheLimitIsRead() {
        ServerHarness.Reply r = H.post("/api/session", paddedJson(4096));
        assertEquals(200, r.status(), r.body().toString());
    }

    /** A JSON object of exactly {@code bytes} bytes: a name padded with spaces before the brace. */
    private static String paddedJson(int bytes) {
        String core = "{\"name\":\"Pad\"";
        return core + " ".repeat(bytes - core.length() - 1) + "}";
    }

    @Test
    void statsReportTheCensusAndHealthzIsOk() {
        // Every key the census documents is there and of its type: reading it typed names any that is not.
        Stats stats = HttpCodec.readStats(H.get("/api/stats").body().toString());
        assertTrue(stats.memoryMb() > 0, "memory_mb " + stats.memoryMb());
        assertTrue(stats.archive().isPresent(), "this server has an archive, so its census has the archive's keys");
        assertEquals(0, stats.roomsAborted());
        assertEquals("ok", H.get("/healthz").body().get("status").asText());
    }

    @Test
    void oneAddressCreatingRoomsAndSessionsTooFastIsToldToWaitAndTheRestOfTheApiStillAnswers() {
        try (ServerHarness strict = new ServerHarness(ServerConfig.ephemeral().with("max_creates_per_min", "3"))) {
            assertEquals(201, strict.post("/api/rooms", "{\"name\":\"Ana\"}").status());
            assertEquals(200, strict.post("/api/session", "{\"name\":\"Bo\"}").status());
            assertEquals(201, strict.post("/api/rooms", "{\"name\":\"Cy\"}").status());
            ServerHarness.Reply refused = strict.post("/api/rooms", "{\"name\":\"Di\"}");
            assertEquals(429, refused.status());
            assertEquals("rate_limited", refused.body().get("code").asText());
            java.util.regex.Matcher wait = java.util.regex.Pattern.compile("try again in (\\d+) s")
                    .matcher(refused.body().get("message").asText());
            assertTrue(wait.find(), refused.body().toString());
            int seconds = Integer.parseInt(wait.group(1));
            assertTrue(seconds >= 1 && seconds <= 20, "one create comes back every 20 s at 3 a minute: " + seconds);
            assertEquals(429, strict.post("/api/session", "{\"name\":\"Di\"}").status());
            assertEquals(200, strict.get("/api/rooms").status(), "reading is not creating");
            assertEquals(2, strict.get("/api/rooms").body().get("rooms").size(), "the refused create made nothing");
        }
    }

    @Test
    void theRootServesTheStaticPage() throws Exception {
        try (okhttp3.Response res = H.http.newCall(new okhttp3.Request.Builder()
                .url("http://127.0.0.1:" + H.port() + "/").build()).execute()) {
            assertEquals(200, res.code());
            assertTrue(res.body().string().contains("/js/main.js"), "the browser client's page");
        }
    }
}
