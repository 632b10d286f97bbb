package undercooked.levels.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import undercooked.levels.LevelWriter;
import undercooked.levels.ReplayFiles;

/**
 * The HTTP source against a small stand-in of the server's archive API (the JDK's HTTP server on
 * port 0): the real server's answers are exercised by the server module's survey test.
 */
class ServerSourceTest {
    private HttpServer server;
    private final List<String> methods = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private URI serve(String listing, boolean roundsAnswer) throws IOException {
        ReplayFiles.ScriptFile s = Bodies.committedScript("walk_solo");
        var level = Bodies.campaign(s.script().levelId());
        String script = ReplayFiles.writeScript(Bodies.withSha(s.script(), LevelWriter.sha256(level)), Optional.empty(),
                Optional.of(level));
        String golden = ReplayFiles.writeGolden(Bodies.committedGolden("walk_solo"));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/replays", ex -> {
            methods.add(ex.getRequestMethod());
            String path = ex.getRequestURI().getPath();
            if (path.equals("/api/replays")) {
                send(ex, 200, listing);
            } else if (!roundsAnswer) {
                send(ex, 503, "{\"code\": \"draining\", \"message\": \"the node is draining\"}");
            } else if (path.startsWith("/api/replays/2")) {
                send(ex, 422, "{\"code\": \"corrupt_replay\", \"message\": \"replay 2 cannot be read: truncated\"}");
            } else if (path.endsWith("/golden")) {
                send(ex, 200, golden);
            } else if (path.endsWith("/summary")) {
                send(ex, 200, "{\"id\": 1, \"result\": \"lost\", \"score\": 0, \"stars\": 0, \"ended_at\": 5}");
            } else {
                send(ex, 200, script);
            }
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.sendResponseHeaders(status, b.length);
        ex.getResponseBody().write(b);
        ex.close();
    }

    private static List<RoundSource.Read> walk(RoundSource source) {
        List<RoundSource.Read> out = new ArrayList<>();
        for (Optional<RoundSource.Pending> p = source.next(); p.isPresent(); p = source.next()) {
            out.add(p.get().read());
        }
        return out;
    }

    private static final String LISTING = """
            {"replays": [{"id": 2, "ended_at": 9}, {"id": 1, "ended_at": 5}],
             "skipped": [{"id": 3, "reason": "the body is missing"}], "next_before": null}""";

    @Test
    void aServersArchiveYieldsItsRoundsNewestFirstAndItsSkippedRowsAsProblems() throws IOException {
        URI base = serve(LISTING, true);
        try (RoundSource source = RoundSource.server(base, Filter.ALL)) {
            assertEquals(OptionalLong.empty(), source.expected());
            List<RoundSource.Read> reads = walk(source);
            assertEquals(List.of("replay 2", "replay 1", "replay 3"), reads.stream().map(RoundSource.Read::name).toList());
            Unreadable refused = assertInstanceOf(Unreadable.class, reads.get(0));
            assertTrue(refused.reason().contains("replay 2 cannot be read: truncated"), refused.reason());
            ArchivedRound round = assertInstanceOf(ArchivedRound.class, reads.get(1));
            assertEquals(base + "/api/replays/1", round.link());
            assertEquals("lost", round.recorded().orElseThrow().result());
            assertEquals("the body is missing", assertInstanceOf(Unreadable.class, reads.get(2)).reason());
        }
        assertEquals(List.of("GET"), methods.stream().distinct().toList(), "a walk only reads");
    }

    @Test
    void aServerThatStopsAnsweringEndsTheWalkWithAnEntrySayingSo() throws IOException {
        StringBuilder many = new StringBuilder("{\"replays\": [");
        for (int i = 10; i > 0; i--) {
            many.append("{\"id\": ").append(i + 100).append(", \"ended_at\": 1}").append(i > 1 ? "," : "");
        }
        URI base = serve(many + "], \"skipped\": [], \"next_before\": null}", false);
        try (RoundSource source = RoundSource.server(base, Filter.ALL)) {
            List<RoundSource.Read> reads = walk(source);
            assertEquals(ServerSource.GIVE_UP + 1, reads.size(), reads.toString());
            assertTrue(((Unreadable) reads.getLast()).reason().startsWith("the server stopped answering"),
                    reads.getLast().toString());
        }
    }

    @Test
    void aServerThatIsNotThereIsOneEntrySayingSo() throws IOException {
        URI base = serve(LISTING, true);
        server.stop(0);
        server = null;
        try (RoundSource source = RoundSource.server(base, Filter.ALL)) {
            List<RoundSource.Read> reads = walk(source);
            assertEquals(1, reads.size());
            String reason = ((Unreadable) reads.getFirst()).reason();
            assertTrue(reason.startsWith("the archive's listing did not answer: nothing answers at 127.0.0.1:"
                    + base.getPort() + " (connection refused)"), reason);
        }
    }

    @Test
    void theDateFilterStopsAtTheFirstRoundThatEndedBeforeIt() throws IOException {
        URI base = serve(LISTING, true);
        try (RoundSource source = RoundSource.server(base, new Filter(Optional.empty(), OptionalLong.of(7)))) {
            assertEquals(List.of("replay 2"), walk(source).stream().map(RoundSource.Read::name).toList());
        }
    }
}
