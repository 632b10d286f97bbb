package undercooked.server.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import undercooked.protocol.AddBotMsg;
import undercooked.protocol.StartMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.logs.JsonLogFormatter;
import undercooked.server.session.InMemorySessionStore;

/**
 * The lines a room logs about itself carry its code as the JSON log's {@code room} field
 * (docs/DEPLOY.md), so a log shipper can pick one room's lines: its abort, a round it could not
 * archive, its bot cooks failing. Each line is the real one, formatted as {@code --log-format json}
 * writes it.
 */
class RoomLogFieldsTest {

    /** The rooms package's lines logged on this test's thread (other classes' rooms log in parallel). */
    private static final class Lines extends Handler {
        private final long thread = Thread.currentThread().threadId();
        private final List<LogRecord> records = new ArrayList<>();

        @Override
        public synchronized void publish(LogRecord r) {
            if (r.getLongThreadID() == thread) {
                records.add(r);
            }
        }

        synchronized List<JsonNode> json() throws Exception {
            JsonLogFormatter format = new JsonLogFormatter(Optional.of("node-a"));
            List<JsonNode> out = new ArrayList<>();
            for (LogRecord r : records) {
                out.add(new ObjectMapper().readTree(format.format(r)));
            }
            return out;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private final Logger rooms = Logger.getLogger("undercooked.server.rooms");
    private final Lines lines = new Lines();

    RoomLogFieldsTest() {
        rooms.addHandler(lines);
    }

    @AfterEach
    void detach() {
        rooms.removeHandler(lines);
    }

    private JsonNode theLine(String containing) throws Exception {
        List<JsonNode> found = lines.json().stream()
                .filter(o -> o.get("message").asText().contains(containing)).toList();
        assertEquals(1, found.size(), "one line saying '" + containing + "' in " + lines.json());
        return found.getFirst();
    }

    @Test
    void aRoomAbortedForAFailureNamesItsRoom() throws Exception {
        InMemorySessionStore sessions = new InMemorySessionStore();
        try (RoomSupervisor sup = new RoomSupervisor(new RoomSettings(4, 4, 20, 20, 45, 0), 10, 30, 1,
                RoomFixture.CAMPAIGN, sessions, new FakeClock(), new WireCodec(), Stepper.kernel())) {
            Room room = sup.create(sessions.claim("tok-a", "A")).orElseThrow();
            sup.abort(room, new IllegalStateException("a bug in a socket's call"));

            JsonNode line = theLine("failed and was aborted");
            assertEquals(room.code(), line.path("room").asText());
            assertEquals("SEVERE", line.path("level").asText());
            assertEquals("undercooked.server.rooms.RoomSupervisor", line.path("logger").asText());
            assertEquals("java.lang.IllegalStateException: a bug in a socket's call", line.path("error").asText(),
                    "the failure is kept beside the field");
        }
    }

    @Test
    void aRoundTheArchiveRefusesNamesItsRoom() throws Exception {
        RoomFixture f = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN,
                Stepper.kernel(), BotCooks.idle(), record -> {
                    throw new IllegalStateException("disk full");
                });
        f.playing();
        f.room.abort();

        JsonNode line = theLine("is not archived");
        assertEquals("ABCDE", line.path("room").asText());
        assertTrue(line.path("message").asText().contains("disk full"), line.toString());
    }

    @Test
    void botCooksThatFailNameTheirRoom() throws Exception {
        RoomFixture f = new RoomFixture(new RoomSettings(4, 4, 20, 20, 45.0, 2), RoomFixture.CAMPAIGN,
                Stepper.kernel(), (level, cooks, seed) -> state -> {
                    throw new IllegalStateException("planner bug");
                }, record -> {
                });
        FakeMember host = f.join("tok-host");
        f.room.receive(host, new AddBotMsg());
        f.room.receive(host, new StartMsg());
        f.run(3.0 + 0.5);

        JsonNode line = theLine("the bot cooks stopped");
        assertEquals("ABCDE", line.path("room").asText());
    }
}
