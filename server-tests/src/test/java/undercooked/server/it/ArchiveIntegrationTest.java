package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.HttpCodec;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.RoomState;
import undercooked.protocol.RoundMsg;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.ToLobbyMsg;
import undercooked.protocol.WelcomeMsg;
import undercooked.levels.Campaign;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;
import undercooked.server.ServerServices;
import undercooked.server.archive.BodyStore;
import undercooked.server.archive.DatabaseStall;
import undercooked.server.session.SqlSessionStore;

/** The archive across a restart and under a full disk, against a real server on a real data folder. */
class ArchiveIntegrationTest {

    @TempDir
    Path data;

    private ServerConfig config() {
        return ServerConfig.ephemeral().with("data", data.toString()).with("round_seconds", "10");
    }

    /** A solo host starts a round in a fresh room and waits for its first snapshot. */
    private static WsClient playing(ServerHarness h, String token) {
        ServerHarness.Reply created = h.post("/api/rooms", "{\"name\": \"Ana\", \"token\": \"" + token + "\"}");
        assertEquals(201, created.status(), created.body().toString());
        WsClient host = h.connect(created.body().get("room_code").asText()).keepAlive();
        host.send(new HelloMsg(1, Optional.of(token), Optional.of("Ana")));
        host.expect(WelcomeMsg.class);
        host.expect(LobbyMsg.class, LobbyMsg::canStart);
        host.send(new StartMsg());
        host.expect(SnapMsg.class, s -> true, Duration.ofSeconds(6));
        return host;
    }

    @Test
    void aRestartKeepsSessionsUnlocksAndReplays() {
        String token;
        try (ServerHarness h = new ServerHarness(config())) {
            JsonNode s = h.post("/api/session", "{\"name\": \"Ana\"}").body();
            token = s.get("token").asText();
            h.server.services().sessions().unlock(token, 2);
            WsClient host = playing(h, token);
            // Stopping the server mid-round aborts the round: it is archived as such on the way down.
            host.close();
        }
        try (ServerHarness h = new ServerHarness(config())) {
            JsonNode s = h.post("/api/session", "{\"token\": \"" + token + "\"}").body();
            assertEquals("Ana", s.get("name").asText());
            assertEquals(2, s.get("unlocked").asInt());
            JsonNode list = h.get("/api/replays").body();
            assertEquals(1, list.get("replays").size(), list.toString());
            JsonNode entry = list.get("replays").get(0);
            assertEquals("aborted", entry.get("result").asText());
            assertEquals("Ana", entry.get("players").get(0).get("name").asText());
            long id = entry.get("id").asLong();
            assertEquals(200, h.get("/api/replays/" + id + "/golden").status());
            assertEquals("aborted", HttpCodec.readReplaySummary(h.get("/api/replays/" + id + "/summary").body().toString())
                    .result());
            assertEquals(404, h.get("/api/replays/" + (id + 1)).status());
            assertEquals("bad_field", h.get("/api/replays?limit=0").body().get("code").asText());
            assertEquals("bad_field", h.get("/api/replays?result=maybe").body().get("code").asText());
            assertEquals("bad_field", h.get("/api/replays/x1").body().get("code").asText());
            assertEquals(0, h.get("/api/replays?level=02_salad_bar").body().get("replays").size());
        }
    }

    @Test
    void aReturningPlayersHelloWaitsForAStalledDatabaseWithoutFreezingTheRoom() throws Exception {
        ServerConfig config = config();
        ServerServices.Storage storage = ServerServices.Storage.open(config, BodyStore::forced);
        // A session from an earlier run: in the database, not in this server's cache.
        try (SqlSessionStore earlier = new SqlSessionStore(storage.db())) {
            earlier.claim("tok-back", "Bo");
        }
        ServerServices services = new ServerServices(config, Campaign.builtIn(), storage);
        try (ServerHarness h = new ServerHarness(EmbeddedServer.start(services))) {
            ServerHarness.Created room = h.createRoom("Ana");
            WsClient host = h.connect(room.code());
            host.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Ana")));
            host.expect(WelcomeMsg.class);
            WsClient back = h.connect(room.code());
            try (DatabaseStall stall = new DatabaseStall(storage.db())) {
                back.send(new HelloMsg(1, Optional.of("tok-back"), Optional.empty()));
                Thread.sleep(300); // time for that hello to reach the database and wait there
                host.send(new ReadyMsg());
                LobbyMsg lobby = host.expect(LobbyMsg.class, l -> l.seats().getFirst().ready(), Duration.ofSeconds(3));
                assertEquals(1, lobby.seats().size(), "the returning player is still waiting for the database");
            }
            WelcomeMsg welcome = back.expect(WelcomeMsg.class);
            assertEquals(1, welcome.you().seat());
            assertEquals("Bo", host.expect(LobbyMsg.class, l -> l.seats().size() == 2).seats().get(1).name());
        }
    }

    @Test
    void aFullDiskWhileArchivingIsCountedInStatsAndTheRoomKeepsRunning() throws IOException {
        ServerServices services = ServerServices.create(config(), (temp, bytes) -> {
            throw new IOException("No space left on device");
        });
        try (ServerHarness h = new ServerHarness(EmbeddedServer.start(services))) {
            WsClient host = playing(h, "tok-full-disk");
            host.expect(RoundMsg.class, r -> true, Duration.ofSeconds(15));
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (h.get("/api/stats").body().get("archive_failures").asLong() < 1 && System.nanoTime() < deadline) {
                host.collect(Duration.ofMillis(50));
            }
            assertEquals(1, h.get("/api/stats").body().get("archive_failures").asLong());
            host.send(new ToLobbyMsg());
            LobbyMsg lobby = host.expect(LobbyMsg.class, l -> l.state() == RoomState.LOBBY);
            assertTrue(lobby.canStart(), lobby.toString());
            host.send(new StartMsg());
            assertTrue(host.expect(SnapMsg.class, x -> true, Duration.ofSeconds(6)) != null,
                    "the room plays its next round");
            assertEquals(200, h.get("/api/replays").status());
            assertEquals(0, h.get("/api/replays").body().get("replays").size());
            host.close();
        }
    }
}
