package undercooked.studio.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import undercooked.protocol.RoomListing;
import undercooked.protocol.Stats;
import undercooked.server.EmbeddedServer;
import undercooked.server.ServerConfig;

/**
 * The studio's typed reads of a server's HTTP API ({@link ServerClient#rooms}, {@link
 * ServerClient#stats}): a real server's answers come back as the protocol's records, and a server
 * that is not ours or not there comes back as a named report, never an exception.
 */
class ServerClientTest {

    @Test
    void aRealServersRoomsAndCensusComeBackAsTheProtocolsRecords() {
        try (EmbeddedServer server = EmbeddedServer.start(ServerConfig.ephemeral())) {
            ServerClient api = new ServerClient("http://127.0.0.1:" + server.port());
            assertTrue(api.post("/api/rooms", "{\"name\":\"Ana\"}").error().isEmpty(), "a room made");

            ServerClient.Answer<RoomListing> rooms = api.rooms();
            assertTrue(rooms.error().isEmpty(), rooms.toString());
            assertEquals(1, rooms.value().orElseThrow().rooms().size(), rooms.toString());
            assertEquals("lobby", rooms.value().orElseThrow().rooms().getFirst().state().wire(), rooms.toString());

            ServerClient.Answer<Stats> stats = api.stats();
            assertTrue(stats.error().isEmpty(), stats.toString());
            assertEquals(1, stats.value().orElseThrow().rooms(), stats.toString());
        }
    }

    @Test
    void aServerThatIsNotOursIsNamedAsSuch() throws Exception {
        HttpServer other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        other.createContext("/", ex -> {
            byte[] body = "{\"hello\":\"world\"}".getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        other.start();
        try {
            ServerClient api = new ServerClient("http://127.0.0.1:" + other.getAddress().getPort());
            ServerClient.Answer<RoomListing> rooms = api.rooms();
            assertTrue(rooms.value().isEmpty(), rooms.toString());
            assertEquals("not_a_server", rooms.error().orElseThrow().code(), rooms.toString());
            assertEquals("not_a_server", api.stats().error().orElseThrow().code());
            // the same read, with each caller's own name for a body it cannot use
            String base = "http://127.0.0.1:" + other.getAddress().getPort();
            ArchiveClient.Listed listed = new ArchiveClient(base).list(ArchiveClient.Filter.ANY, OptionalLong.empty(), 10);
            assertTrue(listed.page().isEmpty(), listed.toString());
            assertEquals("not_an_archive", listed.error().orElseThrow().code(), listed.toString());
            InsightsQuery.Answer insights = InsightsQuery.get(api, base + "/api/levels/01_first_shift/insights");
            assertTrue(insights.insights().isEmpty(), insights.toString());
            assertEquals("not_insights", insights.error().orElseThrow().code(), insights.toString());
        } finally {
            other.stop(0);
        }
    }

    @Test
    void aServerThatIsNotThereIsNamedAsUnreachable() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        ServerClient.Answer<Stats> stats = new ServerClient("http://127.0.0.1:" + port).stats();
        assertTrue(stats.value().isEmpty(), stats.toString());
        assertEquals("server_unreachable", stats.error().orElseThrow().code(), stats.toString());
    }
}
